// The search screen's state: the index of the live data, filters and sort read from the URL, and
// the results. Every change is written back to the URL, so a shared link opens the same view.

import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react'
import {
  type CatalogueFilters,
  type RangeFilter,
  type Range,
  resetFilters,
  type SetFilter,
  setRange,
  setSold,
  toggleFilter,
} from '../../engine/catalogueFilters'
import {
  type CatalogueIndex,
  buildCatalogueIndex,
  refreshCatalogueIndex,
} from '../../engine/catalogueIndex'
import { readCatalogueQuery, writeCatalogueQuery } from '../../engine/catalogueQuery'
import { searchCatalogue } from '../../engine/catalogueSearch'
import { chooseSort, DEFAULT_SORT, type SortKey, type SortState } from '../../engine/catalogueSort'
import type { HydraData, Locale } from '../../engine/types'
import { locationSearch } from './locationSearch'

export function useCatalogueSearch(data: HydraData, locale: Locale) {
  const search = useSyncExternalStore(
    locationSearch.subscribe,
    locationSearch.get,
    locationSearch.server,
  )
  const { filters, sort } = useMemo(() => readCatalogueQuery(search), [search])

  // A favourite toggle only changes `fav` flags: refresh keeps the sorted orders.
  const previous = useRef<CatalogueIndex | null>(null)
  const index = useMemo(() => {
    const next = previous.current
      ? refreshCatalogueIndex(previous.current, data.apartments, locale)
      : buildCatalogueIndex(data.apartments, locale)
    previous.current = next
    return next
  }, [data.apartments, locale])

  const results = useMemo(() => searchCatalogue(index, filters, sort), [index, filters, sort])

  const write = useCallback(
    (next: CatalogueFilters, nextSort: SortState, mode: 'push' | 'replace') => {
      locationSearch.write(writeCatalogueQuery(window.location.search, next, nextSort), mode)
    },
    [],
  )

  const toggle = useCallback(
    (key: SetFilter, value: number) => write(toggleFilter(filters, key, value), sort, 'push'),
    [filters, sort, write],
  )
  const range = useCallback(
    (key: RangeFilter, value: Range) =>
      write(setRange(filters, key, value, index.bounds), sort, 'replace'),
    [filters, sort, index.bounds, write],
  )
  const chooseKey = useCallback(
    (key: SortKey) => write(filters, chooseSort(sort, key), 'push'),
    [filters, sort, write],
  )
  const showSold = useCallback(
    (on: boolean) => write(setSold(filters, on), sort, 'push'),
    [filters, sort, write],
  )
  const reset = useCallback(() => write(resetFilters(), sort, 'push'), [sort, write])
  const resetAll = useCallback(() => write(resetFilters(), { ...DEFAULT_SORT }, 'push'), [write])

  return { index, filters, sort, results, toggle, range, chooseKey, showSold, reset, resetAll }
}

export type CatalogueSearch = ReturnType<typeof useCatalogueSearch>
