// The saved flats (localStorage `favorites`) as a React value, and the toggle that writes them;
// the header count follows through the same storage. Environment: client (empty on the server).

import { useCallback, useSyncExternalStore } from 'react'
import { toggleFavourite } from '../../engine/favourites'
import type { Alt } from '../../engine/types'
import { favouritesStorage, NO_FAVOURITES } from '../favourites/favouritesStorage'

const none = () => NO_FAVOURITES

export function useFavouriteList(): readonly Alt[] {
  return useSyncExternalStore(favouritesStorage.subscribe, favouritesStorage.read, none)
}

export function useToggleFavourite(): (alt: Alt) => void {
  return useCallback((alt: Alt) => {
    favouritesStorage.write(toggleFavourite(favouritesStorage.read(), alt))
  }, [])
}
