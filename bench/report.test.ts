import { describe, expect, it } from 'vitest'
import { runAdvice } from './advice'
import { evaluateBudgets } from './budgets'
import { engineResult, lighthouseRun, loadFigure, page, pageBytes, results } from './fixtures'
import { consoleSummary, renderReport, yardstick } from './report'
import { buildCharts } from './reportCharts'

const slow = lighthouseRun({
  page: page({ name: 'home' }),
  performance: 63,
  tbtMs: 1570,
  lcpMs: 2860,
  lcpElement: 'Клубная резиденция… (p._lead)',
  lcpPhases: [
    { phase: 'TTFB', ms: 480 },
    { phase: 'Render Delay', ms: 2378 },
  ],
  opportunities: [
    { id: 'unused-javascript', title: 'Reduce unused JavaScript', ms: 300, display: '38 KiB' },
  ],
  renderBlocking: [{ url: 'http://127.0.0.1:4711/assets/static/global.css', ms: 290 }],
  bootup: [{ url: 'http://127.0.0.1:4711/assets/chunks/chunk-A.js', ms: 900 }],
  failing: [
    {
      category: 'accessibility',
      id: 'button-name',
      title: 'Buttons do not have an accessible name',
      items: ['<button class="x">'],
    },
  ],
})

describe('advice', () => {
  it('names the LCP element, its slowest phase, the opportunities and the fixes', () => {
    const lines = runAdvice(slow).join('\n')
    expect(lines).toContain('slowest phase Render Delay 2.38 s')
    expect(lines).toContain('Reduce unused JavaScript (300 ms, 38 KiB)')
    expect(lines).toContain('/assets/static/global.css 290 ms')
    expect(lines).toContain('Main-thread script time (TBT 1.57 s)')
    expect(lines).toContain('accessibility fails `button-name`')
    expect(lines).toContain('What would meet it: split the shared chunk')
  })
})

describe('advice on layout shifts and the server yardstick', () => {
  it('names the elements that moved when CLS misses', () => {
    const run = lighthouseRun({
      cls: 0.88,
      shifts: [{ element: 'Master plan (main > img)', score: 0.8 }],
    })
    const lines = runAdvice(run).join('\n')
    expect(lines).toContain('Layout shifts (CLS 0.880): Master plan (main > img) 0.800')
    expect(lines).toContain('reserve the space')
  })

  it.each([
    [2929, 'could not reach the budget'],
    [9000, 'the gap is in our request path'],
  ])('reads a bare server at %s req/s as: %s', (rps, text) => {
    const server = [loadFigure(), loadFigure({ name: 'yardstick: bare', requestsPerSecond: rps })]
    expect(yardstick({ server: { measured: true, ms: 1, value: server } })).toContain(text)
  })
})

describe('renderReport', () => {
  const r = results({
    lighthouse: {
      measured: true,
      ms: 1,
      value: {
        runs: [slow],
        skipped: [{ page: page({ locale: 'en' }), preset: 'desktop', reason: 'time budget' }],
      },
    },
    bytes: {
      measured: true,
      ms: 1,
      value: [pageBytes({ js: { raw: 1, transferred: 120_000, files: 3 } })],
    },
    engine: { measured: true, ms: 1, value: engineResult() },
  })
  const rows = evaluateBudgets(r)
  const charts = buildCharts(r)
  const md = renderReport(r, rows, charts)

  it('leads with the budgets and the machine load', () => {
    expect(md.indexOf('## Budgets')).toBeLessThan(md.indexOf('## 1. Lighthouse 12'))
    expect(md).toContain('load average (1 / 5 / 15 min) 1.00 / 1.00 / 1.00 before the run')
    expect(md).toContain('| Lighthouse mobile performance >= 95 (every page) | ❌ missed |')
    expect(md).toContain('| canvas p95 frame time < 16.7 ms (unthrottled) | not measured |')
  })

  it('explains a missed page and lists a skipped run with its reason', () => {
    expect(md).toContain('#### home')
    expect(md).toContain('- Missed `lh.performance`: ru, mobile: 63 (>= 95)')
    expect(md).toContain('home (en, desktop) `/`: time budget')
    expect(md).toContain('`js.content` home (ru): 117.2 KB')
  })

  it('links each chart it writes and says why a section was not measured', () => {
    expect(charts.map((c) => c.file)).toEqual([
      'chart-lighthouse.svg',
      'chart-bytes.svg',
      'chart-server.svg',
    ])
    expect(md).toContain('](chart-lighthouse.svg)')
    expect(md).toContain('](chart-bytes.svg)')
    expect(md).toContain(
      '## 3. Canvas frame times\n\nNot measured: bench/renderer.ts does not exist yet.',
    )
  })

  it('prints one console line per budget', () => {
    const lines = consoleSummary(rows).split('\n')
    // header, rule, 20 budgets (13 of the pages, 5 of the plans canvas, the first tap, WebKit's start-up)
    expect(lines).toHaveLength(22)
    expect(lines.find((l) => l.startsWith('LCP < 1.5 s'))).toContain('missed')
  })
})
