import { describe, expect, it } from 'vitest'
import { chooseSort, compareValues, DEFAULT_SORT, isSortKey } from './catalogueSort'

describe('chooseSort', () => {
  it.each([
    [DEFAULT_SORT, 'price', { key: 'price', asc: true }], // new key: ascending
    [{ key: 'price', asc: true }, 'price', { key: 'price', asc: false }], // same key: toggle
    [{ key: 'price', asc: false }, 'price', { key: 'price', asc: true }],
    [{ key: 'price', asc: false }, 'area', { key: 'area', asc: true }], // new key resets
    [{ key: 'area', asc: true }, 'rooms', { key: 'rooms', asc: true }],
    [{ key: 'rooms', asc: false }, 'none', { key: 'none', asc: true }],
    [DEFAULT_SORT, 'none', { key: 'none', asc: true }], // none has no direction
  ] as const)('%j + %s -> %j', (sort, key, expected) => {
    expect(chooseSort(sort, key)).toEqual(expected)
  })

  it('knows its keys', () => {
    expect(['none', 'price', 'area', 'rooms', 'floor'].map(isSortKey)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ])
  })
})

describe('compareValues', () => {
  const ru = new Intl.Collator('ru-RU')
  const en = new Intl.Collator('en')

  it.each([
    [2, 10, -1], // numerically, not '10' < '2'
    [10, 2, 1],
    [3.5, 3.5, 0],
    [-1, 0, -1],
  ])('numbers %d vs %d -> %i', (a, b, sign) => {
    expect(Math.sign(compareValues(a, b, ru))).toBe(sign)
  })

  it('compares strings by the locale', () => {
    // Russian collation puts ё right after е, code units would put it after я.
    expect(Math.sign(compareValues('ёж', 'жук', ru))).toBe(-1)
    expect(['Б2', 'А1', 'В1', 'а2'].sort((a, b) => compareValues(a, b, ru))).toEqual([
      'А1',
      'а2',
      'Б2',
      'В1',
    ])
    expect(Math.sign(compareValues('b', 'A', en))).toBe(1)
  })

  it.each([
    [true, false, 1],
    [false, true, -1],
    [null, 'x', -1], // mixed: truthiness
    [0, 'x', -1],
    ['', 5, -1],
    [5, 'x', 0],
    [Number.NaN, 1, -1], // NaN is falsy
    [undefined, null, 0],
  ])('%j vs %j by truthiness -> %i', (a, b, sign) => {
    expect(Math.sign(compareValues(a, b, ru))).toBe(sign)
  })
})
