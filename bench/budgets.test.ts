import { describe, expect, it } from 'vitest'
import { canvasP95, evaluateBudgets, findP95 } from './budgets'
import { summarizeBudgets, verdict } from './budgetSummary'
import {
  engineResult,
  lighthouseRun,
  loadFigure,
  page,
  pageBytes,
  phoneResult,
  results,
} from './fixtures'

const rowsOf = (r: ReturnType<typeof results>, id: string) =>
  evaluateBudgets(r).filter((row) => row.id === id)

describe('Lighthouse budgets', () => {
  it.each([
    // every page needs 95, a plans page as much as a content page
    ['content', 95, true],
    ['content', 94, false],
    ['plans', 95, true],
    ['plans', 94, false],
  ] as const)('%s page scoring %s: met %s', (kind, performance, met) => {
    const run = lighthouseRun({ page: page({ kind }), performance })
    const r = results({
      lighthouse: { measured: true, ms: 1, value: { runs: [run], skipped: [] } },
    })
    expect(rowsOf(r, 'lh.performance')).toMatchObject([{ met }])
  })

  it('judges LCP, CLS and TBT strictly below their limits', () => {
    const run = lighthouseRun({ lcpMs: 1500, cls: 0.019, tbtMs: 99 })
    const r = results({
      lighthouse: { measured: true, ms: 1, value: { runs: [run], skipped: [] } },
    })
    expect(rowsOf(r, 'lh.lcp')[0]).toMatchObject({ met: false, figure: '1.50 s' })
    expect(rowsOf(r, 'lh.cls')[0]).toMatchObject({ met: true, figure: '0.019' })
    expect(rowsOf(r, 'lh.tbt')[0]).toMatchObject({ met: true })
  })

  it('holds desktop runs to the 100s only, not to the mobile timing budgets', () => {
    const run = lighthouseRun({ preset: 'desktop', lcpMs: 9000, accessibility: 91 })
    const r = results({
      lighthouse: { measured: true, ms: 1, value: { runs: [run], skipped: [] } },
    })
    const ids = evaluateBudgets(r)
      .filter((row) => row.id.startsWith('lh.'))
      .map((row) => [row.id, row.met])
    expect(ids).toEqual([
      ['lh.accessibility', false],
      ['lh.best-practices', true],
      ['lh.seo', true],
    ])
  })

  it('marks every Lighthouse budget not measured, with the reason, when nothing ran', () => {
    const r = results({ lighthouse: { measured: false, ms: 1, reason: 'Chromium missing' } })
    const rows = evaluateBudgets(r).filter((row) => row.id.startsWith('lh.'))
    expect(rows).toHaveLength(7)
    expect(rows.every((row) => row.met === null && row.note === 'Chromium missing')).toBe(true)
  })
})

describe('bytes budgets', () => {
  it('holds content pages under 90 KB = 92,160 bytes and ignores plans pages', () => {
    const r = results({
      bytes: {
        measured: true,
        ms: 1,
        value: [
          pageBytes({ js: { raw: 1, transferred: 92_159, files: 1 } }),
          pageBytes({
            page: page({ name: 'about' }),
            js: { raw: 1, transferred: 92_160, files: 1 },
          }),
          pageBytes({
            page: page({ kind: 'plans' }),
            js: { raw: 1, transferred: 900_000, files: 1 },
          }),
        ],
      },
    })
    expect(rowsOf(r, 'js.content').map((row) => row.met)).toEqual([true, false])
  })

  it('misses the placement budget when a content page loads Pixi', () => {
    const r = results({
      bytes: { measured: true, ms: 1, value: [pageBytes({ libraries: ['pixi', 'react-dom'] })] },
    })
    expect(rowsOf(r, 'chunks.placement')).toMatchObject([{ met: false, figure: 'pixi' }])
  })
})

describe('canvas, engine and server budgets', () => {
  it('finds p95 figures anywhere in the renderer result', () => {
    const value = { scenes: { masterplan: { p95Ms: 12 }, floor: { frameP95: 20, p50: 3 } } }
    expect(findP95(value)).toEqual([
      { path: 'scenes.masterplan.p95Ms', ms: 12 },
      { path: 'scenes.floor.frameP95', ms: 20 },
    ])
    const scenes = { masterplan: { p95Ms: 12 }, floor: { p95Ms: 20 } }
    const r = results({ renderer: { measured: true, ms: 1, value: scenes } })
    expect(rowsOf(r, 'canvas.p95').map((row) => row.met)).toEqual([true, false])
  })

  it('holds only unthrottled frame p95s to the canvas budget', () => {
    const frames = (p95Ms: number) => ({ medianMs: 8, p95Ms, cpuP95Ms: 3 })
    const value = {
      floor: { unthrottled: frames(14), throttled4x: frames(40) },
      masterplan: { unthrottled: frames(18), throttled4x: frames(60) },
    }
    expect(canvasP95(value)).toEqual([
      { path: 'floor.unthrottled.p95Ms', ms: 14 },
      { path: 'masterplan.unthrottled.p95Ms', ms: 18 },
    ])
  })

  it('judges the engine on p95: < 1 ms real, < 8 ms stress', () => {
    const figures = { medianMs: 0.5, p95Ms: 1, flats: 441, indexMs: 1, withObjectMedianMs: 1 }
    const r = results({
      engine: {
        measured: true,
        ms: 1,
        value: engineResult({ real: figures, stress: { ...figures, p95Ms: 7.9 } }),
      },
    })
    expect(rowsOf(r, 'engine.real')[0]?.met).toBe(false)
    expect(rowsOf(r, 'engine.stress')[0]?.met).toBe(true)
  })

  it('needs 3,000 req/s from /api/hydra/data and ignores other paths and figures through nginx', () => {
    const r = results({
      server: {
        measured: true,
        ms: 1,
        value: [
          loadFigure({ requestsPerSecond: 2999.6 }),
          loadFigure({ name: 'hydra 304', requestsPerSecond: 2999.4 }),
          loadFigure({ name: 'page', path: '/about', requestsPerSecond: 10 }),
          loadFigure({ name: 'nginx -> 1 instance', requestsPerSecond: 10, via: 'nginx' }),
        ],
      },
    })
    // 2999.6 rounds to 3000 req/s, which meets; 2999.4 rounds to 2999, which misses
    expect(rowsOf(r, 'server.rps').map((row) => row.met)).toEqual([true, false])
  })
})

