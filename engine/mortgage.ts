// Mortgage arithmetic for the flat page: the annuity payment (equal monthly payments) for a price,
// a down payment and a term, the offer a programme makes on a price at its own limits, and whether
// it finances a flat of a given format at all. Pure; amounts in whole roubles, rates in percent a year.

import type { LivingFormat, Locale } from './types'

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
  /**
   * The living formats it finances: the family mortgage lends on housing only, so a serviced
   * apartment or a hotel room (not housing in law) never sees it.
   */
  formats: readonly LivingFormat[]
}

/** The programmes that finance a flat of `format`, in the file's order. */
export function programmesFor<P extends Pick<MortgageProgramme, 'formats'>>(
  programmes: readonly P[],
  format: LivingFormat,
): P[] {
  return programmes.filter((p) => p.formats.includes(format))
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
