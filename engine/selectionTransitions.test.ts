import { describe, expect, it } from 'vitest'
import { makeHydraData } from './fixtures'
import {
  decreasedPath,
  goBack,
  initialSelection,
  selectAlt,
  selectAt,
  syncQuery,
} from './selectionTransitions'

describe('decreasedPath: one level up, named by where it goes', () => {
  it.each([
    [[], []],
    [[11], []], // building -> empty
    [[11, 1], [11]], // section -> its building, the screen it was chosen on
    [
      [11, 1, 3],
      [11, 1],
    ], // floor -> section
    [
      [11, 1, 3, 2],
      [11, 1, 3],
    ], // flat -> floor
  ])('%j -> %j', (path, expected) => {
    expect(decreasedPath(path)).toEqual(expected)
  })

  it('takes a floor of a one-section building back to the building', () => {
    expect(decreasedPath([21, 1, 2], makeHydraData())).toEqual([21])
    expect(decreasedPath([11, 2, 3], makeHydraData())).toEqual([11, 2])
  })
})

describe('pure transitions', () => {
  const data = makeHydraData()

  it('initialSelection without data remembers the query only', () => {
    expect(initialSelection({ query: 'building=11' })).toMatchObject({
      path: [],
      level: 'empty',
      pending: 'building=11',
      nav: { query: '', mode: 'none' },
    })
  })

  it('initialSelection with data resolves at once', () => {
    expect(initialSelection({ query: 'building=last', data })).toMatchObject({
      path: [31],
      level: 'building',
      query: 'building=31',
      pending: null,
      nav: { query: 'building=31', mode: 'replace' },
    })
  })

  it.each([
    [0, 11],
    [5, 11],
  ])('selectAt depth %i is ignored', (depth, token) => {
    const state = initialSelection({ data })
    expect(selectAt(state, depth, token).nav.mode).toBe('none')
  })

  it('chains select, sync and back without touching the input state', () => {
    const start = initialSelection({ data })
    const flat = selectAlt(start, '11-2-3-1')
    expect(flat.nav).toEqual({ query: 'building=11&section=2&floor=3&flat=1', mode: 'push' })
    const floor = goBack(flat)
    expect(floor.path).toEqual([11, 2, 3])
    // 21 has one section: its section screen is its building screen, and the URL says so.
    const synced = syncQuery(floor, 'building=21&section=1')
    expect(synced).toMatchObject({
      level: 'building',
      nav: { query: 'building=21', mode: 'replace' },
    })
    const again = selectAlt(synced, '21-1')
    expect(again.nav.mode).toBe('none')
    expect(start.path).toEqual([])
    expect(flat.path).toEqual([11, 2, 3, 1])
  })
})
