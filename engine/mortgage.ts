// Mortgage arithmetic for the flat page: the annuity payment (equal monthly payments) for a price,
// a down payment and a term, and the offer a programme makes on a price at its own limits.
// Pure; amounts in whole roubles, rates in percent a year.

import type { Locale } from './types'

export interface MortgageProgramme {
  id: string
  name: Record<Locale, string>
  /** Percent a year. */
  ratePercent: number
  maxYears: number
  /** Smallest down payment, percent of the price. */
  minDownPercent: number
  /** The programme's largest loan in roubles, where it has one (state programmes do). */
  maxLoan?: number
}

export interface MortgageInput {
  price: number
  down: number
  months: number
  ratePercent: number
}

export interface MortgagePayment {
  loan: number
  monthly: number
}

/**
 * loan = price - down; with r = rate / 12 / 100 and n months,
 * monthly = loan * r / (1 - (1 + r)^-n), or loan / n at 0 %. Null for a term under a month or a
 * negative amount or rate; a down payment covering the price needs no loan.
 */
export function mortgagePayment(input: MortgageInput): MortgagePayment | null {
  const { price, down, months, ratePercent } = input
  if (!(months >= 1) || !(price >= 0) || !(down >= 0) || !(ratePercent >= 0)) return null
  const loan = Math.max(0, price - down)
  if (loan === 0) return { loan: 0, monthly: 0 }
  const r = ratePercent / 12 / 100
  const monthly = r === 0 ? loan / months : (loan * r) / (1 - (1 + r) ** -months)
  return { loan, monthly: Math.round(monthly) }
}

export interface MortgageOffer extends MortgagePayment {
  down: number
  months: number
}

/**
 * What a programme gives on `price` at its limits: the smallest down payment it allows (raised so
 * the loan stays within `maxLoan`) over its longest term.
 */
export function programmeOffer(programme: MortgageProgramme, price: number): MortgageOffer | null {
  const minDown = Math.ceil((price * programme.minDownPercent) / 100)
  const down = Math.min(
    price,
    programme.maxLoan === undefined ? minDown : Math.max(minDown, price - programme.maxLoan),
  )
  const months = programme.maxYears * 12
  const payment = mortgagePayment({ price, down, months, ratePercent: programme.ratePercent })
  return payment && { ...payment, down, months }
}
