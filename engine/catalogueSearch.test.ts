import { describe, expect, it } from 'vitest'
import { type CatalogueFilters, DEFAULT_FILTERS } from './catalogueFilters'
import { buildCatalogueIndex, refreshCatalogueIndex } from './catalogueIndex'
import { resultCount, searchCatalogue } from './catalogueSearch'
import type { SortState } from './catalogueSort'
import { applyFavourites } from './favourites'
import { hydraFromApartments, makeApartment } from './fixtures'
import type { Apartment } from './types'

// Six flats with chosen values. Alt order: a1, a3, a2, a4, a6, a5 (flat 10 after flat 2).
const a1 = makeApartment({ b: 11, s: 1, f: 1, n: 1, rc: 0, sq: 30, tc: 12_000_000, st: 1 })
const a3 = makeApartment({ b: 11, s: 1, f: 1, n: 2, rc: 2, sq: 64.5, tc: 25_800_000, st: 1 })
const a2 = makeApartment({ b: 11, s: 1, f: 2, n: 1, rc: 2, sq: 64.5, tc: 25_800_000, st: 2 })
const a4 = makeApartment({ b: 21, s: 1, f: 3, n: 1, rc: 5, sq: 212, tc: 101_760_000, st: 0 })
const a6 = makeApartment({ b: 31, s: 2, f: 4, n: 2, rc: 3, sq: 40, tc: 39_200_000, st: 1 })
const a5 = makeApartment({ b: 31, s: 2, f: 4, n: 10, rc: 4, sq: 45.3, tc: 18_120_000, st: 3 })
const data = hydraFromApartments([a5, a4, a6, a2, a1, a3]) // shuffled on purpose
const index = buildCatalogueIndex(data.apartments, 'ru')

// Sold flats shown unless a case says otherwise: the sorts and filters are checked over them all.
const filters = (overrides: Partial<CatalogueFilters> = {}): CatalogueFilters => ({
  ...DEFAULT_FILTERS,
  sold: true,
  ...overrides,
})
const keysOf = (f: Partial<CatalogueFilters>, sort: SortState = { key: 'none', asc: true }) =>
  searchCatalogue(index, filters(f), sort).keys

describe('sort', () => {
  it.each([
    ['none', true, ['11-1-1-1', '11-1-1-2', '11-1-2-1', '21-1-3-1', '31-2-4-2', '31-2-4-10']],
    // 12.0 < 18.12 < 25.8 = 25.8 (tie: alt order) < 39.2 < 101.76 million
    ['price', true, ['11-1-1-1', '31-2-4-10', '11-1-1-2', '11-1-2-1', '31-2-4-2', '21-1-3-1']],
    // descending flips the values, the tie keeps the alt order
    ['price', false, ['21-1-3-1', '31-2-4-2', '11-1-1-2', '11-1-2-1', '31-2-4-10', '11-1-1-1']],
    // 30 < 40 < 45.3 < 64.5 = 64.5 < 212 m²
    ['area', true, ['11-1-1-1', '31-2-4-2', '31-2-4-10', '11-1-1-2', '11-1-2-1', '21-1-3-1']],
    ['area', false, ['21-1-3-1', '11-1-1-2', '11-1-2-1', '31-2-4-10', '31-2-4-2', '11-1-1-1']],
    // 0 < 2 = 2 < 3 < 4 < 5 bedrooms
    ['rooms', true, ['11-1-1-1', '11-1-1-2', '11-1-2-1', '31-2-4-2', '31-2-4-10', '21-1-3-1']],
    ['rooms', false, ['21-1-3-1', '31-2-4-10', '31-2-4-2', '11-1-1-2', '11-1-2-1', '11-1-1-1']],
  ] as const)('%s asc=%s', (key, asc, expected) => {
    expect(keysOf({}, { key, asc })).toEqual(expected)
  })
})

