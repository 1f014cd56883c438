// The catalogue search: filters then sort, over a prebuilt CatalogueIndex.
// Pure; one pass over a precomputed order with typed-array masks and no closures in the loop.

import type { CatalogueFilters, Range } from './catalogueFilters'
import type { CategoryColumn, CatalogueIndex } from './catalogueIndex'
import type { SortState } from './catalogueSort'
import type { Alt, Apartment } from './types'

export interface CatalogueResults {
  /** Alts in display order. */
  readonly keys: readonly Alt[]
  /** Apartments in display order. */
  readonly values: readonly Apartment[]
  /** Alt -> apartment for the matches only; built on first read, then kept. */
  readonly object: Record<Alt, Apartment>
}

/**
 * Filling a 20 000-key object costs more than the whole search (about 5 ms against 1 ms), and a
 * list renders from keys and values, so the lookup object is made only when someone reads it.
 */
class Results implements CatalogueResults {
  #object: Record<Alt, Apartment> | null = null

  constructor(
    readonly keys: readonly Alt[],
    readonly values: readonly Apartment[],
  ) {}

  get object(): Record<Alt, Apartment> {
    if (this.#object === null) {
      const object: Record<Alt, Apartment> = {}
      for (let i = 0; i < this.keys.length; i++) {
        object[this.keys[i] as Alt] = this.values[i] as Apartment
      }
      this.#object = object
    }
    return this.#object
  }
}

/** Null when the filter is off: every slot passes. */
function maskOf(column: CategoryColumn, wanted: readonly number[]): Uint8Array | null {
  if (wanted.length === 0) return null
  const mask = new Uint8Array(column.values.length)
  column.values.forEach((value, slot) => {
    if (wanted.includes(value)) mask[slot] = 1
  })
  return mask
}

// Stryker disable next-line ObjectLiteral: an open range is read only through `on`, which is falsy either way
const OPEN = { on: false, lo: 0, hi: 0 }

function limits(range: Range | null, scale = 1) {
  if (range === null) return OPEN
  // Prices are filtered in millions but stored in roubles: round away the float noise of x 1e6.
  return { on: true, lo: Math.round(range.min * scale), hi: Math.round(range.max * scale) }
}

export function searchCatalogue(
  index: CatalogueIndex,
  filters: CatalogueFilters,
  sort: SortState,
): CatalogueResults {
  const order = sort.asc ? index.order[sort.key].asc : index.order[sort.key].desc
  const bMask = maskOf(index.b, filters.buildings)
  const rcMask = maskOf(index.rc, filters.bedrooms)
  const stMask = maskOf(index.st, filters.status)
  const area = limits(filters.area)
  const floor = limits(filters.floor)
  const price = limits(filters.price, 1_000_000)
  const { alts, items, sq, f, tc, evening, water } = index
  const { eveningSun, waterView } = filters
  const bSlots = index.b.slots
  const rcSlots = index.rc.slots
  const stSlots = index.st.slots

  const keys: Alt[] = []
  const values: Apartment[] = []
  for (let k = 0; k < order.length; k++) {
    const i = order[k] as number
    if (bMask !== null && bMask[bSlots[i] as number] === 0) continue
    if (rcMask !== null && rcMask[rcSlots[i] as number] === 0) continue
    // Sold flats only with the switch on; the status chips choose among the rest.
    if ((items[i] as Apartment).st === 0) {
      if (!filters.sold) continue
    } else if (stMask !== null && stMask[stSlots[i] as number] === 0) continue
    // Written as !(inside) so that a NaN field fails an active range instead of slipping through.
    if (area.on && !((sq[i] as number) >= area.lo && (sq[i] as number) <= area.hi)) continue
    if (floor.on && !((f[i] as number) >= floor.lo && (f[i] as number) <= floor.hi)) continue
    // A price filter is on only when narrower than the priced flats' span (setRange stores the
    // whole span as null): then a flat whose price is on request (0) is outside it, whatever lo is.
    if (
      price.on &&
      !((tc[i] as number) > 0 && (tc[i] as number) >= price.lo && (tc[i] as number) <= price.hi)
    )
      continue
    // A flat without sun figures (not loaded, or none computed) never passes a sun filter.
    if (eveningSun && evening[i] !== 1) continue
    if (waterView && water[i] !== 1) continue
    keys.push(alts[i] as Alt)
    values.push(items[i] as Apartment)
  }
  return new Results(keys, values)
}

/** Number of results, for the pluralised count line. */
export function resultCount(results: CatalogueResults): number {
  return results.keys.length
}
