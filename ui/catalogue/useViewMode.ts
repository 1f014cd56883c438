// List or chessboard, kept in the URL (`view=chess`) beside the filters.

import { useCallback, useSyncExternalStore } from 'react'
import { patchQuery, readQuery } from '../../engine/queryString'
import { locationSearch } from './locationSearch'

export type ViewMode = 'list' | 'chess'

export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const search = useSyncExternalStore(
    locationSearch.subscribe,
    locationSearch.get,
    locationSearch.server,
  )
  const mode: ViewMode = readQuery(search).get('view') === 'chess' ? 'chess' : 'list'
  const set = useCallback((next: ViewMode) => {
    const query = patchQuery(window.location.search, { view: next === 'chess' ? 'chess' : null })
    locationSearch.write(query, 'push')
  }, [])
  return [mode, set]
}
