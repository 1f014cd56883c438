// Which flats the portals list, on a catalogue of three flats: only those on sale, in catalogue
// order, at their live price; and a fingerprint that changes exactly when what the feeds print does.
import { describe, expect, it } from 'vitest'
import type { LiveFlat } from '../db/liveCatalogue'
import type { FeedCatalogue, FeedFlat } from './feedCatalogue'
import { selectOnSale } from './onSale'

const flat = (alt: string): FeedFlat =>
  ({ alt, building: 11, label: 'А1', section: 1, floor: 1, floors: 4, number: 1 }) as FeedFlat
const catalogue: FeedCatalogue = {
  flats: new Map(['11-1-1-1', '11-1-1-2', '11-1-2-1'].map((alt) => [alt, flat(alt)])),
  layouts: new Map(),
  listedSince: '2025-06-02T09:00:00.000Z',
}
const live = (alt: string, status: number, price = 1_000_000): LiveFlat =>
  ({
    alt,
    building: 11,
    number: 1,
    area: 50,
    status,
    price,
    updatedAt: '2026-01-15T09:00:00.000Z',
  }) as LiveFlat

describe('the flats on sale', () => {
  it('are those of status 1 in catalogue order, at their live price; an unknown row is ignored', () => {
    const rows = [
      live('11-1-2-1', 1, 3),
      live('11-1-1-2', 2),
      live('11-1-1-1', 1, 5),
      live('99-1-1-1', 1),
    ]
    const { flats } = selectOnSale(catalogue, rows)
    expect(flats.map((f) => [f.alt, f.price, f.updatedAt])).toEqual([
      ['11-1-1-1', 5, '2026-01-15T09:00:00.000Z'],
      ['11-1-2-1', 3, '2026-01-15T09:00:00.000Z'],
    ])
  })

  it('leave out a flat on sale whose price is on request (0): the portals require a price', () => {
    const rows = [live('11-1-1-1', 1, 0), live('11-1-1-2', 1, 4), live('11-1-2-1', 1, Number.NaN)]
    const { flats, fingerprint } = selectOnSale(catalogue, rows)
    expect(flats.map((f) => f.alt)).toEqual(['11-1-1-2'])
    // Nor does it move the ETag: the feeds print nothing of it.
    expect(fingerprint).toBe(selectOnSale(catalogue, [rows[1]!]).fingerprint)
  })

  it('have a text fingerprint that changes with a price, a status or a change time only', () => {
    const rows = [live('11-1-1-1', 1), live('11-1-1-2', 1)]
    const print = (r: LiveFlat[]) => selectOnSale(catalogue, r).fingerprint
    expect(print(rows)).toMatch(/^[\w-]{43}$/) // sha256 in base64url: a header value as it is
    expect(print([...rows, live('11-1-2-1', 3)])).toBe(print(rows)) // a sold flat is not printed
    expect(print([rows[0]!, live('11-1-1-2', 1, 2)])).not.toBe(print(rows))
    expect(print([rows[0]!, live('11-1-1-2', 2)])).not.toBe(print(rows))
    expect(print([rows[0]!, { ...rows[1]!, updatedAt: '2026-02-01T00:00:00.000Z' }])).not.toBe(
      print(rows),
    )
  })
})
