// The live catalogue with the visitor's favourites applied: { state, data, retry }.
// Environment: client; the prerendered HTML shows the loading state, a server-rendered plans link
// its slice of the catalogue (hydraSeed.ts).

import { useContext, useDeferredValue, useMemo, useSyncExternalStore } from 'react'
import { applyFavourites } from '../../engine/favourites'
import type { HydraData } from '../../engine/types'
import { HydraSeed, seededView } from './hydraSeed'
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

/** `at`: the building the screen shows, where a server-rendered link's slice may stand in. */
export function useHydraData(at?: number): HydraView {
  const live = useSyncExternalStore(hydraStore.subscribe, hydraStore.get, hydraStore.server)
  const seed = useContext(HydraSeed)
  // A server-rendered link's slice stands in, inside its building, until the whole catalogue has
  // loaded; if that fails, the page says so (and offers a retry) over the slice it already shows.
  const current = useMemo(() => seededView(live, seed, at), [live, seed, at])
  // New data re-renders whole screens: in the background, in slices that let a tap through,
  // rather than in one task (the catalogue arriving blocked a phone for 60-80 ms at once).
  const snapshot = useDeferredValue(current)
  const favourites = useFavouriteList()
  const data = useMemo(() => {
    const apartments = applyFavourites(snapshot.data.apartments, favourites)
    return apartments === snapshot.data.apartments
      ? snapshot.data
      : { ...snapshot.data, apartments }
  }, [snapshot.data, favourites])
  return { state: snapshot.state, data, retry }
}
