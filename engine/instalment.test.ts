import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addMonths,
  clampDownPercent,
  instalmentPlan,
  longestTerm,
  monthsBetween,
  quarterEnd,
} from './instalment'

describe('calendar', () => {
  it.each([
    [{ year: 2026, month: 11 }, 1, { year: 2026, month: 12 }],
    [{ year: 2026, month: 11 }, 2, { year: 2027, month: 1 }],
    [{ year: 2026, month: 12 }, 13, { year: 2028, month: 1 }],
  ])('%j + %i months = %j', (from, n, to) => {
    expect(addMonths(from, n)).toEqual(to)
  })

  it('counts months to commissioning', () => {
    // November 2026 -> December 2027: 12 + 1 = 13
    expect(monthsBetween({ year: 2026, month: 11 }, quarterEnd(4, 2027))).toBe(13)
    expect(monthsBetween({ year: 2028, month: 1 }, quarterEnd(4, 2027))).toBe(0)
  })

  it.each([
    // down in November 2026, payments December 2026 .. December 2027: 13
    [{ year: 2026, month: 11 }, 13],
    // down in January 2027, payments February .. December 2027: 11
    [{ year: 2027, month: 1 }, 11],
    // down in the commissioning month, or after it: one payment for the rest
    [{ year: 2027, month: 12 }, 1],
    [{ year: 2028, month: 3 }, 1],
  ])('the longest term from %j to IV quarter 2027 is %i payments', (start, months) => {
    expect(longestTerm(start, quarterEnd(4, 2027))).toBe(months)
  })

  it('the plan over the longest term ends in the commissioning month', () => {
    const start = { year: 2026, month: 11 }
    const plan = instalmentPlan({
      price: 30_000_000,
      downPercent: 10,
      months: longestTerm(start, quarterEnd(4, 2027)),
      start,
    })
    expect(plan.payments.at(-1)?.date).toEqual({ year: 2027, month: 12 })
  })
})

describe('instalmentPlan', () => {
  it('splits the rest into equal payments', () => {
    // 30 000 000 x 10 % = 3 000 000 down; 27 000 000 / 12 = 2 250 000 a month
    const plan = instalmentPlan({
      price: 30_000_000,
      downPercent: 10,
      months: 12,
      start: { year: 2026, month: 11 },
    })
    expect(plan.down).toBe(3_000_000)
    expect(plan.monthly).toBe(2_250_000)
    expect(plan.payments).toHaveLength(12)
    expect(plan.payments[0]?.date).toEqual({ year: 2026, month: 12 })
    expect(plan.payments[11]?.date).toEqual({ year: 2027, month: 11 })
    expect(plan.total).toBe(30_000_000)
  })

  it('puts the rounding remainder on the last payment', () => {
    // 10 000 000 x 5 % = 500 000 down; rest 9 500 000 / 7 = 1 357 142.86 -> 1 357 142 a month
    // last = 9 500 000 - 6 x 1 357 142 = 9 500 000 - 8 142 852 = 1 357 148
    const plan = instalmentPlan({
      price: 10_000_000,
      downPercent: 5,
      months: 7,
      start: { year: 2026, month: 1 },
    })
    expect(plan.down).toBe(500_000)
    expect(plan.monthly).toBe(1_357_142)
    expect(plan.payments.at(-1)?.amount).toBe(1_357_148)
    expect(plan.total).toBe(10_000_000)
  })

  it.each([
    [2, 5],
    [5, 5],
    [37.4, 37],
    [95, 90],
    [Number.NaN, 5],
  ])('down payment %s %% is held to %s %%', (input, held) => {
    expect(clampDownPercent(input)).toBe(held)
  })

  it('never changes the price, whatever the inputs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 500_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 60 }),
        (price, down, months) => {
          const plan = instalmentPlan({
            price,
            downPercent: down,
            months,
            start: { year: 2026, month: 11 },
          })
          expect(plan.total).toBe(price)
          expect(plan.payments.every((p) => p.amount >= plan.monthly)).toBe(true)
          expect(plan.down).toBeGreaterThanOrEqual(Math.round(price * 0.05))
        },
      ),
    )
  })
})
