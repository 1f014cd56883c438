import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareAlts } from './alt'
import { buildCatalogueIndex } from './catalogueIndex'
import { makeApartment } from './fixtures'
import type { Apartment } from './types'

/**
 * The slow, obviously right order: by value, ties by alt, for one direction; by price, flats whose
 * price is on request (0 or less) last in both directions, in alt order.
 */
function reference(items: readonly Apartment[], field: 'tc' | 'sq' | 'rc', asc: boolean): string[] {
  const last = (a: Apartment) => (field === 'tc' && !(a.tc > 0) ? 1 : 0)
  return [...items]
    .sort(
      (x, y) =>
        last(x) - last(y) ||
        (last(x) ? 0 : asc ? x[field] - y[field] : y[field] - x[field]) ||
        compareAlts(x.alt, y.alt),
    )
    .map((a) => a.alt)
}

describe('buildCatalogueIndex orders', () => {
  it('match a plain comparator sort, ties in alt order both ways', () => {
    const flat = fc.record({
      s: fc.integer({ min: 1, max: 3 }),
      f: fc.integer({ min: 1, max: 12 }),
      n: fc.integer({ min: 1, max: 12 }),
      // few distinct values, so ties are common; negative zero included
      tc: fc.constantFrom(1_000_000, 2_500_000, 2_500_000, 0, -0, 9_999_999.5),
      sq: fc.double({ min: 20, max: 40, noNaN: true }),
      rc: fc.integer({ min: 0, max: 5 }),
    })
    fc.assert(
      fc.property(fc.uniqueArray(flat, { selector: (a) => `${a.s}-${a.f}-${a.n}` }), (rows) => {
        const items = rows.map((r) => makeApartment({ b: 11, ...r }))
        const index = buildCatalogueIndex(Object.fromEntries(items.map((a) => [a.alt, a])), 'ru')
        const altsOf = (order: Int32Array) => Array.from(order, (i) => index.alts[i])
        for (const [key, field] of [
          ['price', 'tc'],
          ['area', 'sq'],
          ['rooms', 'rc'],
        ] as const) {
          expect(altsOf(index.order[key].asc)).toEqual(reference(items, field, true))
          expect(altsOf(index.order[key].desc)).toEqual(reference(items, field, false))
        }
      }),
      { numRuns: 200 },
    )
  })

  it('puts flats whose price is on request last by price, in both directions', () => {
    const items = [
      makeApartment({ n: 1, tc: 0, t: 0 }),
      makeApartment({ n: 2, tc: 30_000_000 }),
      makeApartment({ n: 3, tc: 0, t: 0 }),
      makeApartment({ n: 4, tc: 20_000_000 }),
    ]
    const index = buildCatalogueIndex(Object.fromEntries(items.map((a) => [a.alt, a])), 'ru')
    const altsOf = (order: Int32Array) => Array.from(order, (i) => index.alts[i])
    expect(altsOf(index.order.price.asc)).toEqual(['11-1-1-4', '11-1-1-2', '11-1-1-1', '11-1-1-3'])
    expect(altsOf(index.order.price.desc)).toEqual(['11-1-1-2', '11-1-1-4', '11-1-1-1', '11-1-1-3'])
  })

  it('sorts string values by the locale and other values by truthiness', () => {
    // Broken data: prices as strings and null. Strings compare by collation, mixed by truthiness.
    const items = [
      makeApartment({ n: 1, tc: 'б' as unknown as number }),
      makeApartment({ n: 2, tc: null as unknown as number }),
      makeApartment({ n: 3, tc: 'а' as unknown as number }),
      makeApartment({ n: 4, tc: 'ё' as unknown as number }),
    ]
    const index = buildCatalogueIndex(Object.fromEntries(items.map((a) => [a.alt, a])), 'ru')
    const alts = Array.from(index.order.price.asc, (i) => index.alts[i])
    expect(alts[0]).toBe('11-1-1-2') // null is falsy: first
    expect(alts.slice(1)).toEqual(['11-1-1-3', '11-1-1-1', '11-1-1-4']) // а < б < ё
  })
})
