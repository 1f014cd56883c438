// Catalogue filters: buildings, area, bedrooms, floor, price, status.
// Pure values and setters; a range that covers the whole data is stored as null (no filter).

import { BEDROOMS, STATUSES } from './labels'
import type { Status } from './types'

export interface Range {
  min: number
  max: number
}

export interface CatalogueFilters {
  /** Building codes; empty means every building. */
  buildings: readonly number[]
  /** m², whole numbers (precision 1). */
  area: Range | null
  /** 0 (studio) to 5; empty means any. */
  bedrooms: readonly number[]
  /** Whole floors. */
  floor: Range | null
  /** Million roubles, one decimal (precision 0.1). */
  price: Range | null
  /** Statuses on the market (1-3) to show; empty means all of them. */
  status: readonly Status[]
  /** Sold flats (status 0) are shown too: off by default, a buyer cannot act on them. */
  sold: boolean
}

export type RangeFilter = 'area' | 'floor' | 'price'
export type SetFilter = 'buildings' | 'bedrooms' | 'status'

export const DEFAULT_FILTERS: Readonly<CatalogueFilters> = {
  buildings: [],
  area: null,
  bedrooms: [],
  floor: null,
  price: null,
  status: [],
  sold: false,
}

/** Slider step per range: area 1 m², floor 1, price 0.1 million. */
export const RANGE_STEP: Record<RangeFilter, number> = { area: 1, floor: 1, price: 0.1 }

/** Rounds to the filter's step without binary noise: 12.300000000000001 -> 12.3. */
export function roundToStep(value: number, filter: RangeFilter): number {
  const inverse = Math.round(1 / RANGE_STEP[filter])
  return Math.round(value * inverse) / inverse
}

export interface CatalogueBounds {
  area: Range
  floor: Range
  price: Range
  /** Building codes present in the data, ascending. */
  buildings: readonly number[]
  bedrooms: readonly number[]
  status: readonly Status[]
}

export function resetFilters(): CatalogueFilters {
  return { ...DEFAULT_FILTERS }
}

/** Adds the value when absent, removes it when present; the list stays sorted and unique. */
export function toggleMember<T extends number>(list: readonly T[], value: T): T[] {
  return list.includes(value)
    ? list.filter((v) => v !== value)
    : [...list, value].sort((a, b) => a - b)
}

export function toggleFilter(
  filters: CatalogueFilters,
  key: SetFilter,
  value: number,
): CatalogueFilters {
  switch (key) {
    case 'buildings':
      return { ...filters, buildings: toggleMember(filters.buildings, value) }
    case 'bedrooms':
      if (!(BEDROOMS as readonly number[]).includes(value)) return filters
      return { ...filters, bedrooms: toggleMember(filters.bedrooms, value) }
    case 'status': {
      // Sold is the switch below, not a chip.
      const st = STATUSES.find((s) => s === value && s !== 0)
      return st === undefined ? filters : { ...filters, status: toggleMember(filters.status, st) }
    }
  }
}

/** The switch that shows sold flats too. */
export function setSold(filters: CatalogueFilters, sold: boolean): CatalogueFilters {
  return { ...filters, sold }
}

/**
 * A slider moved: rounds to the step, orders the ends, clamps into the bounds, and stores null when
 * the range covers the bounds so the URL stays clean and new data widens the filter with it.
 */
export function setRange(
  filters: CatalogueFilters,
  key: RangeFilter,
  range: Range | null,
  bounds: CatalogueBounds,
): CatalogueFilters {
  if (range === null || !Number.isFinite(range.min) || !Number.isFinite(range.max)) {
    return { ...filters, [key]: null }
  }
  const limit = bounds[key]
  const lo = Math.max(limit.min, roundToStep(Math.min(range.min, range.max), key))
  const hi = Math.min(limit.max, roundToStep(Math.max(range.min, range.max), key))
  const covers = lo <= limit.min && hi >= limit.max
  return { ...filters, [key]: covers ? null : { min: Math.min(lo, hi), max: Math.max(lo, hi) } }
}

/** How many filters differ from the defaults: the badge on the filter button. */
export function activeFilterCount(filters: CatalogueFilters): number {
  let count = 0
  if (filters.buildings.length > 0) count++
  if (filters.area) count++
  if (filters.bedrooms.length > 0) count++
  if (filters.floor) count++
  if (filters.price) count++
  if (filters.status.length > 0) count++
  if (filters.sold) count++
  return count
}
