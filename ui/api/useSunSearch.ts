// Every flat's sun-and-view search figures (the store of ./sunView.ts) in React: the current
// snapshot, with the load started once a caller wants them. Search, the floor's sun tint and its
// legend share the one store, so they load it once. Environment: server (idle), client.

import { useEffect, useSyncExternalStore } from 'react'
import { loadSunSearch, type SunSearchSnapshot, sunSearchStore } from './sunView'

export function useSunSearch(wanted: boolean): SunSearchSnapshot {
  const sun = useSyncExternalStore(
    sunSearchStore.subscribe,
    sunSearchStore.get,
    sunSearchStore.server,
  )
  useEffect(() => {
    if (wanted) loadSunSearch()
  }, [wanted])
  return sun
}
