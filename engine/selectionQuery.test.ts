import { describe, expect, it } from 'vitest'
import {
  isCanonicalSelection,
  parseSelectionToken,
  readSelectionQuery,
  selectionQuery,
  withSelection,
} from './selectionQuery'

describe('parseSelectionToken', () => {
  it.each([
    [null, undefined],
    ['11', 11],
    ['011', 11],
    ['first', 'first'],
    ['last', 'last'],
    ['current', 'current'],
    ['', null],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['FIRST', null],
    ['1e3', null],
    ['1234567890', null],
  ] as const)('%j -> %j', (value, token) => {
    expect(parseSelectionToken(value)).toBe(token)
  })
})

describe('readSelectionQuery', () => {
  it('reads the four keys in order and ignores the rest', () => {
    expect(readSelectionQuery('?sort=price&flat=2&building=11&section=first&floor=x')).toEqual([
      11,
      'first',
      null,
      2,
    ])
    expect(readSelectionQuery('')).toEqual([undefined, undefined, undefined, undefined])
  })
})

describe('selectionQuery', () => {
  it.each([
    [[], ''],
    [[11], 'building=11'],
    [[11, 1, 3, 2], 'building=11&section=1&floor=3&flat=2'],
  ])('%j -> %j', (path, query) => {
    expect(selectionQuery(path)).toBe(query)
  })
})

describe('isCanonicalSelection', () => {
  it.each([
    ['building=11&section=1', [11, 1], true],
    ['?section=1&building=11&sort=area', [11, 1], true], // order and other keys do not matter
    ['building=011&section=1', [11, 1], false],
    ['building=first', [11], false],
    ['building=11&building=11', [11], false],
    ['building=11&floor=2', [11], false],
    ['building=', [], false],
    ['', [], true],
  ])('%j for %j -> %s', (search, path, expected) => {
    expect(isCanonicalSelection(search, path)).toBe(expected)
  })
})

describe('withSelection', () => {
  it.each([
    ['sort=price', [11, 2], 'sort=price&building=11&section=2'],
    ['building=11&section=2&floor=1&sort=price', [11], 'building=11&sort=price'],
    ['building=11&view=floor', [], 'view=floor'],
  ])('%j with %j -> %j', (search, path, expected) => {
    expect(withSelection(search, path)).toBe(expected)
  })
})
