// Per data load, the catalogue as columns plus every sort order, so a search is one linear pass.
// Pure; built per data load or locale, refreshed cheaply when only favourite flags changed.

import { sortAlts } from './alt'
import type { CatalogueBounds, Range } from './catalogueFilters'
import { compareValues, SORT_FIELDS, type SortKey } from './catalogueSort'
import { STATUSES } from './labels'
import { numericOrder, type SortOrder } from './numericOrder'
import { LOCALE_TAGS } from './routes'
import type { SunSearchIndex } from './sunView/sunSummary'
import type { Alt, Apartment, Locale } from './types'

/** A numeric column with few distinct values, stored as slots so a filter is a mask lookup. */
export interface CategoryColumn {
  /** Distinct values in first-seen order; a slot is an index into this list. */
  readonly values: readonly number[]
  readonly slots: Uint32Array
}

export interface CatalogueIndex {
  readonly locale: Locale
  readonly size: number
  /** Row i is `items[i]`, whose alt is `alts[i]`; rows are in alt order (numeric, part by part). */
  readonly alts: readonly Alt[]
  readonly items: readonly Apartment[]
  readonly sq: Float64Array
  readonly f: Float64Array
  readonly tc: Float64Array
  readonly b: CategoryColumn
  readonly rc: CategoryColumn
  readonly st: CategoryColumn
  /** The sun-and-view figures the three columns below were read from; null before they load. */
  readonly sunSource: SunSearchIndex | null
  /** Mean hours of the sunniest room; -1 without figures, so most-sun-first puts it last. */
  readonly sun: Float64Array
  /** 1 where a terrace has evening sun, where water is in view. */
  readonly evening: Uint8Array
  readonly water: Uint8Array
  /** Row numbers per key and direction; ties keep the alt order in both directions. */
  readonly order: Readonly<Record<SortKey, SortOrder>>
  readonly bounds: CatalogueBounds
}

function categoryColumn(items: readonly Apartment[], field: 'b' | 'rc' | 'st'): CategoryColumn {
  const slotOf = new Map<number, number>()
  const values: number[] = []
  const slots = new Uint32Array(items.length)
  items.forEach((item, i) => {
    const value = item[field]
    let slot = slotOf.get(value)
    if (slot === undefined) {
      slot = values.length
      values.push(value)
      slotOf.set(value, slot)
    }
    slots[i] = slot
  })
  return { values, slots }
}

/** Descending from ascending for the generic path: runs of equal values reversed as blocks. */
function descending(asc: Int32Array, equal: (i: number, j: number) => boolean): Int32Array {
  const desc = new Int32Array(asc.length)
  let out = 0
  let end = asc.length
  while (end > 0) {
    let start = end - 1
    while (start > 0 && equal(asc[start - 1] as number, asc[end - 1] as number)) start--
    desc.set(asc.subarray(start, end), out)
    out += end - start
    end = start
  }
  return desc
}

/**
 * Orders of one sort field. The usual case, every value a real number, sorts the typed column
 * with no comparator at all; anything else (a string price in broken data) takes compareValues.
 */
function sortOrder(
  items: readonly Apartment[],
  field: (typeof SORT_FIELDS)[keyof typeof SORT_FIELDS],
  column: Float64Array,
  collator: () => Intl.Collator,
): SortOrder {
  let numeric = true
  for (let i = 0; i < items.length && numeric; i++) {
    const v = (items[i] as Apartment)[field]
    numeric = typeof v === 'number' && !Number.isNaN(v)
  }
  if (numeric) return numericOrder(column)
  const values = items.map((a) => a[field] as unknown)
  const compare = (i: number, j: number) => compareValues(values[i], values[j], collator())
  const asc = Int32Array.from(values.keys()).sort((i, j) => compare(i, j) || i - j)
  return { asc, desc: descending(asc, (i, j) => compare(i, j) === 0) }
}

/** Lowest and highest value; with `priced`, of positive values only (0 is a price on request). */
function span(column: Float64Array, priced = false): Range | null {
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  for (const v of column) {
    if (priced && !(v > 0)) continue
    if (v < min) min = v
    if (v > max) max = v
  }
  return min <= max ? { min, max } : null
}

/**
 * The price orders with flats whose price is on request (no positive price) moved to the end of
 * both: they are neither the cheapest nor the dearest, and a buyer sorting by price wants prices
 * first. Stable, so those flats keep the alt order among themselves in both directions.
 */
function onRequestLast(order: SortOrder, tc: Float64Array): SortOrder {
  const move = (rows: Int32Array) => {
    const out = new Int32Array(rows.length)
    let k = 0
    for (const i of rows) if ((tc[i] as number) > 0) out[k++] = i
    for (const i of rows) if (!((tc[i] as number) > 0)) out[k++] = i
    return out
  }
  return { asc: move(order.asc), desc: move(order.desc) }
}

const ZERO: Range = { min: 0, max: 0 }

