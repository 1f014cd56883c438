import { describe, expect, it } from 'vitest'
import { formatQuery, patchQuery, readQuery } from './queryString'

describe('readQuery', () => {
  it.each([['?a=1&b=2'], ['a=1&b=2']])('reads %j with or without ?', (search) => {
    expect([...readQuery(search)]).toEqual([
      ['a', '1'],
      ['b', '2'],
    ])
  })

  it('never throws on malformed escapes', () => {
    expect(() => readQuery('%E0%A4%A&=%%&&==')).not.toThrow()
  })
})

describe('formatQuery', () => {
  it('keeps commas readable and escapes the rest', () => {
    expect(
      formatQuery([
        ['rooms', '1,2'],
        ['q', 'a b&c'],
      ]),
    ).toBe('rooms=1,2&q=a%20b%26c')
  })
})

describe('patchQuery', () => {
  it.each([
    ['', { building: '11' }, 'building=11'],
    ['sort=price', { building: '11' }, 'sort=price&building=11'],
    [
      'building=11&sort=price',
      { building: '12', section: '1' },
      'building=12&section=1&sort=price',
    ],
    ['building=11&building=12&x=1', { building: null }, 'x=1'],
    ['a=1&b=2', { c: null }, 'a=1&b=2'],
    ['?a=1', {}, 'a=1'],
  ])('%j + %j -> %j', (search, patch, expected) => {
    expect(patchQuery(search, patch)).toBe(expected)
  })
})
