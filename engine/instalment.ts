// The purchase terms of the product spec as arithmetic: 0 % instalment with no price increase, a
// down payment from 5 %, equal monthly payments until commissioning. Pure; amounts in whole
// roubles.

export const MIN_DOWN_PERCENT = 5
export const MAX_DOWN_PERCENT = 90

export interface YearMonth {
  year: number
  /** 1-12. */
  month: number
}

export interface InstalmentInput {
  price: number
  downPercent: number
  months: number
  /** The month of the down payment; the first monthly payment falls a month later. */
  start: YearMonth
}

export interface Payment {
  index: number
  date: YearMonth
  amount: number
}

export interface InstalmentPlan {
  down: number
  monthly: number
  payments: Payment[]
  /** Always the price: the instalment is interest-free and the price does not rise. */
  total: number
}

export function addMonths(at: YearMonth, months: number): YearMonth {
  const zeroBased = at.year * 12 + (at.month - 1) + months
  return { year: Math.floor(zeroBased / 12), month: (zeroBased % 12) + 1 }
}

/** Whole months from `from` to `to` (0 when `to` is not later). */
export function monthsBetween(from: YearMonth, to: YearMonth): number {
  return Math.max(0, to.year * 12 + to.month - (from.year * 12 + from.month))
}

/** The last month of a quarter: IV quarter 2027 -> December 2027. */
export function quarterEnd(quarter: 1 | 2 | 3 | 4, year: number): YearMonth {
  return { year, month: quarter * 3 }
}

/**
 * The longest term the purchase terms allow, in monthly payments: one a month from the month after
 * the down payment up to the month of commissioning, that month included (down in November 2026,
 * commissioning by December 2027: payments December 2026 to December 2027, 13). At least one: a
 * down payment in the commissioning month still leaves one payment for the rest.
 */
export function longestTerm(start: YearMonth, completion: YearMonth): number {
  return Math.max(1, monthsBetween(start, completion))
}

export function clampDownPercent(value: number): number {
  if (!Number.isFinite(value)) return MIN_DOWN_PERCENT
  return Math.min(MAX_DOWN_PERCENT, Math.max(MIN_DOWN_PERCENT, Math.round(value)))
}

/**
 * Down payment rounded to the rouble, the rest split into equal monthly payments; the last one
 * takes the rounding remainder so the payments add up to the price exactly.
 */
export function instalmentPlan(input: InstalmentInput): InstalmentPlan {
  const price = Math.max(0, Math.round(input.price))
  const months = Math.max(1, Math.floor(input.months))
  const down = Math.round((price * clampDownPercent(input.downPercent)) / 100)
  const rest = price - down
  const monthly = Math.floor(rest / months)
  const payments: Payment[] = Array.from({ length: months }, (_, i) => ({
    index: i + 1,
    date: addMonths(input.start, i + 1),
    amount: i === months - 1 ? rest - monthly * (months - 1) : monthly,
  }))
  return { down, monthly, payments, total: down + payments.reduce((sum, p) => sum + p.amount, 0) }
}
