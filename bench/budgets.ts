// The performance budgets (bench/REPORT.md, "Budgets") and their evaluation: results in, one row per budget
// and subject out (met, missed, or not measured with the reason). Pure.

import type { BenchResults, BudgetRow, LighthouseRun, Section } from './results'
import { formatKb, formatMs, round } from './stats'

export const BUDGETS = {
  'lh.performance': 'Lighthouse mobile performance >= 95 (every page)',
  'lh.accessibility': 'Lighthouse accessibility = 100',
  'lh.best-practices': 'Lighthouse best practices = 100',
  'lh.seo': 'Lighthouse SEO = 100',
  'lh.lcp': 'LCP < 1.5 s (mobile preset)',
  'lh.cls': 'CLS < 0.02 (mobile preset)',
  'lh.tbt': 'TBT < 100 ms (content), < 200 ms (plans) (mobile preset)',
  'js.content': 'content pages: < 90 KB compressed JavaScript before interaction',
  'chunks.placement': 'content pages load no Pixi or pdf-lib chunk',
  'canvas.p95': 'canvas p95 frame time < 16.7 ms (unthrottled)',
  'canvas.control': 'canvas p95 frame time <= 1.3x the control quad p95 (same run, unthrottled)',
  'canvas.draws': 'master plan first frame <= 60 draw calls',
  'canvas.uploads': 'master plan first frame <= 8 texture uploads',
  'canvas.blocked': 'main thread blocked < 200 ms in the 10 s after navigation (phone, 4x CPU)',
  'canvas.tap': 'tap to response < 200 ms (phone, 4x CPU)',
  'tap.menu':
    'first tap to the menu shown <= 200 ms (phone, 4x CPU, 150 ms RTT), at once and after 8 s',
  'webkit.start': "WebKit: tool pages' client state within 800 ms of navigation (median)",
  'engine.real': 'engine recompute < 1 ms, real catalogue (p95)',
  'engine.stress': 'engine recompute < 8 ms, stress catalogue (p95)',
  'server.rps': '/api/hydra/data >= 3,000 requests per second',
} as const

export type BudgetId = keyof typeof BUDGETS

export const LIMITS = {
  /** Every page, content and plans alike (issue 28; plans pages had 90 before). */
  performance: 95,
  lcpMs: 1500,
  cls: 0.02,
  tbtMs: 100,
  tbtPlansMs: 200,
  controlRatio: 1.3,
  firstFrameDraws: 60,
  firstFrameUploads: 8,
  blockedMs: 200,
  tapMs: 200,
  firstTapMs: 200,
  webkitStartMs: 800,
  contentJsBytes: 90 * 1024,
  frameMs: 16.7,
  engineRealMs: 1,
  engineStressMs: 8,
  rps: 3000,
}

function row(
  id: BudgetId,
  subject: string,
  figure: string,
  met: boolean | null,
  value: number,
  note?: string,
): BudgetRow {
  const r: BudgetRow = { id, budget: BUDGETS[id], subject, figure, met, value }
  if (note) r.note = note
  return r
}

function notMeasured(ids: BudgetId[], section: Section<unknown>): BudgetRow[] {
  const reason = section.measured ? 'no figure' : section.reason
  return ids.map((id) => row(id, 'all', 'not measured', null, Number.NaN, reason))
}

export function runSubject(run: LighthouseRun): string {
  return `${run.page.name} (${run.page.locale}, ${run.preset})`
}

function lighthouseRows(run: LighthouseRun): BudgetRow[] {
  const s = runSubject(run)
  const rows = [
    row(
      'lh.accessibility',
      s,
      String(run.accessibility),
      run.accessibility >= 100,
      run.accessibility,
    ),
    row(
      'lh.best-practices',
      s,
      String(run.bestPractices),
      run.bestPractices >= 100,
      run.bestPractices,
    ),
    row('lh.seo', s, String(run.seo), run.seo >= 100, run.seo),
  ]
  if (run.preset !== 'mobile') return rows
  const min = LIMITS.performance
  const tbt = run.page.kind === 'content' ? LIMITS.tbtMs : LIMITS.tbtPlansMs
  return [
    row(
      'lh.performance',
      s,
      `${run.performance} (>= ${min})`,
      run.performance >= min,
      run.performance,
    ),
    ...rows,
    row('lh.lcp', s, formatMs(run.lcpMs), run.lcpMs < LIMITS.lcpMs, run.lcpMs),
    row('lh.cls', s, String(round(run.cls, 3)), run.cls < LIMITS.cls, run.cls),
    row('lh.tbt', s, formatMs(run.tbtMs), run.tbtMs < tbt, run.tbtMs),
  ]
}

