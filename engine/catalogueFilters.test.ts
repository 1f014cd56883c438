import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  type CatalogueBounds,
  type CatalogueFilters,
  DEFAULT_FILTERS,
  resetFilters,
  roundToStep,
  setRange,
  toggleFilter,
  toggleMember,
} from './catalogueFilters'

const bounds: CatalogueBounds = {
  area: { min: 30, max: 220 },
  floor: { min: 1, max: 5 },
  price: { min: 12, max: 101.8 },
  buildings: [11, 21, 31],
  bedrooms: [0, 1, 2, 3, 4, 5],
  status: [0, 1, 2, 3],
}
const filters = (overrides: Partial<CatalogueFilters> = {}): CatalogueFilters => ({
  ...DEFAULT_FILTERS,
  ...overrides,
})

describe('roundToStep', () => {
  it.each([
    [40.4, 'area', 40],
    [40.5, 'area', 41],
    [2.6, 'floor', 3],
    [12.34, 'price', 12.3],
    [0.1 + 0.2, 'price', 0.3], // 0.30000000000000004 -> 0.3
    [12.35, 'price', 12.4],
  ] as const)('%d (%s) -> %d', (value, key, expected) => {
    expect(roundToStep(value, key)).toBe(expected)
  })
})

describe('setRange', () => {
  it.each([
    ['area', { min: 40.4, max: 120.6 }, { min: 40, max: 121 }],
    ['area', { min: 120, max: 40 }, { min: 40, max: 120 }], // ends ordered
    ['area', { min: 10, max: 100 }, { min: 30, max: 100 }], // clamped to the bounds
    ['area', { min: 10, max: 500 }, null], // covers the bounds: no filter
    ['area', { min: 30, max: 220 }, null],
    ['floor', { min: 3.4, max: 2.2 }, { min: 2, max: 3 }],
    ['price', { min: 18.14, max: 25.76 }, { min: 18.1, max: 25.8 }],
    ['price', { min: Number.NaN, max: 20 }, null],
    ['price', null, null],
  ] as const)('%s %j -> %j', (key, range, expected) => {
    expect(setRange(filters(), key, range, bounds)[key]).toEqual(expected)
  })

  it('leaves the other filters alone', () => {
    const before = filters({ bedrooms: [2], floor: { min: 2, max: 3 } })
    const after = setRange(before, 'area', { min: 40, max: 50 }, bounds)
    expect(after).toEqual({ ...before, area: { min: 40, max: 50 } })
    expect(before.area).toBeNull()
  })
})

describe('toggles', () => {
  it.each([
    [[], 3, [3]],
    [[1, 5], 3, [1, 3, 5]],
    [[1, 3, 5], 3, [1, 5]],
  ])('toggleMember(%j, %i) -> %j', (list, value, expected) => {
    expect(toggleMember(list, value)).toEqual(expected)
  })

  it.each([
    ['buildings', 21, { buildings: [21] }],
    ['bedrooms', 0, { bedrooms: [0] }],
    ['bedrooms', 6, {}], // only 0-5
    ['status', 2, { status: [2] }],
    ['status', 4, {}],
  ] as const)('toggleFilter %s %i', (key, value, expected) => {
    expect(toggleFilter(filters(), key, value)).toEqual(filters(expected))
  })
})

describe('reset and count', () => {
  it('resetFilters gives fresh defaults', () => {
    const reset = resetFilters()
    expect(reset).toEqual(DEFAULT_FILTERS)
    expect(reset).not.toBe(DEFAULT_FILTERS)
  })

  it('counts the filters that are on', () => {
    expect(activeFilterCount(filters())).toBe(0)
    const some = filters({ buildings: [11], price: { min: 20, max: 30 }, status: [1] })
    expect(activeFilterCount(some)).toBe(3)
  })
})
