// The prices of the flats a buyer can still choose under each place (building "11", section
// "11-1", floor "11-1-3"): how many, the lowest and the highest total price; and the one rule of
// a flat whose price is on request. Pure.

import { floorAbove } from './alt'
import { numberText } from './numberText'
import type { Alt, Apartment, Locale } from './types'

export interface PriceRange {
  /** Flats with a status above 0 (on sale, booked or reserved), as the counts of the live data. */
  count: number
  min: number
  max: number
}

function add(into: Map<Alt, PriceRange>, key: Alt, price: number): void {
  const range = into.get(key)
  if (!range) into.set(key, { count: 1, min: price, max: price })
  else {
    range.count += 1
    range.min = Math.min(range.min, price)
    range.max = Math.max(range.max, price)
  }
}

/**
 * False for a flat whose price is on request: a building imported from its architect's model is on
 * sale with `tc` 0 (and `t` 0) until the sales team's price list sets one. Every screen, sort,
 * filter and feed asks this instead of reading 0 as a price.
 */
export function hasPrice(flat: Pick<Apartment, 'tc'>): boolean {
  return Number.isFinite(flat.tc) && flat.tc > 0
}

/**
 * Sold flats and flats with the price on request are left out, so a range never starts at 0; a
 * place whose selectable flats are all on request has no range at all, though its count of flats
 * on sale is above 0: that pair is how a screen knows to say "price on request".
 */
export function priceRanges(apartments: Iterable<Apartment>): Map<Alt, PriceRange> {
  const ranges = new Map<Alt, PriceRange>()
  for (const a of apartments) {
    if (a.st <= 0 || !hasPrice(a)) continue
    add(ranges, `${a.b}`, a.tc)
    add(ranges, `${a.b}-${a.s}`, a.tc)
    add(ranges, `${a.b}-${a.s}-${a.f}`, a.tc)
    // A two-level flat is on offer on the floor above too, as the live data counts it there.
    const above = floorAbove(a)
    if (above) add(ranges, above, a.tc)
  }
  return ranges
}

/** The order of a floor's flats: on sale first, then booked, then reserved, sold last. */
export function saleRank(st: number): number {
  return st === 1 ? 0 : st === 2 ? 1 : st === 3 ? 2 : 3
}

/** Rounded down to 0.1 million, so "from" never promises less than the cheapest flat costs. */
export function millionsDown(rub: number): number {
  return Math.floor(rub / 100_000) / 10
}

/** Rounded up to 0.1 million, so the top of a range never hides the dearest flat. */
export function millionsUp(rub: number): number {
  return Math.ceil(rub / 100_000) / 10
}

/** 16.6 -> '16,6' (ru) or '16.6' (en): the canvas's twin of the catalogue's million format. */
export function millionsLabel(millions: number, locale: Locale): string {
  return numberText(millions, locale, { minFraction: 1, maxFraction: 1 })
}