/** Every numeric field whose name says p95, with its path: the renderer's result shape is its own. */
export function findP95(value: unknown, path = ''): { path: string; ms: number }[] {
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) => {
    const here = path ? `${path}.${key}` : key
    if (typeof v === 'number' && /p95/i.test(key)) return [{ path: here, ms: v }]
    return findP95(v, here)
  })
}

/**
 * The p95 frame times the canvas budget applies to: frame (not CPU) figures, unthrottled ones
 * when the result says which are, else every p95 it has.
 */
export function canvasP95(value: unknown): { path: string; ms: number }[] {
  const all = findP95(value)
  const frames = all.filter((f) => /(^|\.)p95Ms$/.test(f.path) && !/cpu/i.test(f.path))
  const unthrottled = frames.filter((f) => /unthrottled/i.test(f.path))
  if (unthrottled.length > 0) return unthrottled
  return frames.length > 0 ? frames : all
}

interface SceneCounts {
  firstFrame?: { draws: number; uploads: number } | null
}

/** The plans canvas's budgets: against the GPU's floor, the first frame's calls, and the phone. */
function canvasRows(r: Omit<BenchResults, 'meta'>): BudgetRow[] {
  const rows: BudgetRow[] = []
  const ids: BudgetId[] = ['canvas.control', 'canvas.draws', 'canvas.uploads']
  if (r.renderer.measured) {
    const value = r.renderer.value as { control?: { quadP95Ms?: number }; masterplan?: SceneCounts }
    const quad = value.control?.quadP95Ms
    const scenes = canvasP95(value).filter((f) => !/draw\./.test(f.path))
    if (quad === undefined || scenes.length === 0)
      rows.push(...notMeasured(ids.slice(0, 1), r.renderer))
    for (const f of scenes) {
      const ratio = round(f.ms / (quad ?? Number.NaN), 2)
      const note = `control quad p95 ${formatMs(quad ?? Number.NaN)}`
      rows.push(
        row('canvas.control', f.path, `${ratio}x`, ratio <= LIMITS.controlRatio, ratio, note),
      )
    }
    const first = value.masterplan?.firstFrame
    if (first) {
      const { draws, uploads } = first
      rows.push(
        row('canvas.draws', 'masterplan', String(draws), draws <= LIMITS.firstFrameDraws, draws),
        row(
          'canvas.uploads',
          'masterplan',
          String(uploads),
          uploads <= LIMITS.firstFrameUploads,
          uploads,
        ),
      )
    } else rows.push(...notMeasured(ids.slice(1), r.renderer))
  } else rows.push(...notMeasured(ids, r.renderer))

  const phone = r.phone
  if (phone?.measured) {
    for (const b of phone.value.blocking) {
      const s = `${b.name} ${b.path}`
      const note = `${b.longTasks} long tasks, longest ${formatMs(b.longestMs)}, canvas on ${b.thread}`
      rows.push(
        row(
          'canvas.blocked',
          s,
          formatMs(b.blockedMs),
          b.blockedMs < LIMITS.blockedMs,
          b.blockedMs,
          note,
        ),
      )
    }
    for (const t of phone.value.taps) {
      const note = `samples ${t.samples.join(', ')} ms`
      rows.push(
        row('canvas.tap', t.name, formatMs(t.medianMs), t.maxMs < LIMITS.tapMs, t.maxMs, note),
      )
    }
    if (phone.value.blocking.length === 0) rows.push(...notMeasured(['canvas.blocked'], phone))
    if (phone.value.taps.length === 0) rows.push(...notMeasured(['canvas.tap'], phone))
  } else {
    const reason = phone ?? { measured: false as const, ms: 0, reason: 'not in this result' }
    rows.push(...notMeasured(['canvas.blocked', 'canvas.tap'], reason))
  }
  const first = r.firstTap
  if (first?.measured && first.value.figures.length > 0) {
    for (const f of first.value.figures) {
      const note = `samples ${f.samples.join(', ')} ms`
      const met = f.maxMs <= LIMITS.firstTapMs
      rows.push(row('tap.menu', `${f.path} ${f.when}`, formatMs(f.medianMs), met, f.maxMs, note))
    }
  } else {
    const reason = first ?? { measured: false as const, ms: 0, reason: 'not in this result' }
    rows.push(...notMeasured(['tap.menu'], reason))
  }
  const webkit = r.webkit
  if (webkit?.measured && webkit.value.pages.length > 0) {
    for (const p of webkit.value.pages) {
      const note = `${p.what}; samples ${p.samples.join(', ')} ms`
      const met = p.medianMs <= LIMITS.webkitStartMs
      rows.push(row('webkit.start', p.name, formatMs(p.medianMs), met, p.medianMs, note))
    }
  } else {
    const reason = webkit ?? { measured: false as const, ms: 0, reason: 'not in this result' }
    rows.push(...notMeasured(['webkit.start'], reason))
  }
  return rows
}

