import { describe, expect, it } from 'vitest'
import { makeHydraData } from './fixtures'
import { priceRanges, saleRank } from './priceRanges'

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

describe('saleRank', () => {
  it('puts on sale, booked, reserved, then sold', () => {
    expect([0, 3, 1, 2].sort((a, b) => saleRank(a) - saleRank(b))).toEqual([1, 2, 3, 0])
  })
})
