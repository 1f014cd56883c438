import { describe, expect, it } from 'vitest'
import { makeHydraData } from './fixtures'
import { resolveSelection, resolveToken } from './resolveSpecial'
import {
  availableChildren,
  availablePrefix,
  buildSelectionIndex,
  isAvailablePath,
} from './selectionIndex'
import { readSelectionQuery } from './selectionQuery'

// 11: sections 1-2, floors 1-3, flats 1-2; floor 11-1-1 is sold out; 32 has nothing on sale.
const data = makeHydraData({
  layout: {
    11: { sections: 2, floors: 3, flats: 2 },
    21: { sections: 1, floors: 2, flats: 3 },
    32: { sections: 1, floors: 1, flats: 1 },
  },
  status: { '11-1-1-1': 0, '11-1-1-2': 0, '21-1-2-1': 0, '21-1-2-3': 3, '32-1-1-1': 0 },
})
const index = buildSelectionIndex(data)

describe('buildSelectionIndex', () => {
  it.each([
    [[], [11, 21]], // 32 has count 0
    [[11], [1, 2]],
    [
      [11, 1],
      [2, 3],
    ], // floor 1 sold out
    [
      [11, 1, 2],
      [1, 2],
    ],
    [
      [21, 1, 2],
      [2, 3],
    ], // flat 1 sold; flat 3 reserved still counts
    [[32], []],
    [[99], []],
  ])('children of %j are %j', (path, children) => {
    expect(availableChildren(index, path)).toEqual(children)
  })

  it('orders children numerically, not as strings', () => {
    const big = makeHydraData({ layout: { 11: { sections: 1, floors: 1, flats: 12 } } })
    expect(availableChildren(buildSelectionIndex(big), [11, 1, 1])).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ])
  })

  it('skips keys that are not alts of their collection', () => {
    const odd = makeHydraData()
    odd.buildings.x = { alt: 'x', b: 0, count: 3 }
    odd.sections['11'] = { alt: '11', b: 11, s: 0, count: 3 }
    expect(availableChildren(buildSelectionIndex(odd), [])).toEqual([11, 21, 31])
  })

  it.each([
    [[11, 1, 2, 1], true],
    [[11, 1, 1], false],
    [[21, 1, 2, 1], false],
    [[], true],
  ])('isAvailablePath(%j) = %s', (path, expected) => {
    expect(isAvailablePath(index, path)).toBe(expected)
  })

  it('availablePrefix keeps the valid head', () => {
    expect(availablePrefix(index, [21, 1, 2, 1])).toEqual([21, 1, 2])
    expect(availablePrefix(index, [11, 1, 1, 1])).toEqual([11, 1])
    expect(availablePrefix(index, [32, 1])).toEqual([])
  })
})

describe('resolveToken', () => {
  it.each([
    ['first', [2, 3, 5], undefined, 2],
    ['last', [2, 3, 5], undefined, 5],
    ['current', [2, 3, 5], 3, 3],
    ['current', [2, 3, 5], 4, null],
    ['current', [2, 3, 5], undefined, null],
    [3, [2, 3, 5], undefined, 3],
    [4, [2, 3, 5], undefined, null],
    ['first', [], undefined, null],
    ['last', [], undefined, null],
  ] as const)('%j in %j (current %j) -> %j', (token, children, current, expected) => {
    expect(resolveToken(token, children, current)).toBe(expected)
  })
})

describe('resolveSelection', () => {
  const resolve = (query: string, current: number[] = []) =>
    resolveSelection(readSelectionQuery(query), index, current)

  it.each([
    ['', [], true],
    ['building=11', [11], true],
    ['building=11&section=1&floor=2&flat=2', [11, 1, 2, 2], true],
    ['building=first', [11], true],
    ['building=last', [21], true], // 32 has nothing on sale
    ['building=11&section=first&floor=first&flat=last', [11, 1, 2, 2], true], // floor 1 sold out
    ['building=21&section=last&floor=last&flat=first', [21, 1, 2, 2], true],
    ['building=99', [], false],
    ['building=abc', [], false],
    ['building=32', [], false],
    ['building=11&section=1&floor=1', [11, 1], false], // sold-out floor
    ['building=21&section=1&floor=2&flat=1', [21, 1, 2], false], // sold flat (st 0)
    ['building=21&section=1&floor=2&flat=9', [21, 1, 2], false], // no such flat
    ['building=11&floor=2', [11], false], // gap: no section
    ['section=1', [], false],
    ['building=11&section=1&floor=2&flat=2.5', [11, 1, 2], false],
  ])('%j -> %j (complete %s)', (query, path, complete) => {
    expect(resolve(query)).toEqual({ path, complete })
  })

  it.each([
    ['building=current', [21, 1], [21]],
    ['building=current&section=current&floor=current', [11, 2, 3, 1], [11, 2, 3]],
    ['building=21&section=current&floor=current', [11, 1, 2, 1], [21, 1, 2]], // same numbers, new building
    ['building=current', [], []],
  ])('%j with current %j -> %j', (query, current, path) => {
    expect(resolve(query, current).path).toEqual(path)
  })
})