describe('filters', () => {
  it.each([
    [{ buildings: [11] }, ['11-1-1-1', '11-1-1-2', '11-1-2-1']],
    [{ buildings: [21, 31] }, ['21-1-3-1', '31-2-4-2', '31-2-4-10']],
    [{ buildings: [12] }, []],
    [{ bedrooms: [2] }, ['11-1-1-2', '11-1-2-1']],
    [{ bedrooms: [0, 5] }, ['11-1-1-1', '21-1-3-1']],
    [{ status: [1], sold: false }, ['11-1-1-1', '11-1-1-2', '31-2-4-2']],
    [{ status: [2, 3], sold: false }, ['11-1-2-1', '31-2-4-10']],
    // By default (the switch off) the sold flat is left out; on, it joins the chosen statuses.
    [{ sold: false }, ['11-1-1-1', '11-1-1-2', '11-1-2-1', '31-2-4-2', '31-2-4-10']],
    [{ status: [1], sold: true }, ['11-1-1-1', '11-1-1-2', '21-1-3-1', '31-2-4-2']],
    // 64.5 is above 64: excluded; both ends inclusive
    [{ area: { min: 40, max: 64 } }, ['31-2-4-2', '31-2-4-10']],
    [{ area: { min: 45, max: 65 } }, ['11-1-1-2', '11-1-2-1', '31-2-4-10']],
    [{ floor: { min: 2, max: 3 } }, ['11-1-2-1', '21-1-3-1']],
    // 18.12 and 25.8 million are inside 18.1-25.8
    [{ price: { min: 18.1, max: 25.8 } }, ['11-1-1-2', '11-1-2-1', '31-2-4-10']],
    [{ price: { min: 18.2, max: 25.7 } }, []],
    // A flat exactly at an end is inside: 30 and 40 m², 12 million.
    [{ area: { min: 30, max: 40 } }, ['11-1-1-1', '31-2-4-2']],
    [{ price: { min: 12, max: 12 } }, ['11-1-1-1']],
    [{ buildings: [11], bedrooms: [2], status: [2], sold: false }, ['11-1-2-1']],
  ] as [Partial<CatalogueFilters>, string[]][])('%j -> %j', (f, expected) => {
    expect(keysOf(f)).toEqual(expected)
    expect(resultCount(searchCatalogue(index, filters(f), { key: 'none', asc: true }))).toBe(
      expected.length,
    )
  })

  it('combines filters with a sort', () => {
    // candidates a1, a3, a5, a6 by price descending: 39.2, 25.8, 18.12, 12.0 million
    expect(
      keysOf({ buildings: [11, 31], status: [1, 3], sold: false }, { key: 'price', asc: false }),
    ).toEqual(['31-2-4-2', '11-1-1-2', '31-2-4-10', '11-1-1-1'])
  })

  it('a flat with a NaN area passes only while the area filter is off', () => {
    const odd = makeApartment({ b: 11, s: 2, f: 1, n: 1, sq: Number.NaN })
    const oddIndex = buildCatalogueIndex(hydraFromApartments([a1, odd]).apartments, 'ru')
    expect(searchCatalogue(oddIndex, filters(), { key: 'area', asc: true }).keys).toEqual([
      '11-2-1-1', // NaN is falsy: first ascending
      '11-1-1-1',
    ])
    const area = { min: 0, max: 1000 }
    expect(searchCatalogue(oddIndex, filters({ area }), { key: 'none', asc: true }).keys).toEqual([
      '11-1-1-1',
    ])
  })
})

describe('results', () => {
  it('gives keys, values and object that agree', () => {
    const results = searchCatalogue(index, filters({ bedrooms: [2] }), { key: 'none', asc: true })
    expect(results.values).toEqual([a3, a2])
    expect(results.values[0]).toBe(data.apartments['11-1-1-2'])
    expect(Object.keys(results.object)).toEqual(['11-1-1-2', '11-1-2-1'])
    expect(results.object['11-1-2-1']).toBe(a2)
    expect(results.object).toBe(results.object) // built once
  })

  it('an empty catalogue searches to nothing', () => {
    const empty = buildCatalogueIndex({}, 'en')
    expect(searchCatalogue(empty, filters(), { key: 'price', asc: false }).keys).toEqual([])
  })
})

describe('buildCatalogueIndex bounds', () => {
  it('rounds area to tens, floors to integers and price to 0.1 million around the data', () => {
    expect(index.bounds).toEqual({
      area: { min: 30, max: 220 }, // 30 .. 212 m² -> 30 .. 220
      floor: { min: 1, max: 4 },
      price: { min: 12, max: 101.8 }, // 12.0 .. 101.76 million -> 12.0 .. 101.8
      buildings: [11, 21, 31],
      bedrooms: [0, 1, 2, 3, 4, 5],
      status: [0, 1, 2, 3],
    })
  })

  it.each([
    [31, 40],
    [40, 40],
    [40.1, 50],
  ])('area max %d -> %d', (sq, max) => {
    const one = buildCatalogueIndex({ x: { ...a1, alt: '11-1-1-1', sq } }, 'ru')
    expect(one.bounds.area).toEqual({ min: Math.floor(sq / 10) * 10, max })
  })
})

