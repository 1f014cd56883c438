// The flats a buyer looking at one flat would weigh next: same number of bedrooms, on sale, nearest
// in area and in price, never the flat itself. Pure; the flat page runs it on the catalogue it has.
// A price on request (0) is no price: it is never "cheap", and a flat without one is near by area.

import { compareAlts } from './alt'
import { hasPrice } from './priceRanges'
import type { Apartment } from './types'

/** How many the flat page shows when there are that many. */
export const SIMILAR_FLATS = 3

/**
 * Distance as the sum of relative gaps: 10 % more area weighs as much as 10 % more price, so a
 * studio and a residence are compared on their own scale. Both are measured against `flat`. When
 * either price is on request there is no price gap to measure: area alone.
 */
export function similarity(flat: Apartment, other: Apartment): number {
  const area = Math.abs(other.sq - flat.sq) / Math.max(flat.sq, 1)
  if (!hasPrice(flat) || !hasPrice(other)) return area
  return area + Math.abs(other.tc - flat.tc) / flat.tc
}

/**
 * Up to `count` flats nearest to `flat`, nearest first; ties go to the lower alt. A priced flat is
 * compared with priced flats only (a buyer weighing its price cannot weigh one not told); a flat
 * whose price is on request, with every flat on sale, by area.
 */
export function similarFlats(
  flat: Apartment,
  flats: Iterable<Apartment>,
  count = SIMILAR_FLATS,
): Apartment[] {
  const candidates: { apartment: Apartment; distance: number }[] = []
  const priced = hasPrice(flat)
  for (const other of flats) {
    if (other.alt === flat.alt || other.rc !== flat.rc || other.st !== 1) continue
    if (priced && !hasPrice(other)) continue
    candidates.push({ apartment: other, distance: similarity(flat, other) })
  }
  candidates.sort(
    (a, b) => a.distance - b.distance || compareAlts(a.apartment.alt, b.apartment.alt),
  )
  return candidates.slice(0, Math.max(0, count)).map((c) => c.apartment)
}
