// The sections of bench/REPORT.md after Lighthouse and bytes: canvas frames, interaction latency,
// engine, PDF and server load. Pure: results in, Markdown out.

import { judged, notMeasuredSection, sentence, table } from './markdown'
import type { BudgetRow, InteractionResult, LoadFigure, Section } from './results'
import type { EngineBenchResult } from './engine'
import { formatCount, formatMb, formatMs } from './stats'

/** Every leaf of a result the bench does not know the shape of, as `path | value` rows. */
export function flatten(value: unknown, path = '', out: string[][] = []): string[][] {
  if (value === null || typeof value !== 'object') {
    const shown = typeof value === 'number' ? String(Math.round(value * 1000) / 1000) : value
    out.push([path || 'value', String(shown)])
  } else if (Array.isArray(value) && value.every((v) => typeof v === 'number')) {
    out.push([path, value.length > 12 ? `${value.length} numbers` : value.join(', ')])
  } else {
    for (const [k, v] of Object.entries(value)) flatten(v, path ? `${path}.${k}` : k, out)
  }
  return out.slice(0, 80)
}

/** Every object in a result that carries a `p95Ms`, with its path: one table row per scene. */
export function frameRows(
  value: unknown,
  path = '',
): { path: string; figures: Record<string, number> }[] {
  if (value === null || typeof value !== 'object') return []
  const v = value as Record<string, unknown>
  const own = typeof v.p95Ms === 'number' ? [{ path, figures: v as Record<string, number> }] : []
  return [
    ...own,
    ...Object.entries(v).flatMap(([k, child]) => frameRows(child, path ? `${path}.${k}` : k)),
  ]
}

/** The machine's GPU floor (bench/renderer.ts `control`), which no scene can beat. */
function controlLine(value: unknown): string[] {
  const c = (value as { control?: { quadMedianMs?: number; quadP95Ms?: number } }).control
  if (c?.quadMedianMs === undefined || c.quadP95Ms === undefined) return []
  return [
    `Control, the floor of this machine's GPU: one full-screen textured quad and nothing else, redrawn every frame in the same browser, takes ${formatMs(c.quadMedianMs)} median and ${formatMs(c.quadP95Ms)} p95 per frame. A scene close to these figures is limited by the (software) GPU, not by the renderer (budget: p95 at most 1.3x the quad's).`,
    '',
  ]
}

/** Each scene's first frame in WebGL calls (budget: the master plan's <= 60 draws, <= 8 uploads). */
function firstFrameLine(value: unknown): string[] {
  const v = value as Record<string, { firstFrame?: { draws: number; uploads: number } | null }>
  const scenes = Object.entries(v).filter(([, s]) => s?.firstFrame)
  if (scenes.length === 0) return []
  const where = (v as { thread?: string }).thread
  const parts = scenes.map(
    ([name, s]) => `${name} ${s.firstFrame?.draws} draw calls and ${s.firstFrame?.uploads} uploads`,
  )
  return [
    `First frames${where ? ` (drawn in the ${where === 'worker' ? 'worker' : 'page'} thread)` : ''}: ${parts.join('; ')}.`,
    '',
  ]
}

export function rendererSection(section: Section<unknown>, rows: readonly BudgetRow[]): string {
  const title = '## 3. Canvas frame times'
  if (!section.measured) return notMeasuredSection(title, section)
  const met = (path: string) =>
    rows.find((r) => r.id === 'canvas.p95' && r.subject === `${path}.p95Ms`)?.met ?? null
  const n = (x: unknown) => (typeof x === 'number' ? String(x) : '')
  return [
    title,
    '',
    'From `runRendererBench(baseUrl)` (bench/renderer.ts) on the renderer harness. Budget: p95 frame time < 16.7 ms unthrottled.',
    '',
    table(
      ['scene', 'frames', 'median', 'p95', 'long frames', 'CPU median', 'CPU p95'],
      frameRows(section.value).map(({ path, figures: f }) => [
        path,
        n(f.frames),
        formatMs(f.medianMs ?? Number.NaN),
        judged(formatMs(f.p95Ms ?? Number.NaN), met(path)),
        n(f.longFrames),
        f.cpuMedianMs === undefined ? '' : formatMs(f.cpuMedianMs),
        f.cpuP95Ms === undefined ? '' : formatMs(f.cpuP95Ms),
      ]),
    ),
    '',
    ...controlLine(section.value),
    ...firstFrameLine(section.value),
    '<details><summary>All figures</summary>',
    '',
    table(['field', 'value'], flatten(section.value)),
    '',
    '</details>',
    '',
  ].join('\n')
}

