// The search screen's state: the index of the live data, filters and sort read from the URL, and
// the results. Every change is written back to the URL, so a shared link opens the same view. The
// sun-and-view figures load only when a sun filter or the sun sort asks for them.

import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react'
import {
  type CatalogueFilters,
  type RangeFilter,
  type Range,
  resetFilters,
  type SetFilter,
  setRange,
  setSold,
  setSunFilter,
  type SunFilter,
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
import { useSunSearch } from '../api/useSunSearch'
import { locationSearch } from './locationSearch'

export function useCatalogueSearch(data: HydraData, locale: Locale) {
  const search = useSyncExternalStore(
    locationSearch.subscribe,
    locationSearch.get,
    locationSearch.server,
  )
  const { filters, sort } = useMemo(() => readCatalogueQuery(search), [search])
  const needsSun = filters.eveningSun || filters.waterView || sort.key === 'sun'
  const sun = useSunSearch(needsSun)

  // A favourite toggle only changes `fav` flags: refresh keeps the sorted orders.
  const previous = useRef<CatalogueIndex | null>(null)
  const index = useMemo(() => {
    const next = previous.current
      ? refreshCatalogueIndex(previous.current, data.apartments, locale, sun.index)
      : buildCatalogueIndex(data.apartments, locale, sun.index)
    previous.current = next
    return next
  }, [data.apartments, locale, sun.index])

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
  const sunFilter = useCallback(
    (key: SunFilter, on: boolean) => write(setSunFilter(filters, key, on), sort, 'push'),
    [filters, sort, write],
  )
  const reset = useCallback(() => write(resetFilters(), sort, 'push'), [sort, write])
  const resetAll = useCallback(() => write(resetFilters(), { ...DEFAULT_SORT }, 'push'), [write])

  /** A sun filter or sort is on and its figures are not here yet (or failed to come). */
  const sunPending = needsSun && sun.state !== 'ready'
  const sunFailed = needsSun && sun.state === 'failed'
  return {
    index,
    filters,
    sort,
    results,
    toggle,
    range,
    chooseKey,
    showSold,
    sunFilter,
    sunPending,
    sunFailed,
    reset,
    resetAll,
  }
}

export type CatalogueSearch = ReturnType<typeof useCatalogueSearch>
