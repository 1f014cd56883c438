import { describe, expect, it } from 'vitest'
import { makeApartment, makeHydraData } from './fixtures'
import { hasPrice, priceRanges, saleRank } from './priceRanges'

describe('priceRanges', () => {
  const data = makeHydraData({ status: { '21-1-2-1': 0, '21-1-2-2': 2 } })
  const ranges = priceRanges(Object.values(data.apartments))
  const flats = Object.values(data.apartments)

  it('counts and spans the selectable flats of a floor, leaving the sold one out', () => {
    const floor = flats.filter((a) => a.alt.startsWith('21-1-2-') && a.st > 0).map((a) => a.tc)
    expect(ranges.get('21-1-2')).toEqual({
      count: 2,
      min: Math.min(...floor),
      max: Math.max(...floor),
    })
  })

  it('gives a building the lowest price of all its sections', () => {
    const building = flats.filter((a) => a.b === 11 && a.st > 0).map((a) => a.tc)
    expect(ranges.get('11')?.min).toBe(Math.min(...building))
    expect(ranges.get('11')?.count).toBe(building.length)
  })

  it('has no range for a place with nothing to choose', () => {
    expect(ranges.get('12')).toBeUndefined()
  })
})

describe('hasPrice', () => {
  it.each([
    [40_000_000, true],
    [1, true],
    [0, false], // an imported building's flat until a price list sets its price
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('tc %s -> %s', (tc, expected) => {
    expect(hasPrice(makeApartment({ tc }))).toBe(expected)
  })
})

describe('priceRanges with prices on request', () => {
  const onRequest = { tc: 0, t: 0 }

  it('spans the priced flats of a mixed floor only, so "from" never reads 0', () => {
    const ranges = priceRanges([
      makeApartment({ f: 2, n: 1, tc: 30_000_000 }),
      makeApartment({ f: 2, n: 2, ...onRequest }),
      makeApartment({ f: 2, n: 3, tc: 50_000_000 }),
    ])
    expect(ranges.get('11-1-2')).toEqual({ count: 2, min: 30_000_000, max: 50_000_000 })
    expect(ranges.get('11')?.min).toBe(30_000_000)
  })

  it('has no range for a place whose flats on sale are all on request', () => {
    const ranges = priceRanges([
      makeApartment({ b: 23, f: 1, n: 1, ...onRequest }),
      makeApartment({ b: 23, f: 1, n: 2, ...onRequest }),
    ])
    expect(ranges.size).toBe(0)
  })

  it('counts a two-level flat on the floor above too, where the live data counts it', () => {
    const ranges = priceRanges([makeApartment({ b: 23, f: 1, lv: 2, tc: 60_000_000 })])
    expect(ranges.get('23-1-2')).toEqual({ count: 1, min: 60_000_000, max: 60_000_000 })
    expect(ranges.get('23')?.count).toBe(1) // once in its building and section
  })
})

describe('saleRank', () => {
  it('puts on sale, booked, reserved, then sold', () => {
    expect([0, 3, 1, 2].sort((a, b) => saleRank(a) - saleRank(b))).toEqual([1, 2, 3, 0])
  })
})
