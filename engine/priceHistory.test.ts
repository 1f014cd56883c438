import { describe, expect, it } from 'vitest'
import { flatPriceHistory, type PriceHistoryRow } from './priceHistory'

const known: PriceHistoryRow = {
  at: '2026-06-01T09:00:00.000Z',
  status: 1,
  price: 30_000_000,
  before: null,
}

describe('flatPriceHistory', () => {
  it('says since when the price is known when it never changed', () => {
    expect(flatPriceHistory('11-1-1-1', [known])).toEqual({
      alt: '11-1-1-1',
      status: 1,
      price: 30_000_000,
      since: '2026-06-01T09:00:00.000Z',
      changes: [],
    })
  })

  it('lists price changes oldest first and skips changes of status alone', () => {
    const rows: PriceHistoryRow[] = [
      known,
      {
        at: '2026-07-01T09:00:00.000Z',
        status: 1,
        price: 31_500_000,
        before: { status: 1, price: 30_000_000 },
      },
      {
        at: '2026-08-01T09:00:00.000Z',
        status: 2,
        price: 31_500_000,
        before: { status: 1, price: 31_500_000 },
      },
    ]
    expect(flatPriceHistory('11-1-1-1', rows)).toEqual({
      alt: '11-1-1-1',
      status: 2,
      price: 31_500_000,
      // The booking in August did not move the price: it holds since the July change.
      since: '2026-07-01T09:00:00.000Z',
      changes: [{ at: '2026-07-01T09:00:00.000Z', from: 30_000_000, to: 31_500_000 }],
    })
  })

  it('is null for a flat with no rows', () => {
    expect(flatPriceHistory('99-9-9-9', [])).toBeNull()
  })
})
