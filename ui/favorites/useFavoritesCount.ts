// The number of saved flats for the header icon, kept in step with other tabs.

import { useSyncExternalStore } from 'react'
import { favoritesStorage } from './favoritesStorage'

export function useFavoritesCount(): number {
  return useSyncExternalStore(
    favoritesStorage.subscribe,
    () => favoritesStorage.read().length,
    () => 0,
  )
}
