import { describe, expect, it } from 'vitest'
import { type PriceInput, priceOf, RATE_BOUNDS } from './pricing'

/** A fixture: a 60 m² serviced flat on the second of four floors, back row, no terrace. */
const flat = (overrides: Partial<PriceInput> = {}): PriceInput => ({
  type: 'A',
  format: 'serviced',
  f: 2,
  floors: 4,
  position: 'back',
  sq: 60,
  sqTerrace: 0,
  lv: 1,
  outlook: 1,
  ...overrides,
})
// Noise of zero: random() = 0.5.
const steady = () => 0.5

describe('priceOf', () => {
  it('prices the base flat at the base rate, to the thousand', () => {
    // 420,000 x 1.015 (second floor) x 60 m² = 25,578,000.
    expect(priceOf(flat(), steady)).toEqual({ tc: 25_578_000, t: 426_300 })
  })

  it.each([
    ['a top floor', { f: 4 }],
    ['the front row', { position: 'front' as const }],
    ['a corner', { position: 'end' as const }],
    ['a terrace', { sqTerrace: 15 }],
    ['a shore outlook', { outlook: 1.06 }],
  ])('asks more for %s', (_name, overrides) => {
    expect(priceOf(flat(overrides), steady).tc).toBeGreaterThan(priceOf(flat(), steady).tc)
  })

  it('keeps the rate per m² within the market even for a penthouse', () => {
    const penthouse = flat({
      type: 'C',
      format: 'private',
      f: 3,
      floors: 3,
      position: 'end',
      sq: 320,
      sqTerrace: 106,
      lv: 2,
      outlook: 1.08,
    })
    const { t } = priceOf(penthouse, () => 0.99)
    expect(t).toBeGreaterThan(600_000)
    expect(t).toBeLessThan(RATE_BOUNDS[1])
  })
})
