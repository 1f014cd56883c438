// Favourites: flat alts kept as one comma-separated string.
// Pure; anything in storage that is not a flat alt is dropped quietly, never thrown on.

import { isFlatAlt } from './alt'
import type { Alt, Apartment, HydraData } from './types'

/**
 * localStorage key, spelt as the product spec fixes it: renamed, every buyer's saved flats would
 * be lost.
 */
export const FAVOURITES_KEY = 'favorites'

/** Keeps flat alts only, first occurrence wins: JSON, garbage and duplicates fall away. */
export function parseFavourites(raw: unknown): Alt[] {
  if (typeof raw !== 'string' || raw === '') return []
  const seen = new Set<Alt>()
  for (const part of raw.split(',')) {
    const alt = part.trim()
    if (isFlatAlt(alt)) seen.add(alt)
  }
  return [...seen]
}

export function serializeFavourites(list: readonly Alt[]): string {
  return parseFavourites(list.join(',')).join(',')
}

/** Adds at the end or removes; an alt that is not a flat's leaves the list as it was. */
export function toggleFavourite(list: readonly Alt[], alt: Alt): Alt[] {
  if (!isFlatAlt(alt)) return [...list]
  return list.includes(alt) ? list.filter((a) => a !== alt) : [...list, alt]
}

/**
 * The apartments with `fav` matching the list. Unchanged rows keep their identity and, when no
 * flag changes at all, the same record is returned, so memoised consumers do not recompute.
 */
export function applyFavourites(
  apartments: Record<Alt, Apartment>,
  list: readonly Alt[],
): Record<Alt, Apartment> {
  const favs = new Set(list)
  let out: Record<Alt, Apartment> | null = null
  for (const [alt, apartment] of Object.entries(apartments)) {
    const fav = favs.has(alt)
    if (apartment.fav === fav) continue
    out ??= { ...apartments }
    out[alt] = { ...apartment, fav }
  }
  return out ?? apartments
}

export interface FavouriteEntry {
  alt: Alt
  /** Null when the flat is no longer in the data. */
  apartment: Apartment | null
  /** The flat left the catalogue; it stays in the list so the visitor can see and remove it. */
  missing: boolean
}

/** The favourites page rows, in the order they were added. */
export function favouriteEntries(list: readonly Alt[], data: HydraData): FavouriteEntry[] {
  return list.map((alt) => {
    const apartment = data.apartments[alt] ?? null
    return { alt, apartment: apartment && { ...apartment, fav: true }, missing: apartment === null }
  })
}
