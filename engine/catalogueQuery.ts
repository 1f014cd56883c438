// Catalogue filters and sort in the URL: short names, defaults left out.
// Pure; a garbage value drops that one parameter (or list element) and never throws.

import { isBuildingCode } from './buildings'
import {
  type CatalogueFilters,
  type Range,
  type RangeFilter,
  roundToStep,
} from './catalogueFilters'
import { DEFAULT_SORT, isSortKey, type SortState } from './catalogueSort'
import { isStatus } from './labels'
import { patchQuery, readQuery } from './queryString'
import type { Status } from './types'

/** None of these collide with the selection keys (building, section, floor, flat) or plan options. */
export const CATALOGUE_KEYS = {
  buildings: 'bld',
  area: 'area',
  bedrooms: 'rooms',
  floor: 'floors',
  price: 'price',
  status: 'status',
  sold: 'sold',
  eveningSun: 'evening',
  waterView: 'water',
  sort: 'sort',
  order: 'order',
} as const

export interface CatalogueQueryState {
  filters: CatalogueFilters
  sort: SortState
}

function readList<T extends number>(value: string | null, accept: (n: number) => n is T): T[] {
  if (value === null) return []
  const out = new Set<T>()
  for (const part of value.split(',')) {
    if (!/^\d{1,9}$/.test(part)) continue
    const n = Number(part)
    if (accept(n)) out.add(n)
  }
  return [...out].sort((a, b) => a - b)
}

const isBedrooms = (n: number): n is number => Number.isInteger(n) && n >= 0 && n <= 5
const isBuilding = (n: number): n is number => isBuildingCode(n)
const isStatusValue = (n: number): n is Status => isStatus(n)

/** '40-120' -> { min: 40, max: 120 }, rounded to the filter's step, ends ordered. */
function readRange(value: string | null, key: RangeFilter): Range | null {
  const match =
    value === null ? null : /^(\d{1,12}(?:\.\d{1,6})?)-(\d{1,12}(?:\.\d{1,6})?)$/.exec(value)
  if (!match) return null
  const a = roundToStep(Number(match[1]), key)
  const b = roundToStep(Number(match[2]), key)
  return { min: Math.min(a, b), max: Math.max(a, b) }
}

function writeRange(range: Range | null): string | null {
  return range === null ? null : `${range.min}-${range.max}`
}

function writeList(list: readonly number[]): string | null {
  return list.length === 0 ? null : [...new Set(list)].sort((a, b) => a - b).join(',')
}

export function readCatalogueQuery(search: string): CatalogueQueryState {
  const params = readQuery(search)
  const get = (key: keyof typeof CATALOGUE_KEYS) => params.get(CATALOGUE_KEYS[key])
  const key = get('sort')
  const sortKey = isSortKey(key) ? key : DEFAULT_SORT.key
  return {
    filters: {
      buildings: readList(get('buildings'), isBuilding),
      area: readRange(get('area'), 'area'),
      bedrooms: readList(get('bedrooms'), isBedrooms),
      floor: readRange(get('floor'), 'floor'),
      price: readRange(get('price'), 'price'),
      status: readList(get('status'), isStatusValue).filter((st) => st !== 0),
      sold: get('sold') === '1',
      // Anything but 1 (evening=yes, water=2) is no filter.
      eveningSun: get('eveningSun') === '1',
      waterView: get('waterView') === '1',
    },
    // 'none' has one order only, so a stray order=desc beside it is dropped.
    sort: { key: sortKey, asc: sortKey === 'none' || get('order') !== 'desc' },
  }
}

/** The page query with filters and sort written in; every other parameter is kept in place. */
export function writeCatalogueQuery(
  search: string,
  filters: CatalogueFilters,
  sort: SortState,
): string {
  const k = CATALOGUE_KEYS
  const sorted = sort.key !== DEFAULT_SORT.key
  return patchQuery(search, {
    [k.buildings]: writeList(filters.buildings),
    [k.area]: writeRange(filters.area),
    [k.bedrooms]: writeList(filters.bedrooms),
    [k.floor]: writeRange(filters.floor),
    [k.price]: writeRange(filters.price),
    [k.status]: writeList(filters.status),
    [k.sold]: filters.sold ? '1' : null,
    [k.eveningSun]: filters.eveningSun ? '1' : null,
    [k.waterView]: filters.waterView ? '1' : null,
    [k.sort]: sorted ? sort.key : null,
    [k.order]: sorted && !sort.asc ? 'desc' : null,
  })
}

export function isDefaultCatalogueState(state: CatalogueQueryState): boolean {
  return writeCatalogueQuery('', state.filters, state.sort) === ''
}
