// The number of saved flats for the header icon, kept in step with other tabs.

import { useSyncExternalStore } from 'react'
import { favouritesStorage } from './favouritesStorage'

export function useFavouritesCount(): number {
  return useSyncExternalStore(
    favouritesStorage.subscribe,
    () => favouritesStorage.read().length,
    () => 0,
  )
}