describe('flats whose price is on request', () => {
  // a7 and a8: an imported building's flats, on sale with tc 0 until a price list sets one.
  const a7 = makeApartment({ b: 23, s: 1, f: 1, n: 1, rc: 2, sq: 70, tc: 0, t: 0, st: 1 })
  const a8 = makeApartment({ b: 23, s: 1, f: 1, n: 2, rc: 1, sq: 50, tc: 0, t: 0, st: 1 })
  const mixed = buildCatalogueIndex(hydraFromApartments([a1, a3, a6, a7, a8]).apartments, 'ru')
  const search = (f: Partial<CatalogueFilters>, sort: SortState = { key: 'none', asc: true }) =>
    searchCatalogue(mixed, filters(f), sort).keys

  it.each([
    // 12.0, 25.8, 39.2 million, then the two on request in alt order
    [true, ['11-1-1-1', '11-1-1-2', '31-2-4-2', '23-1-1-1', '23-1-1-2']],
    [false, ['31-2-4-2', '11-1-1-2', '11-1-1-1', '23-1-1-1', '23-1-1-2']],
  ])('come last by price, ascending %s', (asc, expected) => {
    expect(search({}, { key: 'price', asc })).toEqual(expected)
  })

  it('leave the price bounds to the priced flats: 12.0 .. 39.2 million, not 0', () => {
    expect(mixed.bounds.price).toEqual({ min: 12, max: 39.2 })
  })

  it('are shown with the whole price span (no filter) and left out by a narrower one', () => {
    expect(search({ price: null })).toHaveLength(5)
    expect(search({ price: { min: 12, max: 30 } })).toEqual(['11-1-1-1', '11-1-1-2'])
    // Even a range from 0 (a hand-made URL): 0 ₽ is no price inside it.
    expect(search({ price: { min: 0, max: 40 } })).toEqual(['11-1-1-1', '11-1-1-2', '31-2-4-2'])
  })

  it('give zero price bounds when no flat has a price', () => {
    const none = buildCatalogueIndex(hydraFromApartments([a7, a8]).apartments, 'ru')
    expect(none.bounds.price).toEqual({ min: 0, max: 0 })
  })
})

describe('refreshCatalogueIndex', () => {
  it('reuses every order when only fav flags changed', () => {
    const favs = applyFavourites(data.apartments, ['11-1-2-1'])
    const next = refreshCatalogueIndex(index, favs)
    expect(next.order).toBe(index.order)
    const row = next.items.find((a) => a.alt === '11-1-2-1') as Apartment
    expect(row.fav).toBe(true)
    expect(
      searchCatalogue(next, filters({ bedrooms: [2] }), { key: 'none', asc: true }).values[1]?.fav,
    ).toBe(true)
  })

  it('rebuilds when a sorted field changed', () => {
    const cheaper = { ...data.apartments, '21-1-3-1': { ...a4, tc: 1_000_000 } }
    const next = refreshCatalogueIndex(index, cheaper)
    expect(next.order).not.toBe(index.order)
    expect(searchCatalogue(next, filters(), { key: 'price', asc: true }).keys[0]).toBe('21-1-3-1')
  })

  it('rebuilds for another locale or another set of flats', () => {
    expect(refreshCatalogueIndex(index, data.apartments, 'en').locale).toBe('en')
    const fewer = { ...data.apartments }
    delete fewer['11-1-1-1']
    expect(refreshCatalogueIndex(index, fewer).size).toBe(5)
  })
})

describe('broken rows', () => {
  it('leaves out rows that are not objects', () => {
    const apartments = { ...data.apartments, '11-9-9-9': null } as unknown as Record<
      string,
      Apartment
    >
    const broken = buildCatalogueIndex(apartments, 'ru')
    expect(broken.size).toBe(6)
    expect(searchCatalogue(broken, filters(), { key: 'price', asc: true }).keys).toHaveLength(6)
  })
})
