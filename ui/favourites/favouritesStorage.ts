// The browser side of favourites: localStorage key `favorites`, comma-separated alts, and the
// storage event that keeps other tabs in step. Parsing rules live in the engine.

import { FAVOURITES_KEY, parseFavourites } from '../../engine/favourites'

const KEY = FAVOURITES_KEY
const listeners = new Set<() => void>()
/**
 * The one empty list, also the server's snapshot (useFavouriteList): the same object on both sides
 * means a visitor without favourites costs no forced re-render after hydration.
 */
export const NO_FAVOURITES: string[] = []
let cache: { raw: string | null; alts: string[] } = { raw: null, alts: NO_FAVOURITES }

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(KEY)
  } catch {
    return null
  }
}

function notify(): void {
  for (const l of listeners) l()
}

export const favouritesStorage = {
  read(): string[] {
    const raw = readRaw()
    if (raw !== cache.raw) {
      const alts = parseFavourites(raw)
      cache = { raw, alts: alts.length ? alts : NO_FAVOURITES }
    }
    return cache.alts
  },
  write(alts: string[]): void {
    try {
      if (alts.length) window.localStorage.setItem(KEY, alts.join(','))
      else window.localStorage.removeItem(KEY)
    } catch {
      // Private mode or a full quota: favourites stay for this page view only.
    }
    notify()
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    const onStorage = (e: StorageEvent) => {
      if (e.key === KEY || e.key === null) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  },
}
