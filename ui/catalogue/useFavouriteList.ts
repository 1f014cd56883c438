// The saved flats (localStorage `favorites`) as a React value, and the toggle that writes them;
// the header count follows through the same storage. Environment: client (empty on the server).

import { useCallback, useSyncExternalStore } from 'react'
import { toggleFavourite } from '../../engine/favourites'
import type { Alt } from '../../engine/types'
import { favoritesStorage } from '../favorites/favoritesStorage'

const NONE: string[] = []

export function useFavouriteList(): readonly Alt[] {
  return useSyncExternalStore(favoritesStorage.subscribe, favoritesStorage.read, () => NONE)
}

export function useToggleFavourite(): (alt: Alt) => void {
  return useCallback((alt: Alt) => {
    favoritesStorage.write(toggleFavourite(favoritesStorage.read(), alt))
  }, [])
}
