// The prices of the flats a buyer can still choose under each place (building "11", section
// "11-1", floor "11-1-3"): how many, the lowest and the highest total price. Pure.

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

/** Sold flats and flats without a positive price are left out, so a range never starts at 0. */
export function priceRanges(apartments: Iterable<Apartment>): Map<Alt, PriceRange> {
  const ranges = new Map<Alt, PriceRange>()
  for (const a of apartments) {
    if (a.st <= 0 || !(a.tc > 0)) continue
    add(ranges, `${a.b}`, a.tc)
    add(ranges, `${a.b}-${a.s}`, a.tc)
    add(ranges, `${a.b}-${a.s}-${a.f}`, a.tc)
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
