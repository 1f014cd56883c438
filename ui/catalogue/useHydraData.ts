// The live catalogue with the visitor's favourites applied: { state, data, retry }.
// Environment: client; the prerendered HTML shows the loading state.

import { useMemo, useSyncExternalStore } from 'react'
import { applyFavourites } from '../../engine/favourites'
import type { HydraData } from '../../engine/types'
import { type HydraStatus, hydraStore, loadHydra } from './hydraStore'
import { useFavouriteList } from './useFavouriteList'

export interface HydraView {
  state: HydraStatus
  data: HydraData
  retry: () => void
}

const retry = () => {
  void loadHydra()
}

export function useHydraData(): HydraView {
  const snapshot = useSyncExternalStore(hydraStore.subscribe, hydraStore.get, hydraStore.server)
  const favourites = useFavouriteList()
  const data = useMemo(() => {
    const apartments = applyFavourites(snapshot.data.apartments, favourites)
    return apartments === snapshot.data.apartments
      ? snapshot.data
      : { ...snapshot.data, apartments }
  }, [snapshot.data, favourites])
  return { state: snapshot.state, data, retry }
}
