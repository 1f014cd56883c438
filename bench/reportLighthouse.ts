// The Lighthouse part of bench/REPORT.md: every run with each figure judged against its budget,
// the runs skipped and why, and per page the reasons for a missed budget and the fix. Pure.

import { runAdvice } from './advice'
import { runSubject } from './budgets'
import { judged, sentence, table } from './markdown'
import type { BudgetRow, LighthouseResult, LighthouseRun, Section } from './results'
import { formatMs, round } from './stats'

function lookup(rows: readonly BudgetRow[], id: string, subject: string): BudgetRow | undefined {
  return rows.find((r) => r.id === id && r.subject === subject)
}

function runRow(run: LighthouseRun, rows: readonly BudgetRow[]): string[] {
  const s = runSubject(run)
  const j = (id: string, figure: string) => judged(figure, lookup(rows, id, s)?.met ?? null)
  return [
    run.page.name,
    run.page.locale,
    run.preset,
    j(
      'lh.performance',
      run.samples
        ? `${run.performance} (median of ${run.samples.join(' / ')})`
        : String(run.performance),
    ),
    j('lh.accessibility', String(run.accessibility)),
    j('lh.best-practices', String(run.bestPractices)),
    j('lh.seo', String(run.seo)),
    j('lh.lcp', formatMs(run.lcpMs)),
    j('lh.tbt', formatMs(run.tbtMs)),
    j('lh.cls', String(round(run.cls, 3))),
    formatMs(run.fcpMs),
    `${Math.round(run.durationMs / 1000)} s`,
  ]
}

/** The run whose story explains the page best: the mobile run with the lowest performance. */
export function worstRun(runs: readonly LighthouseRun[]): LighthouseRun | undefined {
  const mobile = runs.filter((r) => r.preset === 'mobile')
  const pool = mobile.length > 0 ? mobile : runs
  return [...pool].sort((a, b) => a.performance - b.performance)[0]
}

function whySection(runs: readonly LighthouseRun[], rows: readonly BudgetRow[]): string[] {
  const out: string[] = []
  const pages = [...new Set(runs.map((r) => r.page.name))]
  for (const name of pages) {
    const mine = runs.filter((r) => r.page.name === name)
    const subjects = new Set(mine.map(runSubject))
    const missed = rows.filter((r) => r.met === false && subjects.has(r.subject))
    const worst = worstRun(mine)
    if (missed.length === 0 || !worst) continue
    const byBudget = new Map<string, string[]>()
    for (const m of missed) {
      const list = byBudget.get(m.id) ?? []
      list.push(`${m.subject.replace(`${name} (`, '').replace(/\)$/, '')}: ${m.figure}`)
      byBudget.set(m.id, list)
    }
    out.push(`#### ${name}`, '')
    for (const [id, figures] of byBudget) out.push(`- Missed \`${id}\`: ${figures.join(', ')}`)
    out.push(`- From the ${runSubject(worst)} run:`)
    out.push(...runAdvice(worst).map((line) => `  ${line}`), '')
  }
  return out
}

export function lighthouseSection(
  section: Section<LighthouseResult>,
  rows: readonly BudgetRow[],
  chart: string | null,
): string {
  const out = ['## 1. Lighthouse 12', '']
  if (!section.measured) {
    return [...out, `Not measured: ${sentence(section.reason)}`, ''].join('\n')
  }
  const { runs, skipped } = section.value
  out.push(
    'Mobile preset: simulated slow 4G and 4x CPU slowdown; desktop preset: its own. One Chromium per run, runs in sequence. Screenshots are left out (they feed no score). ✅/❌ mark the figures that carry a budget.',
    '',
  )
  if (runs.length > 0) {
    out.push(
      table(
        [
          'page',
          'locale',
          'preset',
          'perf',
          'a11y',
          'best pr.',
          'SEO',
          'LCP',
          'TBT',
          'CLS',
          'FCP',
          'run',
        ],
        runs.map((r) => runRow(r, rows)),
      ),
      '',
    )
  }
  if (chart) out.push(`![Lighthouse mobile performance per page](${chart})`, '')
  if (skipped.length > 0) {
    out.push('Not measured:', '')
    for (const s of skipped) {
      out.push(`- ${s.page.name} (${s.page.locale}, ${s.preset}) \`${s.page.path}\`: ${s.reason}`)
    }
    out.push('')
  }
  const why = whySection(runs, rows)
  if (why.length > 0) out.push('### Why budgets were missed, and what would meet them', '', ...why)
  return out.join('\n')
}
