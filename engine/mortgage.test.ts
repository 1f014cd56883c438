import { describe, expect, it } from 'vitest'
import { type MortgageProgramme, mortgagePayment, programmeOffer, programmesFor } from './mortgage'

describe('mortgagePayment', () => {
  it.each([
    // loan 30 000 000 - 6 000 000 = 24 000 000; r = 6 / 12 / 100 = 0.005; n = 240;
    // (1.005)^240 = 3.3102045, so 24 000 000 * 0.005 * 3.3102045 / 2.3102045 = 171 943.45 -> 171 943
    [{ price: 30_000_000, down: 6_000_000, months: 240, ratePercent: 6 }, 24_000_000, 171_943],
    // 0 %: 12 000 000 / 120 = 100 000 exactly
    [{ price: 15_000_000, down: 3_000_000, months: 120, ratePercent: 0 }, 12_000_000, 100_000],
    // one month at 12 %: r = 0.01, 1 000 000 * 0.01 / (1 - 1.01^-1) = 10 000 / 0.00990099 = 1 010 000
    [{ price: 1_000_000, down: 0, months: 1, ratePercent: 12 }, 1_000_000, 1_010_000],
    // a down payment covering the price needs no loan
    [{ price: 20_000_000, down: 25_000_000, months: 240, ratePercent: 6 }, 0, 0],
  ])('%o -> loan %d, %d a month', (input, loan, monthly) => {
    expect(mortgagePayment(input)).toEqual({ loan, monthly })
  })

  it.each([
    { price: 30_000_000, down: 0, months: 0, ratePercent: 6 },
    { price: 30_000_000, down: -1, months: 240, ratePercent: 6 },
    { price: 30_000_000, down: 0, months: 240, ratePercent: -1 },
    { price: Number.NaN, down: 0, months: 240, ratePercent: 6 },
  ])('refuses %o', (input) => {
    expect(mortgagePayment(input)).toBeNull()
  })
})

describe('programmeOffer', () => {
  const standard: MortgageProgramme = {
    id: 'standard',
    name: { ru: 'Рыночная', en: 'Standard' },
    ratePercent: 6,
    maxYears: 20,
    minDownPercent: 20,
    formats: ['private', 'serviced'],
  }

  it('takes the smallest down payment over the longest term', () => {
    // down 20 % of 30 000 000 = 6 000 000, 20 years = 240 months: the 171 943 case above
    expect(programmeOffer(standard, 30_000_000)).toEqual({
      down: 6_000_000,
      months: 240,
      loan: 24_000_000,
      monthly: 171_943,
    })
  })

  it('raises the down payment so the loan stays within the programme limit', () => {
    // 20 % of 60 000 000 = 12 000 000 would leave a 48 000 000 loan; the limit is 12 000 000, so
    // down = 60 000 000 - 12 000 000 = 48 000 000. Over 360 months at 6 %: (1.005)^360 = 6.0225753,
    // 12 000 000 * 0.005 * 6.0225753 / 5.0225753 = 71 946.06 -> 71 946
    const capped = { ...standard, maxYears: 30, maxLoan: 12_000_000 }
    expect(programmeOffer(capped, 60_000_000)).toEqual({
      down: 48_000_000,
      months: 360,
      loan: 12_000_000,
      monthly: 71_946,
    })
  })
})

describe('programmesFor', () => {
  const named = (id: string, formats: MortgageProgramme['formats']) => ({ id, formats })
  const all = [
    named('family', ['private']),
    named('subsidised', ['private', 'serviced']),
    named('hotel-loan', ['hotel']),
  ]

  it.each([
    ['private', ['family', 'subsidised']],
    ['serviced', ['subsidised']],
    ['hotel', ['hotel-loan']],
  ] as const)('a %s flat is offered %j', (format, ids) => {
    expect(programmesFor(all, format).map((p) => p.id)).toEqual(ids)
  })

  it('offers nothing where no programme finances the format', () => {
    expect(programmesFor([named('family', ['private'])], 'hotel')).toEqual([])
  })
})