describe('summarizeBudgets', () => {
  it('counts rows and shows the worst figure in the budget direction', () => {
    const runs = [
      lighthouseRun({ performance: 99, tbtMs: 30 }),
      lighthouseRun({ page: page({ locale: 'en' }), performance: 80, tbtMs: 400 }),
    ]
    const rows = evaluateBudgets(
      results({ lighthouse: { measured: true, ms: 1, value: { runs, skipped: [] } } }),
    )
    const byId = new Map(summarizeBudgets(rows).map((s) => [s.id, s]))
    const perf = byId.get('lh.performance')
    expect(perf).toMatchObject({ met: 1, missed: 1, notMeasured: 0 })
    expect(perf?.worst?.subject).toBe('home (en, mobile)')
    expect(byId.get('lh.tbt')?.worst?.value).toBe(400)
    expect(verdict(perf as NonNullable<typeof perf>)).toBe('missed')
    const canvas = byId.get('canvas.p95')
    expect(canvas && verdict(canvas)).toBe('not measured')
    expect(byId.get('lh.seo') && verdict(byId.get('lh.seo') as NonNullable<typeof perf>)).toBe(
      'met',
    )
  })
})

describe('canvas budgets of the plans renderer', () => {
  const renderer = (p95: number, quad: number, first: { draws: number; uploads: number }) => ({
    measured: true as const,
    ms: 1,
    value: {
      floor: { unthrottled: { p95Ms: p95 } },
      masterplan: { unthrottled: { p95Ms: p95 }, firstFrame: first },
      control: { quadP95Ms: quad },
    },
  })

  it('judges frames against the control quad of the same run', () => {
    // 60 / 50 = 1.2x, within 1.3x; 70 / 50 = 1.4x, not
    const met = evaluateBudgets(results({ renderer: renderer(60, 50, { draws: 6, uploads: 4 }) }))
    const ok = met.filter((r) => r.id === 'canvas.control')
    expect(ok.map((r) => [r.subject, r.figure, r.met])).toEqual([
      ['floor.unthrottled.p95Ms', '1.2x', true],
      ['masterplan.unthrottled.p95Ms', '1.2x', true],
    ])
    const missed = evaluateBudgets(
      results({ renderer: renderer(70, 50, { draws: 6, uploads: 4 }) }),
    )
    expect(missed.find((r) => r.id === 'canvas.control')?.met).toBe(false)
  })

  it('counts the master plan first frame calls', () => {
    const rows = evaluateBudgets(results({ renderer: renderer(60, 50, { draws: 61, uploads: 8 }) }))
    expect(rows.find((r) => r.id === 'canvas.draws')).toMatchObject({ figure: '61', met: false })
    expect(rows.find((r) => r.id === 'canvas.uploads')).toMatchObject({ figure: '8', met: true })
  })

  it('judges the phone: blocking time and the slowest tap', () => {
    const rows = evaluateBudgets(
      results({
        phone: {
          measured: true,
          ms: 1,
          value: phoneResult({
            taps: [
              {
                name: 'flat tap',
                path: '/plans',
                samples: [90, 250],
                medianMs: 170,
                maxMs: 250,
                what: '',
              },
            ],
          }),
        },
      }),
    )
    expect(rows.find((r) => r.id === 'canvas.blocked')).toMatchObject({ met: true, value: 60 })
    // Every tap counts: one at 250 ms misses, though the median meets.
    expect(rows.find((r) => r.id === 'canvas.tap')).toMatchObject({ met: false, value: 250 })
  })

  it('says why when the phone step did not run', () => {
    const rows = evaluateBudgets(
      results({ phone: { measured: false, ms: 0, reason: 'left out of this run by --only' } }),
    )
    expect(rows.find((r) => r.id === 'canvas.tap')).toMatchObject({
      met: null,
      note: 'left out of this run by --only',
    })
  })
})