export function evaluateBudgets(r: Omit<BenchResults, 'meta'>): BudgetRow[] {
  const rows: BudgetRow[] = []
  const lhIds = (Object.keys(BUDGETS) as BudgetId[]).filter((id) => id.startsWith('lh.'))
  if (r.lighthouse.measured && r.lighthouse.value.runs.length > 0) {
    rows.push(...r.lighthouse.value.runs.flatMap(lighthouseRows))
  } else rows.push(...notMeasured(lhIds, r.lighthouse))

  if (r.bytes.measured) {
    for (const p of r.bytes.value.filter((b) => b.page.kind === 'content')) {
      const s = `${p.page.name} (${p.page.locale})`
      const js = p.js.transferred
      rows.push(row('js.content', s, formatKb(js), js < LIMITS.contentJsBytes, js))
      const libs = p.libraries.filter((l) => l === 'pixi' || l === 'pdf-lib')
      const placed = libs.length === 0
      rows.push(row('chunks.placement', s, libs.join(', ') || 'none', placed, libs.length))
    }
  } else rows.push(...notMeasured(['js.content', 'chunks.placement'], r.bytes))

  if (r.renderer.measured) {
    const found = canvasP95(r.renderer.value)
    if (found.length === 0) rows.push(...notMeasured(['canvas.p95'], r.renderer))
    for (const f of found) {
      rows.push(row('canvas.p95', f.path, formatMs(f.ms), f.ms < LIMITS.frameMs, f.ms))
    }
  } else rows.push(...notMeasured(['canvas.p95'], r.renderer))

  rows.push(...canvasRows(r))

  if (r.engine.measured) {
    const { real, stress } = r.engine.value
    const note = (f: typeof real) => `median ${formatMs(f.medianMs)}, ${f.flats} flats`
    const realMet = real.p95Ms < LIMITS.engineRealMs
    const stressMet = stress.p95Ms < LIMITS.engineStressMs
    rows.push(
      row('engine.real', 'real', formatMs(real.p95Ms), realMet, real.p95Ms, note(real)),
      row('engine.stress', 'stress', formatMs(stress.p95Ms), stressMet, stress.p95Ms, note(stress)),
    )
  } else rows.push(...notMeasured(['engine.real', 'engine.stress'], r.engine))

  if (r.server.measured) {
    // The budget is the server's own; the figures through nginx stand beside it, unbudgeted.
    const direct = r.server.value.filter((x) => !x.via && x.path.startsWith('/api/hydra/data'))
    for (const f of direct) {
      const rps = Math.round(f.requestsPerSecond)
      const note = `p99 ${formatMs(f.latencyP99Ms)}`
      rows.push(row('server.rps', f.name, `${rps} req/s`, rps >= LIMITS.rps, rps, note))
    }
  } else rows.push(...notMeasured(['server.rps'], r.server))
  return rows
}
