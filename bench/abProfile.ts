// Side-by-side CPU profiles of one page on two servers of the same site, interleaved, on the phone
// profile (4x CPU, slow 4G): `npx tsx bench/abProfile.ts --a=URL --b=URL --runs=2 /masterplan`.
// Prints per server the long tasks of the 10 s after navigation and the functions with the most
// self time (by script and position, minified names as they are), to find what a regression runs.

import { chromium } from '@playwright/test'
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from '../scripts/chromium'
import { phonePage } from './phoneCanvas'

const argv = process.argv.slice(2)
const flag = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const servers = { a: flag('a'), b: flag('b') }
const runs = Number(flag('runs') ?? 2)
const top = Number(flag('top') ?? 25)
const pages = argv.filter((a) => !a.startsWith('--'))

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

function selfTimes(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const out = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    const n = byId.get(id)
    if (!n) return
    const f = n.callFrame
    if (f.functionName === '(idle)' || f.functionName === '(program)') return
    const file = f.url.replace(/^https?:\/\/[^/]+/, '').replace(/^.*\//, '')
    const key = `${f.functionName || '(anon)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`
    out.set(key, (out.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  })
  return out
}

const WATCH = `(() => { window.__lt = []; try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]) }).observe({ type: 'longtask', buffered: true }) } catch {} })()`

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_ARGS })
for (const path of pages) {
  for (let i = 0; i < runs; i++) {
    for (const side of (i % 2 ? ['b', 'a'] : ['a', 'b']) as ('a' | 'b')[]) {
      const base = servers[side]
      if (!base) continue
      const { page, cdp } = await phonePage(browser, { scripts: [WATCH] })
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
      await page.goto(base + path, { waitUntil: 'commit' })
      await page.waitForTimeout(10_000)
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
      const tasks = (await page.evaluate('window.__lt')) as [number, number][]
      const blocked = tasks.reduce((s, [, d]) => s + Math.max(0, d - 50), 0)
      const self = [...selfTimes(profile)].sort((x, y) => y[1] - x[1])
      const total = self.reduce((s, [, v]) => s + v, 0)
      console.log(
        `\n== ${side} ${path} #${i}: blocked ${blocked} ms, tasks ${JSON.stringify(tasks)}, script self ${Math.round(total)} ms`,
      )
      for (const [k, v] of self.slice(0, top)) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`)
      await page.context().close()
    }
  }
}
await browser.close()
