// Favourites over a StorageAdapter: reads once, writes on toggle, follows other tabs' writes.
// Its only effects go through the adapter; corrupt stored values read as an empty or shorter list.

import type { StorageAdapter } from './adapters'
import { FAVOURITES_KEY, parseFavourites, serializeFavourites, toggleFavourite } from './favourites'
import type { Alt } from './types'

export interface FavouritesStore {
  list(): readonly Alt[]
  has(alt: Alt): boolean
  /** Adds or removes, persists, notifies; returns the new list. */
  toggle(alt: Alt): readonly Alt[]
  /** Clears the list (kiosk idle reset). */
  clear(): void
  subscribe(listener: (list: readonly Alt[]) => void): () => void
  /** Stops following the storage. */
  close(): void
}

function sameList(a: readonly Alt[], b: readonly Alt[]): boolean {
  return a.length === b.length && a.every((alt, i) => alt === b[i])
}

export function createFavouritesStore(storage: StorageAdapter): FavouritesStore {
  const read = (): Alt[] => {
    // An adapter over a blocked localStorage may throw on read; that is an empty list, not a crash.
    try {
      return parseFavourites(storage.get(FAVOURITES_KEY))
    } catch {
      return []
    }
  }
  let list: readonly Alt[] = read()
  const listeners = new Set<(list: readonly Alt[]) => void>()

  const update = (next: readonly Alt[], persist: boolean) => {
    if (sameList(next, list)) return
    list = next
    if (persist) {
      // Quota or private mode: the list still works for this page, it just is not kept.
      try {
        storage.set(FAVOURITES_KEY, serializeFavourites(list))
      } catch {}
    }
    for (const listener of [...listeners]) listener(list)
  }

  const unsubscribeStorage = storage.subscribe?.((key) => {
    if (key === null || key === FAVOURITES_KEY) update(read(), false)
  })

  return {
    list: () => list,
    has: (alt) => list.includes(alt),
    toggle(alt) {
      update(toggleFavourite(list, alt), true)
      return list
    },
    clear: () => update([], true),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close() {
      unsubscribeStorage?.()
      listeners.clear()
    },
  }
}
