// Side-by-side Lighthouse (mobile preset) of two servers of the same site, interleaved run by run,
// so that a shared, loaded machine weighs on both alike: `npx tsx bench/abLighthouse.ts
// --a=http://127.0.0.1:A --b=http://127.0.0.1:B --runs=3 /masterplan /plans/plans-search`.
// Prints per page the medians of score, TBT, LCP and CLS, and the script time per URL of the last
// run of each; --save=DIR keeps every Lighthouse result as JSON for a closer look.

import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROME_FLAGS, CHROMIUM_PATH } from '../scripts/chromium'
import { median } from './stats'

const argv = process.argv.slice(2)
const flag = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const servers = { a: flag('a'), b: flag('b') }
const runs = Number(flag('runs') ?? 3)
const save = flag('save')
const pages = argv.filter((a) => !a.startsWith('--'))

interface Figures {
  score: number
  tbt: number
  lcp: number
  cls: number
  scripts: string
}

async function runOne(url: string): Promise<{ figures: Figures; lhr: unknown }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableFullPageScreenshot: true,
      skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
    })
    if (!result) throw new Error('no result')
    const lhr = result.lhr
    const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    // biome-ignore lint/suspicious/noExplicitAny: Lighthouse types audit details as a wide union.
    const bootup = ((lhr.audits['bootup-time']?.details as any)?.items ?? []) as {
      url: string
      scripting: number
    }[]
    const scripts = bootup
      .map((i) => `${i.url.replace(/^https?:\/\/[^/]+/, '').slice(-40)} ${Math.round(i.scripting)}`)
      .join('; ')
    return {
      figures: {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        tbt: Math.round(num('total-blocking-time')),
        lcp: Math.round(num('largest-contentful-paint')),
        cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
        scripts,
      },
      lhr,
    }
  } finally {
    chrome.kill()
  }
}

console.log(
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`,
)
for (const page of pages) {
  const seen: Record<string, Figures[]> = { a: [], b: [] }
  for (let i = 0; i < runs; i++) {
    for (const side of (i % 2 ? ['b', 'a'] : ['a', 'b']) as ('a' | 'b')[]) {
      const base = servers[side]
      if (!base) continue
      const { figures, lhr } = await runOne(base + page)
      seen[side]?.push(figures)
      if (save)
        writeFileSync(
          path.join(save, `${side}-${page.replace(/\W+/g, '_')}-${i}.json`),
          JSON.stringify(lhr),
        )
      console.log(`  ${side} ${page} #${i}: ${JSON.stringify(figures)}`)
    }
  }
  for (const side of ['a', 'b'] as const) {
    const f = seen[side] ?? []
    if (!f.length) continue
    const m = (k: 'score' | 'tbt' | 'lcp' | 'cls') => median(f.map((x) => x[k]))
    console.log(
      `${side} ${page}: score ${m('score')} TBT ${m('tbt')} ms LCP ${m('lcp')} ms CLS ${m('cls')} (runs ${f.map((x) => `${x.score}/${x.tbt}`).join(', ')})`,
    )
  }
}
console.log(
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`,
)