export function interactionSection(section: Section<InteractionResult>): string {
  const title = '## 4. Interaction latency'
  if (!section.measured) return notMeasuredSection(title, section)
  const { measured, notMeasured: missing } = section.value
  const out = [
    title,
    '',
    "Desktop viewport, unthrottled. From the input event (`event.timeStamp` of the pointerup) to the next painted frame (double requestAnimationFrame); Event Timing is the browser's own input-to-paint duration (reported from 16 ms up).",
    '',
  ]
  if (measured.length > 0) {
    out.push(
      table(
        ['interaction', 'screen', 'median', 'max', 'Event Timing', 'samples (ms)', 'what'],
        measured.map((m) => [
          m.name,
          m.path,
          formatMs(m.medianMs),
          formatMs(m.maxMs),
          m.eventTimingMs === null ? '< 16 ms' : formatMs(m.eventTimingMs),
          m.samples.join(', '),
          m.what,
        ]),
      ),
      '',
    )
  }
  for (const m of missing) out.push(`- ${m.name}: not measured: ${sentence(m.reason)}`)
  return [...out, ''].join('\n')
}

export function engineSection(section: Section<EngineBenchResult>, rows: readonly BudgetRow[]) {
  const title = '## 5. Engine: catalogue filter and sort'
  if (!section.measured) return notMeasuredSection(title, section)
  const e = section.value
  const met = (id: string) => rows.find((r) => r.id === id)?.met ?? null
  const line = (name: string, id: string, f: EngineBenchResult['real']) => [
    name,
    formatCount(f.flats),
    formatMs(f.medianMs),
    judged(formatMs(f.p95Ms), met(id)),
    formatMs(f.withObjectMedianMs),
    formatMs(f.indexMs),
  ]
  return [
    title,
    '',
    `\`runEngineBench()\`, catalogue: ${e.source}. Budgets on p95: < 1 ms real, < 8 ms stress.`,
    '',
    table(
      ['catalogue', 'flats', 'median', 'p95', 'median reading results.object', 'index build'],
      [line('real', 'engine.real', e.real), line('stress', 'engine.stress', e.stress)],
    ),
    '',
  ].join('\n')
}

export function pdfSection(section: Section<unknown>): string {
  const title = '## 6. PDF'
  if (!section.measured) return notMeasuredSection(title, section)
  return [
    title,
    '',
    '`runPdfBench()` (bench/pdf.ts), in Node. No budget.',
    '',
    table(['field', 'value'], flatten(section.value)),
    '',
  ].join('\n')
}

export function serverSection(section: Section<LoadFigure[]>, chart: string | null): string {
  const title = '## 7. Server under load'
  if (!section.measured) return notMeasuredSection(title, section)
  const out = [
    title,
    '',
    'autocannon on loopback, 50 connections, 10 s per case after a 2 s warm-up, after the browser steps (a warm server); the server runs in its own process, autocannon in the bench process, both on this machine. The yardstick is a bare node:http server answering a fixed 10 KB body (5 s): what this machine manages at that moment. Budget: /api/hydra/data >= 3,000 req/s. The nginx rows (when nginx is installed) are the production path of deploy/nginx on the same loopback: the page from disk with its .br variant, /api/hydra/data proxied to this one server; no budget.',
    '',
    table(
      ['case', 'path', 'req/s', 'p50', 'p99', 'requests', 'statuses', 'errors', 'throughput'],
      section.value.map((f) => [
        f.name,
        f.path,
        formatCount(f.requestsPerSecond),
        formatMs(f.latencyP50Ms),
        formatMs(f.latencyP99Ms),
        formatCount(f.requests),
        Object.entries(f.statuses)
          .filter(([, n]) => n > 0)
          .map(([s, n]) => `${s}: ${formatCount(n)}`)
          .join(', '),
        f.errors + f.timeouts,
        `${formatMb(f.bytesPerSecond)}/s`,
      ]),
    ),
    '',
  ]
  if (chart) out.push(`![Requests per second per case](${chart})`, '')
  return out.join('\n')
}
