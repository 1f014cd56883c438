// Side-by-side main-thread work of one page on two servers of the same site, in CPU time (the
// trace's thread durations), which a loaded machine stretches far less than wall time:
// `npx tsx bench/abTrace.ts --a=URL --b=URL --runs=3 /masterplan`. A phone's screen and touch on
// slow 4G, the CPU unthrottled (Chromium's throttling adds to the CPU time it reports; --throttle
// applies it anyway). Per server: the main thread's CPU time in the 10 s after navigation, a
// blocking-time estimate from it (each task's CPU time x4 past 50 ms, as Lighthouse's simulation
// scales them), with --tasks the tasks that block (--list-ms=20: those of 5 ms CPU and more) and
// what they ran, and the medians by kind.

import { chromium } from '@playwright/test'
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from '../scripts/chromium'
import { CPU, phonePage } from './phoneCanvas'
import { median } from './stats'

const argv = process.argv.slice(2)
const flag = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const servers = { a: flag('a'), b: flag('b') }
const runs = Number(flag('runs') ?? 3)
const verbose = argv.includes('--tasks')
// With --tasks, the tasks listed: those whose blocking estimate's CPU time (x4) reaches this.
const listFrom = Number(flag('list-ms') ?? 50)
const wall = argv.includes('--wall')
// --fast: the network unthrottled, as Lighthouse loads the page it then simulates.
const network = argv.includes('--fast')
  ? { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }
  : undefined
const scale = argv.includes('--throttle') ? 1 : CPU
const pages = argv.filter((a) => !a.startsWith('--'))

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; data?: { url?: string; functionName?: string; fileName?: string } }
}

/** Kinds of work counted in a task, by the trace event that does it. */
const KINDS = [
  'ParseHTML',
  'EvaluateScript',
  'v8.compile',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'MajorGC',
  'MinorGC',
  'ParseAuthorStyleSheet',
  'v8.evaluateModule',
  'FireIdleCallback',
  'RunMicrotasks',
]

function summarise(events: TraceEvent[]) {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name')
  const mains = names.filter((e) => e.args?.name === 'CrRendererMain')
  const count = (pid: number, tid: number) =>
    events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X').length
  const main = mains.sort((x, y) => count(y.pid, y.tid) - count(x.pid, x.tid))[0]
  if (!main) throw new Error('no renderer main thread in the trace')
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
    .sort((x, y) => x.ts - y.ts)
  const nav = own.find((e) => e.name === 'ParseHTML')?.ts ?? own[0]?.ts ?? 0
  const tasks = own.filter((e) => e.name === 'RunTask' && e.ts >= nav - 50_000 && e.ts < nav + 10e6)
  const byKind = new Map<string, number>()
  const list: string[] = []
  let total = 0
  let blocked = 0
  for (const task of tasks) {
    // --wall: the task's wall time, as Lighthouse's simulation reads it (a loaded machine stretches it).
    const cpu = ((wall ? task.dur : task.tdur) ?? 0) / 1000
    total += cpu
    blocked += Math.max(0, cpu * scale - 50)
    const end = task.ts + (task.dur ?? 0)
    const inside = own.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e !== task)
    // Top-level kinds only: an event inside another counted one is its parent's.
    const counted: TraceEvent[] = []
    for (const e of inside) {
      if (!KINDS.includes(e.name)) continue
      if (counted.some((c) => e.ts >= c.ts && e.ts + (e.dur ?? 0) <= c.ts + (c.dur ?? 0))) continue
      counted.push(e)
      byKind.set(e.name, (byKind.get(e.name) ?? 0) + (e.tdur ?? 0) / 1000)
    }
    if (cpu * scale >= listFrom)
      list.push(
        `${Math.round((task.ts - nav) / 1000)}ms wall ${Math.round((task.dur ?? 0) / 1000)} cpu ${cpu.toFixed(0)} [${counted
          .filter((c) => (c.tdur ?? 0) > 2000)
          .map(
            (c) =>
              `${c.name}${(c.args?.data?.url ?? c.args?.data?.fileName) ? `(${(c.args?.data?.url ?? c.args?.data?.fileName ?? '').replace(/^.*\//, '').slice(0, 30)})` : c.args?.data?.functionName ? `(${c.args.data.functionName})` : ''} ${((c.tdur ?? 0) / 1000).toFixed(0)}`,
          )
          .join(', ')}]`,
      )
  }
  return { total, blocked, byKind, list }
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_ARGS })
for (const path of pages) {
  const seen: Record<string, ReturnType<typeof summarise>[]> = { a: [], b: [] }
  for (let i = 0; i < runs; i++) {
    for (const side of (i % 2 ? ['b', 'a'] : ['a', 'b']) as ('a' | 'b')[]) {
      const base = servers[side]
      if (!base) continue
      const { page, cdp } = await phonePage(browser, { scripts: [], network })
      if (scale !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      const context = page.context()
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8',
          'v8.execute',
          'toplevel',
          'blink',
        ],
      })
      await page.goto(base + path, { waitUntil: 'commit' })
      await page.waitForTimeout(10_000)
      const buffer = await browser.stopTracing()
      await context.close()
      const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }
      const s = summarise(trace.traceEvents)
      seen[side]?.push(s)
      console.log(
        `${side} ${path} #${i}: main-thread CPU ${s.total.toFixed(0)} ms, blocking estimate ${s.blocked.toFixed(0)} ms`,
      )
      if (verbose) for (const line of s.list) console.log(`    ${line}`)
    }
  }
  for (const side of ['a', 'b'] as const) {
    const all = seen[side] ?? []
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
