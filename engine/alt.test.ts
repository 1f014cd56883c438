import { describe, expect, it } from 'vitest'
import {
  altPath,
  compareAlts,
  floorAbove,
  depthOfLevel,
  formatAlt,
  isAlt,
  isFlatAlt,
  leadsTo,
  levelOfDepth,
  parentAlt,
  parseAlt,
  SELECTION_LEVELS,
  sortAlts,
} from './alt'

describe('parseAlt', () => {
  it.each([
    ['11', [11]],
    ['11-1', [11, 1]],
    ['11-1-3', [11, 1, 3]],
    ['11-1-3-2', [11, 1, 3, 2]],
    ['999999999', [999_999_999]],
  ])('%s -> %j', (alt, path) => {
    expect(parseAlt(alt)).toEqual(path)
  })

  it.each([
    [''],
    ['-'],
    ['11-'],
    ['-11'],
    ['11--1'],
    ['11-1-3-2-1'], // five parts
    ['0'],
    ['11-0'],
    ['011'], // leading zero is not canonical
    ['1e3'],
    ['11.5'],
    [' 11'],
    ['А1'],
    ['1000000000'], // ten digits
    ['first'],
  ])('%j is not an alt', (alt) => {
    expect(parseAlt(alt)).toBeNull()
    expect(isAlt(alt)).toBe(false)
  })

  it('rejects values that are not strings', () => {
    expect(parseAlt(11 as unknown as string)).toBeNull()
    expect(isAlt(null)).toBe(false)
  })
})

describe('altPath and leadsTo', () => {
  it.each([
    ['11-1-3', [11, 1, 3]],
    ['', []],
    ['11-x', []],
    ['1-2-3-4-5', []],
  ])('altPath(%j) is %j: garbage reads as the site', (alt, path) => {
    expect(altPath(alt)).toEqual(path)
  })

  it.each([
    [[], [11, 2], true],
    [[11], [11, 2], true],
    [[11, 2], [11, 2], true],
    [[1], [11], false],
    [[11, 2], [11], false],
    [[12], [11, 2], false],
  ])('%j leads to %j: %s', (prefix, path, yes) => {
    expect(leadsTo(prefix, path)).toBe(yes)
  })
})

describe('formatAlt', () => {
  it.each([
    [[11], '11'],
    [[11, 1, 3, 2], '11-1-3-2'],
  ])('%j -> %s', (path, alt) => {
    expect(formatAlt(path)).toBe(alt)
  })

  it.each([[[]], [[11, 1, 3, 2, 1]], [[0]], [[11, -1]], [[11, 1.5]], [[Number.NaN]]])(
    '%j -> null',
    (path) => {
      expect(formatAlt(path)).toBeNull()
    },
  )

  it('round-trips with parseAlt', () => {
    for (const alt of ['32', '21-2', '13-3-5', '19-1-4-12']) {
      expect(formatAlt(parseAlt(alt) ?? [])).toBe(alt)
    }
  })
})

describe('isFlatAlt', () => {
  it.each([
    ['11-1-3-2', true],
    ['11-1-3', false],
    ['11', false],
    ['11-1-3-x', false],
  ])('%s -> %s', (alt, expected) => {
    expect(isFlatAlt(alt)).toBe(expected)
  })
})

describe('levels', () => {
  it.each([
    [0, 'empty'],
    [1, 'building'],
    [2, 'section'],
    [3, 'floor'],
    [4, 'flat'],
  ] as const)('depth %i is %s and back', (depth, level) => {
    expect(levelOfDepth(depth)).toBe(level)
    expect(depthOfLevel(level)).toBe(depth)
  })

  it('clamps depths outside 0-4', () => {
    expect(levelOfDepth(-1)).toBe('empty')
    expect(levelOfDepth(7)).toBe('flat')
    expect(SELECTION_LEVELS).toEqual(['empty', 'building', 'section', 'floor', 'flat'])
  })
})

describe('parentAlt', () => {
  it.each([
    ['11-1-3-2', '11-1-3'],
    ['11-1', '11'],
    ['11', ''],
  ])('%s -> %j', (alt, parent) => {
    expect(parentAlt(alt)).toBe(parent)
  })
})

describe('compareAlts and sortAlts', () => {
  it('orders numerically part by part, parents first, garbage last', () => {
    const input = ['11-1-3-10', 'zz', '11-1-3-2', '11', '2', '11-1', '11-1-3', '21-1-1-1', '11-2']
    const expected = [
      '2',
      '11',
      '11-1',
      '11-1-3',
      '11-1-3-2',
      '11-1-3-10',
      '11-2',
      '21-1-1-1',
      'zz',
    ]
    expect([...input].sort(compareAlts)).toEqual(expected)
    expect(sortAlts(input)).toEqual(expected)
  })

  it('sortAlts takes the comparator path for parts too large to pack', () => {
    expect(sortAlts(['11-1-1-1000', '11-1-1-999'])).toEqual(['11-1-1-999', '11-1-1-1000'])
  })

  it('sortAlts agrees with compareAlts on a shuffled catalogue', () => {
    const alts: string[] = []
    for (let b = 11; b <= 13; b++)
      for (let s = 1; s <= 3; s++)
        for (let f = 1; f <= 12; f++) for (let n = 1; n <= 11; n++) alts.push(`${b}-${s}-${f}-${n}`)
    const shuffled = [...alts].reverse()
    expect(sortAlts(shuffled)).toEqual([...shuffled].sort(compareAlts))
  })
})

describe('floorAbove', () => {
  it('names the floor above a two-level flat and nothing for a one-level one', () => {
    expect(floorAbove({ b: 23, s: 1, f: 1, lv: 2 })).toBe('23-1-2')
    expect(floorAbove({ b: 11, s: 1, f: 3, lv: 1 })).toBeNull()
  })
})
