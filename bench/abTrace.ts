// Side-by-side main-thread work of one page on two servers of the same site, in CPU time (the
// trace's thread durations), which a loaded machine stretches far less than wall time:
// `npx tsx bench/abTrace.ts --a=URL --b=URL --runs=3 /masterplan`. A phone's screen and touch on
// slow 4G, the CPU unthrottled (Chromium's throttling adds to the CPU time it reports; --throttle
// applies it anyway). Per server: the main thread's CPU time in the 10 s after navigation, a
// blocking-time estimate from it (each task's CPU time x4 past 50 ms, as Lighthouse's simulation
// scales them), with --tasks the tasks that block (--list-ms=20: those of 5 ms CPU and more) and
// what they ran, and the medians by kind. `npm run bench -- --ab REV` (bench/ab.ts) runs the same
// traces through traceAb() on two builds it makes itself.

import { fileURLToPath } from 'node:url'
import { type Browser, chromium } from '@playwright/test'
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from '../scripts/chromium'
import { CPU, phonePage } from './phoneCanvas'
import { median } from './stats'
import {
  KINDS,
  type SummaryOptions,
  summariseTrace,
  type TraceEvent,
  type TraceSummary,
} from './traceSummary'

export interface AbOptions {
  servers: { a?: string; b?: string }
  runs: number
  /** Keep the 4x CPU throttle during the trace (the phone profile), or measure unthrottled. */
  throttle: boolean
  wall?: boolean
  fast?: boolean
  /** Scripts run before the page's own (e.g. favourites put in localStorage). */
  scripts?: string[]
  listFrom?: number
  log?: (line: string) => void
  verbose?: boolean
}

export type AbSeen = Record<'a' | 'b', TraceSummary[]>

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'toplevel',
  'blink',
]

/** One page, both servers, interleaved run by run (a, b; then b, a), on a fresh phone each time. */
export async function traceAb(browser: Browser, path: string, o: AbOptions): Promise<AbSeen> {
  const log = o.log ?? console.log
  // --fast: the network unthrottled, as Lighthouse loads the page it then simulates.
  const network = o.fast
    ? { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }
    : undefined
  const scale = o.throttle ? 1 : CPU
  const summary: SummaryOptions = { wall: o.wall, scale, listFrom: o.listFrom ?? 50 }
  const seen: AbSeen = { a: [], b: [] }
  for (let i = 0; i < o.runs; i++) {
    for (const side of (i % 2 ? ['b', 'a'] : ['a', 'b']) as ('a' | 'b')[]) {
      const base = o.servers[side]
      if (!base) continue
      const { page, cdp } = await phonePage(browser, { scripts: o.scripts ?? [], network })
      if (!o.throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      const context = page.context()
      await browser.startTracing(page, { categories: CATEGORIES })
      await page.goto(base + path, { waitUntil: 'commit' })
      await page.waitForTimeout(10_000)
      // A page that has not hydrated in the window did a fraction of its work: reported apart.
      const hydrated = (await page.evaluate('!!window.__khvoyaHydrated')) as boolean
      const buffer = await browser.stopTracing()
      await context.close()
      const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }
      const s = { ...summariseTrace(trace.traceEvents, summary), hydrated }
      seen[side].push(s)
      log(
        `${side} ${path} #${i}${hydrated ? '' : ' (NOT hydrated in 10 s)'}: main-thread ${s.total.toFixed(0)} ms (script ${s.script.toFixed(0)}, style+layout ${s.styleLayout.toFixed(0)}, longest task ${s.longest.toFixed(0)}), blocking estimate ${s.blocked.toFixed(0)} ms`,
      )
      if (o.verbose) for (const line of s.list) log(`    ${line}`)
    }
  }
  return seen
}

async function cli() {
  const argv = process.argv.slice(2)
  const flag = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_ARGS })
  for (const path of argv.filter((a) => !a.startsWith('--'))) {
    const seen = await traceAb(browser, path, {
      servers: { a: flag('a'), b: flag('b') },
      runs: Number(flag('runs') ?? 3),
      throttle: argv.includes('--throttle'),
      wall: argv.includes('--wall'),
      fast: argv.includes('--fast'),
      verbose: argv.includes('--tasks'),
      // With --tasks, the tasks listed: those whose blocking estimate's CPU time (x4) reaches this.
      listFrom: Number(flag('list-ms') ?? 50),
    })
    for (const side of ['a', 'b'] as const) {
      const all = seen[side]
      if (!all.length) continue
      const kinds = KINDS.map(
        (k) => `${k} ${median(all.map((s) => s.byKind.get(k) ?? 0)).toFixed(0)}`,
      ).join(', ')
      console.log(
        `${side} ${path}: CPU ${median(all.map((s) => s.total)).toFixed(0)} ms, blocking estimate ${median(all.map((s) => s.blocked)).toFixed(0)} ms (medians of ${all.length}); ${kinds}`,
      )
    }
  }
  await browser.close()
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await cli()
