import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FIXTURE_CODES as BUILDING_CODES } from './fixtures'
import { type CatalogueFilters, DEFAULT_FILTERS } from './catalogueFilters'
import { isDefaultCatalogueState, readCatalogueQuery, writeCatalogueQuery } from './catalogueQuery'
import { DEFAULT_SORT, SORT_KEYS, type SortState } from './catalogueSort'
import type { Status } from './types'

const filters = (overrides: Partial<CatalogueFilters> = {}): CatalogueFilters => ({
  ...DEFAULT_FILTERS,
  ...overrides,
})

describe('writeCatalogueQuery', () => {
  it.each([
    [filters(), DEFAULT_SORT, ''],
    [filters({ buildings: [21, 11] }), DEFAULT_SORT, 'bld=11,21'],
    [filters({ area: { min: 40, max: 120 } }), DEFAULT_SORT, 'area=40-120'],
    [filters({ bedrooms: [0, 2] }), DEFAULT_SORT, 'rooms=0,2'],
    [filters({ floor: { min: 2, max: 4 } }), DEFAULT_SORT, 'floors=2-4'],
    [filters({ price: { min: 12.5, max: 30 } }), DEFAULT_SORT, 'price=12.5-30'],
    [filters({ status: [1, 2] }), DEFAULT_SORT, 'status=1,2'],
    [filters(), { key: 'price', asc: true }, 'sort=price'],
    [filters(), { key: 'area', asc: false }, 'sort=area&order=desc'],
    [filters(), { key: 'none', asc: false }, ''],
  ] as [CatalogueFilters, SortState, string][])('%j %j -> %j', (f, sort, query) => {
    expect(writeCatalogueQuery('', f, sort)).toBe(query)
  })

  it('keeps the selection and other parameters', () => {
    const search = '?building=11&rooms=1&view=floor'
    expect(writeCatalogueQuery(search, filters({ bedrooms: [3] }), DEFAULT_SORT)).toBe(
      'building=11&rooms=3&view=floor',
    )
  })
})

describe('isDefaultCatalogueState', () => {
  it.each([
    [filters(), DEFAULT_SORT, true],
    [filters(), { key: 'price', asc: true }, false],
    [filters({ status: [1] }), DEFAULT_SORT, false],
  ] as [CatalogueFilters, SortState, boolean][])('%j %j -> %s', (f, sort, expected) => {
    expect(isDefaultCatalogueState({ filters: f, sort })).toBe(expected)
  })
})

describe('readCatalogueQuery', () => {
  it.each([
    ['bld=11,99,21,11,x', { buildings: [11, 21] }], // unknown code, duplicate and text dropped
    ['rooms=5,0,6,-1,2.5', { bedrooms: [0, 5] }],
    ['status=3,1,4', { status: [1, 3] }],
    ['area=120-40', { area: { min: 40, max: 120 } }], // ends ordered
    ['area=40.4-99.6', { area: { min: 40, max: 100 } }], // precision 1
    ['price=12.34-30', { price: { min: 12.3, max: 30 } }], // precision 0.1
    ['floors=2-3.4', { floor: { min: 2, max: 3 } }],
    ['area=abc&floors=-1-3&price=1-2-3&area=', {}],
    ['area=1e3-2e3', {}],
  ] as [string, Partial<CatalogueFilters>][])('%j -> %j', (search, expected) => {
    expect(readCatalogueQuery(search).filters).toEqual(filters(expected))
  })

  it.each([
    ['', DEFAULT_SORT],
    ['sort=price', { key: 'price', asc: true }],
    ['sort=rooms&order=desc', { key: 'rooms', asc: false }],
    ['sort=rooms&order=up', { key: 'rooms', asc: true }],
    ['sort=color&order=desc', DEFAULT_SORT],
  ] as [string, SortState][])('%j -> sort %j', (search, sort) => {
    expect(readCatalogueQuery(search).sort).toEqual(sort)
  })

  it('never throws on garbage', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const { filters: f } = readCatalogueQuery(search)
        expect(Array.isArray(f.buildings)).toBe(true)
      }),
    )
  })
})

// Filters as the setters produce them: sorted unique sets, ranges ordered and on their step.
const sortedSet = <T extends number>(values: readonly T[]) =>
  fc.subarray([...values]).map((list) => [...list].sort((a, b) => a - b))
const range = (step: number, max: number) =>
  fc
    .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max }))
    .map(([a, b]) => ({ min: Math.min(a, b) * step, max: Math.max(a, b) * step }))
const normalisedRange = (step: number, max: number) =>
  range(step, max).map((r) => ({
    min: Math.round(r.min / step) / Math.round(1 / step),
    max: Math.round(r.max / step) / Math.round(1 / step),
  }))

describe('URL round trip', () => {
  it('read(write(filters, sort)) gives them back', () => {
    const arbitrary = fc.record({
      filters: fc.record({
        buildings: sortedSet(BUILDING_CODES),
        area: fc.option(range(1, 500), { nil: null }),
        bedrooms: sortedSet([0, 1, 2, 3, 4, 5]),
        floor: fc.option(range(1, 30), { nil: null }),
        price: fc.option(normalisedRange(0.1, 5000), { nil: null }),
        status: sortedSet<Status>([1, 2, 3]),
        sold: fc.boolean(),
        eveningSun: fc.boolean(),
        waterView: fc.boolean(),
      }),
      sort: fc
        .record({ key: fc.constantFrom(...SORT_KEYS), asc: fc.boolean() })
        .map((s) => (s.key === 'none' ? { key: s.key, asc: true } : s)),
    })
    fc.assert(
      fc.property(arbitrary, fc.constantFrom('', 'building=11&view=floor'), (state, base) => {
        const search = writeCatalogueQuery(base, state.filters, state.sort)
        expect(readCatalogueQuery(search)).toEqual(state)
      }),
      { numRuns: 500 },
    )
  })
})
