// Edges of the selection that the mutation run (bench/MUTATION.md) found unguarded: the order of
// the choices whatever the order of the data, rows that are not rows, a selection made before the
// data or above the current place, and the master plan's back button.

import { describe, expect, it } from 'vitest'
import { makeHydraData } from './fixtures'
import { availableChildren, buildSelectionIndex } from './selectionIndex'
import { selectionQuery } from './selectionQuery'
import {
  goBack,
  initialSelection,
  selectAlt,
  selectAt,
  selectRequest,
} from './selectionTransitions'
import type { HydraData } from './types'

describe('the selection index', () => {
  it('lists children in ascending order, whatever order the data lists them in', () => {
    const data = makeHydraData()
    const reversed = (rows: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(rows).reverse())
    const shuffled = {
      ...data,
      sections: reversed(data.sections),
      floors: reversed(data.floors),
      apartments: reversed(data.apartments),
    } as HydraData
    const index = buildSelectionIndex(shuffled)
    expect(availableChildren(index, [11])).toEqual([1, 2])
    expect(availableChildren(index, [11, 2])).toEqual([1, 2, 3])
    expect(availableChildren(index, [11, 2, 3])).toEqual([1, 2])
  })

  it('reads a null row as nothing available, not as an error', () => {
    const data = makeHydraData()
    const broken = {
      ...data,
      apartments: { ...data.apartments, '11-1-1-1': null },
    } as unknown as HydraData
    expect(availableChildren(buildSelectionIndex(broken), [11, 1, 1])).toEqual([2])
  })
})

describe('selections', () => {
  const data = makeHydraData()

  it('made before the data arrives change nothing', () => {
    const waiting = initialSelection({ query: null })
    expect(waiting).toMatchObject({ path: [], pending: null, nav: { mode: 'none' } })
    expect(initialSelection()).toMatchObject({ path: [], pending: null })
    expect(selectRequest(waiting, [11])).toMatchObject({ path: [], nav: { mode: 'none' } })
  })

  it('up to the building from one of its sections pushes the building', () => {
    const section = selectAlt(initialSelection({ data }), '11-2')
    expect(selectRequest(section, [11])).toMatchObject({
      path: [11],
      nav: { query: 'building=11', mode: 'push' },
    })
  })

  it('of a sold or missing flat, or deeper than the catalogue goes, change nothing', () => {
    const sold = makeHydraData({ status: { '11-1-1-1': 0 } })
    const floor = selectAlt(initialSelection({ data: sold }), '11-1-1')
    expect(selectRequest(floor, [11, 1, 1, 1])).toMatchObject({
      path: [11, 1, 1],
      nav: { mode: 'none' },
    })
    expect(selectRequest(floor, [11, 1, 1, 9])).toMatchObject({ nav: { mode: 'none' } })
    expect(selectRequest(floor, [11, 1, 1, 2, 1])).toMatchObject({ nav: { mode: 'none' } })
    // A request with a gap (a query's missing section) names no place to land on.
    expect(selectRequest(floor, [21, undefined, 2])).toMatchObject({ nav: { mode: 'none' } })
    expect(selectRequest(floor, [21, undefined])).toMatchObject({ nav: { mode: 'none' } })
  })

  it('at a depth whose parent is not selected are ignored', () => {
    const start = initialSelection({ data })
    // A floor with no section selected: not building 11, which the token would name at depth 1.
    expect(selectAt(start, 3, 11)).toMatchObject({ path: [], nav: { mode: 'none' } })
    expect(selectAt(start, 1, 11)).toMatchObject({ path: [11], nav: { mode: 'push' } })
  })

  it('back from the master plan, or before the data, goes nowhere', () => {
    expect(goBack(initialSelection({ data })).nav.mode).toBe('none')
    expect(goBack(initialSelection({ query: 'building=11' })).nav.mode).toBe('none')
  })
})

describe('the selection query', () => {
  it('writes the four levels a path can have, never more', () => {
    expect(selectionQuery([11, 1, 3, 2, 7])).toBe('building=11&section=1&floor=3&flat=2')
  })
})