// Making an ICU collator costs milliseconds, more than indexing the real catalogue (the first one a
// page makes loads the locale's collation data: 45 ms of a phone's hydration of the search): keep
// one per locale, and make it only for a column that is not all numbers, which real data never has.
const collators = new Map<Locale, Intl.Collator>()
function collatorFor(locale: Locale): Intl.Collator {
  let collator = collators.get(locale)
  if (!collator) {
    collator = new Intl.Collator(LOCALE_TAGS[locale])
    collators.set(locale, collator)
  }
  return collator
}

/**
 * Slider bounds around the data: area out to multiples of 10 m² (delta 10),
 * floors as whole numbers, price out to 0.1 million roubles around the priced flats only.
 */
function boundsOf(index: Omit<CatalogueIndex, 'bounds' | 'order' | 'locale'>): CatalogueBounds {
  const area = span(index.sq)
  const floor = span(index.f)
  const price = span(index.tc, true)
  return {
    area: area ? { min: Math.floor(area.min / 10) * 10, max: Math.ceil(area.max / 10) * 10 } : ZERO,
    floor: floor ? { min: Math.floor(floor.min), max: Math.ceil(floor.max) } : ZERO,
    price: price
      ? { min: Math.floor(price.min / 100_000) / 10, max: Math.ceil(price.max / 100_000) / 10 }
      : ZERO,
    buildings: [...index.b.values].sort((x, y) => x - y),
    bedrooms: [0, 1, 2, 3, 4, 5],
    status: [...STATUSES],
  }
}

/** The sun-and-view columns of rows `alts`; every flat without figures while none are loaded. */
function sunColumns(alts: readonly Alt[], source: SunSearchIndex | null) {
  const n = alts.length
  const sun = new Float64Array(n).fill(-1)
  const evening = new Uint8Array(n)
  const water = new Uint8Array(n)
  for (let i = 0; source && i < n; i++) {
    const entry = Object.hasOwn(source, alts[i] as Alt) ? source[alts[i] as Alt] : undefined
    if (!entry) continue
    sun[i] = Number.isFinite(entry.sun) ? entry.sun : -1
    evening[i] = entry.evening === true ? 1 : 0
    water[i] = entry.water === true ? 1 : 0
  }
  return { sunSource: source, sun, evening, water }
}

export function buildCatalogueIndex(
  apartments: Record<Alt, Apartment>,
  locale: Locale,
  sunSource: SunSearchIndex | null = null,
): CatalogueIndex {
  // Rows that are not objects (a partial or broken answer) are left out rather than crash a render.
  const present = Object.keys(apartments ?? {}).filter((alt) => {
    const row: unknown = apartments[alt]
    return row !== null && typeof row === 'object'
  })
  const alts = sortAlts(present)
  const n = alts.length
  const items: Apartment[] = new Array(n)
  const sq = new Float64Array(n)
  const f = new Float64Array(n)
  const tc = new Float64Array(n)
  const rc = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    const a = apartments[alts[i] as Alt] as Apartment
    items[i] = a
    sq[i] = a.sq
    f[i] = a.f
    tc[i] = a.tc
    rc[i] = a.rc
  }
  const columns = {
    size: n,
    alts,
    items,
    sq,
    f,
    tc,
    b: categoryColumn(items, 'b'),
    rc: categoryColumn(items, 'rc'),
    st: categoryColumn(items, 'st'),
    ...sunColumns(alts, sunSource),
  }
  const collator = () => collatorFor(locale)
  const identity = Int32Array.from(alts.keys())
  return {
    ...columns,
    locale,
    order: {
      none: { asc: identity, desc: identity },
      price: onRequestLast(sortOrder(items, SORT_FIELDS.price, tc, collator), tc),
      area: sortOrder(items, SORT_FIELDS.area, sq, collator),
      rooms: sortOrder(items, SORT_FIELDS.rooms, rc, collator),
      sun: numericOrder(columns.sun),
    },
    bounds: boundsOf(columns),
  }
}

/**
 * The index for new apartment objects when no row can have moved, e.g. after a favourite toggle
 * changed `fav` flags: one O(n) check instead of sorting again. Anything sorted or filtered on that
 * changed, a different set of alts, another locale or other sun figures falls back to a full build.
 */
export function refreshCatalogueIndex(
  index: CatalogueIndex,
  apartments: Record<Alt, Apartment>,
  locale: Locale = index.locale,
  sunSource: SunSearchIndex | null = index.sunSource,
): CatalogueIndex {
  const rebuild = () => buildCatalogueIndex(apartments, locale, sunSource)
  if (
    locale !== index.locale ||
    sunSource !== index.sunSource ||
    Object.keys(apartments ?? {}).length !== index.size
  ) {
    return rebuild()
  }
  const items: Apartment[] = new Array(index.size)
  const { b, rc, st } = index
  for (let i = 0; i < index.size; i++) {
    const a = apartments[index.alts[i] as Alt]
    if (
      a === undefined ||
      !Object.is(a.sq, index.sq[i]) ||
      !Object.is(a.f, index.f[i]) ||
      !Object.is(a.tc, index.tc[i]) ||
      a.b !== b.values[b.slots[i] as number] ||
      a.rc !== rc.values[rc.slots[i] as number] ||
      a.st !== st.values[st.slots[i] as number]
    ) {
      return rebuild()
    }
    items[i] = a
  }
  return { ...index, items }
}
