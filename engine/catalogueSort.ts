// Catalogue sort: key none | price | area | rooms | sun, and how values compare.
// Pure; a new key starts ascending (sun: most sun first), the same key again flips the direction.

import type { Apartment } from './types'

/** The keys in the order the sort header offers them; the type is read off the list. */
export const SORT_KEYS = ['none', 'price', 'area', 'rooms', 'sun'] as const

export type SortKey = (typeof SORT_KEYS)[number]

export interface SortState {
  key: SortKey
  asc: boolean
}

export const DEFAULT_SORT: Readonly<SortState> = { key: 'none', asc: true }

/**
 * The apartment field each key sorts by; `none` keeps the alt order, `sun` reads the sun index.
 * By price, flats whose price is on request come last in both directions (catalogueIndex).
 */
export const SORT_FIELDS = {
  price: 'tc',
  area: 'sq',
  rooms: 'rc',
} as const satisfies Record<Exclude<SortKey, 'none' | 'sun'>, keyof Apartment>

export function isSortKey(value: unknown): value is SortKey {
  return (SORT_KEYS as readonly unknown[]).includes(value)
}

/** Changing the key resets to ascending; choosing the same key toggles the direction. */
export function chooseSort(sort: SortState, key: SortKey): SortState {
  // 'none' has no direction to toggle: the alt order is the only order it has.
  if (key === 'none') return { key, asc: true }
  if (key === sort.key) return { key, asc: !sort.asc }
  // "Most sun first" is what a buyer asks for: the first press sorts the sunniest to the top.
  return { key, asc: key !== 'sun' }
}

/**
 * How values compare: numbers numerically, strings by the locale's collation, anything else (and
 * mixed or NaN pairs) by truthiness, falsy first. The collator is passed in because building one
 * per comparison is slow.
 */
export function compareValues(a: unknown, b: unknown, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number' && !Number.isNaN(a) && !Number.isNaN(b)) {
    return a < b ? -1 : a > b ? 1 : 0
  }
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b)
  return (a ? 1 : 0) - (b ? 1 : 0)
}
