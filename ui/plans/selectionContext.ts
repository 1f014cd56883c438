// The plans selection machine for React (STYLE: createActorContext, one useSelector per field),
// and the hook that ties it to the page: history writes, back/forward, and the live data.
// Environment: server (waiting, no data) and client.

import { createActorContext } from '@xstate/react'
import { useEffect } from 'react'
import { bindSelectionHistory } from '../../engine/selectionHistory'
import { selectionMachine } from '../../engine/selectionMachine'
import type { HydraData } from '../../engine/types'
import type { HydraStatus } from '../catalogue/hydraStore'
import { locationSearch } from '../catalogue/locationSearch'

export const SelectionContext = createActorContext(selectionMachine)

/** The query the machine starts from: the page URL in the browser, nothing on the server. */
export function initialQuery(): string {
  return typeof window === 'undefined' ? '' : window.location.search
}

/**
 * Selections push a history entry, corrections replace it; back/forward send the URL back in.
 * Data is handed over only once it loaded: a failed call keeps the shared URL's selection pending
 * until a retry succeeds, instead of resolving it against empty collections.
 */
export function useSelectionSync(state: HydraStatus, data: HydraData): void {
  const actor = SelectionContext.useActorRef()
  useEffect(() => {
    const unbind = bindSelectionHistory(actor, {
      search: () => window.location.search,
      push: (search) => locationSearch.write(search, 'push'),
      replace: (search) => locationSearch.write(search, 'replace'),
    })
    // Back to another page is the router's business: only this page's entries are read.
    const path = window.location.pathname
    const onPopState = () => {
      if (window.location.pathname !== path) return
      actor.send({ type: 'query.sync', query: window.location.search })
    }
    window.addEventListener('popstate', onPopState)
    return () => {
      unbind()
      window.removeEventListener('popstate', onPopState)
    }
  }, [actor])
  useEffect(() => {
    if (state === 'ready') actor.send({ type: 'data.load', data })
  }, [actor, state, data])
}
