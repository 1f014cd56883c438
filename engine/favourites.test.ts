import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyFavourites,
  FAVOURITES_KEY,
  favouriteEntries,
  parseFavourites,
  serializeFavourites,
  toggleFavourite,
} from './favourites'
import { makeHydraData } from './fixtures'

describe('parseFavourites', () => {
  it.each([
    [null, []],
    ['', []],
    ['11-1-3-2', ['11-1-3-2']],
    ['11-1-3-2,21-1-1-1', ['11-1-3-2', '21-1-1-1']],
    ['11-1-3-2,11-1-3-2,21-1-1-1,11-1-3-2', ['11-1-3-2', '21-1-1-1']], // duplicates
    [' 11-1-3-2 , 21-1-1-1 ', ['11-1-3-2', '21-1-1-1']],
    ['11,11-1,11-1-3,11-1-3-2-1,11-1-3-2', ['11-1-3-2']], // only flats
    ['["11-1-3-2","21-1-1-1"]', []], // JSON is foreign
    ['{"a":1}', []],
    ['undefined', []],
    ['null,,11-1-3-x,,21-1-1-1', ['21-1-1-1']],
    ['0-1-1-1,011-1-1-1', []],
  ])('%j -> %j', (raw, list) => {
    expect(parseFavourites(raw)).toEqual(list)
  })

  it('never throws, whatever storage holds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (raw) => {
        const list = parseFavourites(raw)
        expect(list.every((alt) => /^[1-9]\d*(-[1-9]\d*){3}$/.test(alt))).toBe(true)
        expect(new Set(list).size).toBe(list.length)
      }),
    )
  })

  it('round-trips any list of flat alts through the stored string', () => {
    const alt = fc
      .tuple(...[0, 1, 2, 3].map(() => fc.integer({ min: 1, max: 99 })))
      .map((p) => p.join('-'))
    fc.assert(
      fc.property(fc.uniqueArray(alt), (list) => {
        expect(parseFavourites(serializeFavourites(list))).toEqual(list)
      }),
    )
  })

  it("is stored under the key favorites, which buyers' saved flats already use", () => {
    expect(FAVOURITES_KEY).toBe('favorites')
  })
})

describe('toggleFavourite', () => {
  it.each([
    [[], '11-1-3-2', ['11-1-3-2']],
    [['11-1-3-2'], '21-1-1-1', ['11-1-3-2', '21-1-1-1']], // added at the end
    [['11-1-3-2', '21-1-1-1'], '11-1-3-2', ['21-1-1-1']],
    [['11-1-3-2'], '11-1-3', ['11-1-3-2']], // not a flat: unchanged
    [['11-1-3-2'], 'x', ['11-1-3-2']],
  ])('%j toggle %s -> %j', (list, alt, expected) => {
    expect(toggleFavourite(list, alt)).toEqual(expected)
  })
})

describe('applyFavourites', () => {
  const data = makeHydraData()

  it('sets fav on listed flats and clears it elsewhere', () => {
    const once = applyFavourites(data.apartments, ['11-1-1-1', '21-1-2-3'])
    expect(
      Object.values(once)
        .filter((a) => a.fav)
        .map((a) => a.alt),
    ).toEqual(['11-1-1-1', '21-1-2-3'])
    const twice = applyFavourites(once, ['21-1-2-3'])
    expect(twice['11-1-1-1']?.fav).toBe(false)
    expect(twice['21-1-2-3']).toBe(once['21-1-2-3']) // unchanged rows keep their identity
  })

  it('returns the same record when nothing changes', () => {
    expect(applyFavourites(data.apartments, [])).toBe(data.apartments)
    expect(data.apartments['11-1-1-1']?.fav).toBe(false) // input never mutated
  })
})

describe('favouriteEntries', () => {
  it('keeps a flat that left the data, marked missing', () => {
    const data = makeHydraData()
    const entries = favouriteEntries(['21-1-1-1', '99-1-1-1'], data)
    expect(entries.map(({ alt, missing }) => ({ alt, missing }))).toEqual([
      { alt: '21-1-1-1', missing: false },
      { alt: '99-1-1-1', missing: true },
    ])
    expect(entries[0]?.apartment?.fav).toBe(true)
    expect(entries[1]?.apartment).toBeNull()
  })
})
