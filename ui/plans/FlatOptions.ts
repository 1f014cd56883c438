// The plan view options of the flat screen (the product spec: viewMode, furniture, flatLevel), kept
// in the URL by engine/planOptions so a shared link shows the same view. Replacing, not pushing:
// a view switch is not a step the back button should undo. Environment: client.

import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react'
import { type PlanOptions, readPlanOptions, writePlanOptions } from '../../engine/planOptions'
import { HydraSeed } from '../catalogue/hydraSeed'
import { locationSearch } from '../catalogue/locationSearch'

export function useFlatOptions(): [PlanOptions, (patch: Partial<PlanOptions>) => void] {
  // A link the server rendered: its query is the server's view too, so hydration matches.
  const seed = useContext(HydraSeed)
  const search = useSyncExternalStore(
    locationSearch.subscribe,
    locationSearch.get,
    seed ? () => seed.query : locationSearch.server,
  )
  const options = useMemo(() => readPlanOptions(search), [search])
  const set = useCallback((patch: Partial<PlanOptions>) => {
    const current = readPlanOptions(window.location.search)
    locationSearch.write(
      writePlanOptions(window.location.search, { ...current, ...patch }),
      'replace',
    )
  }, [])
  return [options, set]
}
