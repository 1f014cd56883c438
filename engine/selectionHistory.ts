// Carries the selection machine's URL intents to a HistoryAdapter (push or replace).
// The only effect is calling the adapter; the page's other query parameters are preserved.

import type { HistoryAdapter } from './adapters'
import { patchQuery, readQuery } from './queryString'
import { SELECTION_KEYS } from './selectionQuery'
import type { NavWriteEvent } from './selectionMachine'

/** The page query after a selection intent: selection keys replaced, filters and options kept. */
export function navSearch(currentSearch: string, selection: string): string {
  const params = readQuery(selection)
  const patch: Record<string, string | null> = {}
  for (const key of SELECTION_KEYS) patch[key] = params.get(key)
  return patchQuery(currentSearch, patch)
}

interface NavSource {
  on(type: 'nav.write', handler: (event: NavWriteEvent) => void): { unsubscribe(): void }
}

/**
 * Call before `actor.start()` so the correction of the first URL is written too. The UI side:
 *   const actor = createActor(selectionMachine, { input: { query: location.search } })
 *   bindSelectionHistory(actor, { search: () => location.search, push: ..., replace: ... })
 *   actor.start(); fetch data, then actor.send({ type: 'data.load', data })
 *   on popstate: actor.send({ type: 'query.sync', query: location.search })
 */
export function bindSelectionHistory(actor: NavSource, historyAdapter: HistoryAdapter): () => void {
  const subscription = actor.on('nav.write', (event) => {
    const search = navSearch(historyAdapter.search(), event.query)
    if (event.mode === 'push') historyAdapter.push(search)
    else historyAdapter.replace(search)
  })
  return () => subscription.unsubscribe()
}
