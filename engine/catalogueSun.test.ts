import { describe, expect, it } from 'vitest'
import { type CatalogueFilters, DEFAULT_FILTERS, activeFilterCount } from './catalogueFilters'
import { buildCatalogueIndex, refreshCatalogueIndex } from './catalogueIndex'
import { readCatalogueQuery, writeCatalogueQuery } from './catalogueQuery'
import { searchCatalogue } from './catalogueSearch'
import { chooseSort, DEFAULT_SORT, type SortState } from './catalogueSort'
import { hydraFromApartments, makeApartment } from './fixtures'
import type { SunSearchIndex } from './sunView/sunSummary'

// Four flats in alt order a, b, c, d; d has no sun figures (a flat the build did not reach).
const a = makeApartment({ b: 11, s: 1, f: 1, n: 1, st: 1 })
const b = makeApartment({ b: 11, s: 1, f: 1, n: 2, st: 1 })
const c = makeApartment({ b: 11, s: 1, f: 2, n: 1, st: 1 })
const d = makeApartment({ b: 11, s: 1, f: 2, n: 2, st: 1 })
const data = hydraFromApartments([d, c, b, a])
const sun: SunSearchIndex = {
  [a.alt]: { sun: 3.1, evening: true, water: false },
  [b.alt]: { sun: 6.4, evening: false, water: true },
  [c.alt]: { sun: 6.4, evening: true, water: true },
}
const index = buildCatalogueIndex(data.apartments, 'ru', sun)
const keys = (over: Partial<CatalogueFilters>, sort: SortState = DEFAULT_SORT) =>
  searchCatalogue(index, { ...DEFAULT_FILTERS, ...over }, sort).keys

describe('sun filters', () => {
  it.each([
    [{ eveningSun: true }, [a.alt, c.alt]],
    [{ waterView: true }, [b.alt, c.alt]],
    [{ eveningSun: true, waterView: true }, [c.alt]],
    [{}, [a.alt, b.alt, c.alt, d.alt]],
  ])('%j keeps %j', (over, want) => {
    expect(keys(over)).toEqual(want)
  })

  it('lets no flat through a sun filter before the figures load', () => {
    const bare = buildCatalogueIndex(data.apartments, 'ru')
    const on = { ...DEFAULT_FILTERS, waterView: true }
    expect(searchCatalogue(bare, on, DEFAULT_SORT).keys).toEqual([])
    // The figures arriving rebuild the index even though no flat changed.
    const loaded = refreshCatalogueIndex(bare, data.apartments, 'ru', sun)
    expect(searchCatalogue(loaded, on, DEFAULT_SORT).keys).toEqual([b.alt, c.alt])
  })

  it('counts each ticked sun filter as one active filter', () => {
    expect(activeFilterCount({ ...DEFAULT_FILTERS, eveningSun: true, waterView: true })).toBe(2)
  })
})

describe('most sun first', () => {
  it('starts with the sunniest, ties in alt order, flats without figures last', () => {
    const sort = chooseSort(DEFAULT_SORT, 'sun')
    expect(sort).toEqual({ key: 'sun', asc: false })
    // 6.4 (b), 6.4 (c), 3.1 (a), then d with none.
    expect(keys({}, sort)).toEqual([b.alt, c.alt, a.alt, d.alt])
    expect(keys({}, chooseSort(sort, 'sun'))).toEqual([d.alt, a.alt, b.alt, c.alt])
  })
})

describe('sun filters and sort in the URL', () => {
  it('round-trips and leaves defaults out', () => {
    const filters = { ...DEFAULT_FILTERS, eveningSun: true, waterView: true }
    const query = writeCatalogueQuery('', filters, { key: 'sun', asc: false })
    expect(query).toBe('evening=1&water=1&sort=sun&order=desc')
    expect(readCatalogueQuery(`?${query}`)).toEqual({ filters, sort: { key: 'sun', asc: false } })
    expect(writeCatalogueQuery('', DEFAULT_FILTERS, DEFAULT_SORT)).toBe('')
  })

  it.each(['evening=yes', 'evening=2', 'water=true', 'water=', 'evening=1x'])(
    'reads a bad value %j as no filter',
    (query) => {
      const { filters } = readCatalogueQuery(`?${query}`)
      expect([filters.eveningSun, filters.waterView]).toEqual([false, false])
    },
  )

  it('reads an unknown sort as the default', () => {
    expect(readCatalogueQuery('?sort=sunny').sort).toEqual(DEFAULT_SORT)
  })
})
