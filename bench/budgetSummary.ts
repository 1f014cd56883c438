// The budget table's view of the rows: per budget how many subjects met or missed it, and the
// worst figure in the direction the budget counts (lowest score, highest time). Pure.

import { BUDGETS, type BudgetId } from './budgets'
import type { BudgetRow } from './results'

const HIGHER_IS_BETTER = new Set<BudgetId>([
  'lh.performance',
  'lh.accessibility',
  'lh.best-practices',
  'lh.seo',
  'server.rps',
])

export interface BudgetSummary {
  id: BudgetId
  budget: string
  met: number
  missed: number
  notMeasured: number
  /** The worst measured row (a missed one when any missed): the figure the summary shows. */
  worst: BudgetRow | null
}

function worstOf(id: BudgetId, rows: BudgetRow[]): BudgetRow | null {
  const measured = rows.filter((r) => r.met !== null)
  if (measured.length === 0) return rows[0] ?? null
  const sign = HIGHER_IS_BETTER.has(id) ? 1 : -1
  return measured.reduce((w, r) => (sign * r.value < sign * w.value ? r : w))
}

export function summarizeBudgets(rows: readonly BudgetRow[]): BudgetSummary[] {
  return (Object.keys(BUDGETS) as BudgetId[]).map((id) => {
    const mine = rows.filter((r) => r.id === id)
    return {
      id,
      budget: BUDGETS[id],
      met: mine.filter((r) => r.met === true).length,
      missed: mine.filter((r) => r.met === false).length,
      notMeasured: mine.filter((r) => r.met === null).length,
      worst: worstOf(id, mine),
    }
  })
}

/** `met`, `missed` or `not measured`: all rows met, any missed, or nothing measured. */
export function verdict(s: BudgetSummary): 'met' | 'missed' | 'not measured' {
  if (s.missed > 0) return 'missed'
  if (s.met > 0) return 'met'
  return 'not measured'
}
