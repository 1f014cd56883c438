import { describe, expect, it } from 'vitest'
import { hydraFromApartments, makeApartment } from '../../engine/fixtures'
import {
  MAX_FLATS,
  parseFlatsQuery,
  pdfFileName,
  readPdfQuery,
  resolveFlats,
} from './flatSelection'

describe('parseFlatsQuery', () => {
  it.each([
    ['11-1-2-3', ['11-1-2-3'], []],
    [' 11-1-2-3 , 11-1-2-4,,', ['11-1-2-3', '11-1-2-4'], []],
    ['11-1-2-3,11-1-2-3', ['11-1-2-3'], []],
    ['11-1-2', [], ['11-1-2']],
    ['11-1-2-3,abc,011-1-1-1', ['11-1-2-3'], ['abc', '011-1-1-1']],
    ['', [], []],
  ])('%j -> alts %j, malformed %j', (query, alts, malformed) => {
    expect(parseFlatsQuery(query)).toEqual({ alts, malformed })
  })

  it(`keeps at most ${MAX_FLATS} flats`, () => {
    const many = Array.from({ length: 50 }, (_, i) => `11-1-1-${i + 1}`).join(',')
    expect(parseFlatsQuery(many).alts).toHaveLength(MAX_FLATS)
  })
})

describe('readPdfQuery', () => {
  it.each([
    [{}, 'ru', { kind: 'intro', lang: 'ru' }],
    [{ flats: '' }, 'en', { kind: 'intro', lang: 'en' }],
    [{ flats: 'x' }, 'ru', { kind: 'malformed', malformed: ['x'], lang: 'ru' }],
    [{ flats: '11-1-1-1', lang: 'en' }, 'ru', { kind: 'flats', alts: ['11-1-1-1'], lang: 'en' }],
    [{ flats: '11-1-1-1', lang: 'de' }, 'ru', { kind: 'flats', alts: ['11-1-1-1'], lang: 'ru' }],
  ] as const)('%j on a %s page', (search, locale, expected) => {
    expect(readPdfQuery(search, locale)).toEqual(expected)
  })
})

describe('resolveFlats and the file name', () => {
  it('keeps the order asked for and reports flats the catalogue lacks', () => {
    const data = hydraFromApartments([makeApartment({ n: 2 }), makeApartment({ n: 1 })])
    const { flats, unknown } = resolveFlats(['11-1-1-1', '12-1-1-1', '11-1-1-2'], data)
    expect(flats.map((a) => a.alt)).toEqual(['11-1-1-1', '11-1-1-2'])
    expect(unknown).toEqual(['12-1-1-1'])
  })

  it.each([
    [['11-1-2-3'], 'ru', 'khvoya-11-1-2-3.pdf'],
    [['11-1-2-3'], 'en', 'khvoya-11-1-2-3.pdf'],
    [['11-1-2-3', '11-1-2-4'], 'ru', 'khvoya-izbrannoe.pdf'],
    [['11-1-2-3', '11-1-2-4'], 'en', 'khvoya-favourites.pdf'],
  ] as const)('%j in %s -> %s', (alts, locale, name) =>
    expect(pdfFileName(alts, locale)).toBe(name),
  )
})
