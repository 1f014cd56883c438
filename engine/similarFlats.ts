// The flats a buyer looking at one flat would weigh next: same number of bedrooms, on sale, nearest
// in area and in price, never the flat itself. Pure; the flat page runs it on the catalogue it has.

import { compareAlts } from './alt'
import type { Apartment } from './types'

/** How many the flat page shows when there are that many. */
export const SIMILAR_FLATS = 3

/**
 * Distance as the sum of relative gaps: 10 % more area weighs as much as 10 % more price, so a
 * studio and a residence are compared on their own scale. Both are measured against `flat`.
 */
export function similarity(flat: Apartment, other: Apartment): number {
  return (
    Math.abs(other.sq - flat.sq) / Math.max(flat.sq, 1) +
    Math.abs(other.tc - flat.tc) / Math.max(flat.tc, 1)
  )
}

/** Up to `count` flats nearest to `flat`, nearest first; ties go to the lower alt. */
export function similarFlats(
  flat: Apartment,
  flats: Iterable<Apartment>,
  count = SIMILAR_FLATS,
): Apartment[] {
  const candidates: { apartment: Apartment; distance: number }[] = []
  for (const other of flats) {
    if (other.alt === flat.alt || other.rc !== flat.rc || other.st !== 1) continue
    candidates.push({ apartment: other, distance: similarity(flat, other) })
  }
  candidates.sort(
    (a, b) => a.distance - b.distance || compareAlts(a.apartment.alt, b.apartment.alt),
  )
  return candidates.slice(0, Math.max(0, count)).map((c) => c.apartment)
}
