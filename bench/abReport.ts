// The A/B bench's report: per page the medians of each side's main-thread figures and B's ratio to
// A, as a Markdown table. Pure: figures in, text out.

import type { TraceSummary } from './traceSummary'
import { median } from './stats'

export interface AbPageResult {
  name: string
  path: string
  a: TraceSummary[]
  b: TraceSummary[]
}

export interface AbMeta {
  a: string
  b: string
  runs: number
  profile: string
  loadBefore: number[]
  loadAfter: number[]
  date: string
  cores?: number
}

type Field = 'total' | 'script' | 'styleLayout' | 'longest'

const FIELDS: [Field, string][] = [
  ['total', 'task time'],
  ['script', 'script'],
  ['styleLayout', 'style+layout'],
  ['longest', 'longest task'],
]

/** The runs the medians are of: those that hydrated in the window, where any did (a run that did
 * not, on a slow moment of a loaded machine, did a fraction of the page's work). */
export function counted(runs: readonly TraceSummary[]): readonly TraceSummary[] {
  const hydrated = runs.filter((r) => r.hydrated !== false)
  return hydrated.length > 0 ? hydrated : runs
}

export function medianOf(runs: readonly TraceSummary[], field: Field): number {
  return median(counted(runs).map((r) => r[field]))
}

/** B over A; a dash where A did nothing to compare with. */
export function ratio(a: number, b: number): string {
  return a > 0 && Number.isFinite(a) && Number.isFinite(b) ? `${(b / a).toFixed(2)}x` : '–'
}

const load = (l: readonly number[]) => l.map((x) => x.toFixed(2)).join(' / ')

export function renderAbReport(meta: AbMeta, pages: readonly AbPageResult[]): string {
  const head = `| page | ${FIELDS.map(([, label]) => `${label} A → B (ms)`).join(' | ')} | task time B/A | runs counted A, B |`
  const rule = `| --- | ${FIELDS.map(() => '---:').join(' | ')} | ---: | ---: |`
  const rows = pages.map((p) => {
    const cells = FIELDS.map(([field]) => {
      const a = medianOf(p.a, field)
      const b = medianOf(p.b, field)
      return `${a.toFixed(0)} → ${b.toFixed(0)} (${ratio(a, b)})`
    })
    const total = ratio(medianOf(p.a, 'total'), medianOf(p.b, 'total'))
    const runs = `${counted(p.a).length}/${p.a.length}, ${counted(p.b).length}/${p.b.length}`
    return `| ${p.name} \`${p.path}\` | ${cells.join(' | ')} | **${total}** | ${runs} |`
  })
  return [
    `# A/B main-thread work, ${meta.date}`,
    '',
    `A: ${meta.a}. B: ${meta.b}. ${meta.profile}. Medians of ${meta.runs} interleaved runs per side (a, b; then b, a), main-thread CPU time of the tasks in the 10 s after navigation; a run whose page had not hydrated by then is left out of its medians (runs counted).`,
    `Load average (1 / 5 / 15 min): ${load(meta.loadBefore)} before, ${load(meta.loadAfter)} after, on a machine of ${meta.cores ?? '?'} cores.`,
    '',
    head,
    rule,
    ...rows,
    '',
  ].join('\n')
}
