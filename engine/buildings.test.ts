import { describe, expect, it } from 'vitest'
import {
  buildingCodeFromLabel,
  buildingFormats,
  buildingLabel,
  buildingTheme,
  buildingType,
  catalogueBuildingCodes,
  isBuildingCode,
} from './buildings'
import { FIXTURE_CODES as BUILDING_CODES, makeApartment } from './fixtures'

describe('buildingLabel', () => {
  // First digit -> letter (А Б В / A B C), second digit -> number.
  it.each([
    [11, 'А1', 'A1'],
    [14, 'А4', 'A4'],
    [19, 'А9', 'A9'],
    [21, 'Б1', 'B1'],
    [22, 'Б2', 'B2'],
    [31, 'В1', 'C1'],
    [32, 'В2', 'C2'],
    // Buildings imported beside the thirteen follow the same rule.
    [23, 'Б3', 'B3'],
    [33, 'В3', 'C3'],
  ])('%i -> %s / %s', (code, ru, en) => {
    expect(buildingLabel(code, 'ru')).toBe(ru)
    expect(buildingLabel(code, 'en')).toBe(en)
  })

  it('uses Cyrillic letters in Russian', () => {
    expect([...buildingLabel(11, 'ru')].map((c) => c.codePointAt(0))).toEqual([0x410, 0x31])
    expect(buildingLabel(21, 'ru').codePointAt(0)).toBe(0x411)
    expect(buildingLabel(32, 'ru').codePointAt(0)).toBe(0x412)
  })

  it.each([[10], [20], [40], [41], [0], [-11], [11.5]])(
    'shows unknown code %d as its number',
    (code) => {
      expect(buildingLabel(code, 'ru')).toBe(String(code))
    },
  )
})

describe('buildingCodeFromLabel', () => {
  it.each([
    ['А1', 11],
    ['A1', 11],
    ['a9', 19],
    ['Б2', 22],
    ['B2', 22],
    ['В1', 31],
    ['C2', 32],
    [' c1 ', 31],
  ])('%j -> %i', (label, code) => {
    expect(buildingCodeFromLabel(label)).toBe(code)
  })

  it.each([
    ['Б3', 23],
    ['c3', 33],
  ])('%j -> %i, by the rule for a building the catalogue may add', (label, code) => {
    expect(buildingCodeFromLabel(label)).toBe(code)
  })

  it.each([['D1'], ['A0'], ['A10'], [''], ['11']])('%j -> null', (label) => {
    expect(buildingCodeFromLabel(label)).toBeNull()
  })

  it('inverts buildingLabel in both languages', () => {
    for (const code of BUILDING_CODES) {
      expect(buildingCodeFromLabel(buildingLabel(code, 'ru'))).toBe(code)
      expect(buildingCodeFromLabel(buildingLabel(code, 'en'))).toBe(code)
    }
  })
})

describe('type and theme', () => {
  it.each([
    [11, 'A', 'black'],
    [19, 'A', 'black'],
    [21, 'B', 'beige'],
    [23, 'B', 'beige'],
    [31, 'C', 'white'],
    [32, 'C', 'white'],
    [39, 'C', 'white'],
  ])('%i: type %s, %s theme', (code, type, theme) => {
    expect(isBuildingCode(code)).toBe(true)
    expect(buildingType(code)).toBe(type)
    expect(buildingTheme(code)).toBe(theme)
  })

  it.each([[10], [40], [99], [12.5]])('code %i outside the rule has no type or theme', (code) => {
    expect(isBuildingCode(code)).toBe(false)
    expect(buildingType(code)).toBeNull()
    expect(buildingTheme(code)).toBeNull()
  })
})

describe('the catalogue says which buildings there are', () => {
  it('lists every building the data has, sold out or not, ascending', () => {
    const data = {
      buildings: {
        '23': { alt: '23', b: 23, count: 2 },
        '11': { alt: '11', b: 11, count: 0 },
        junk: { alt: 'junk', b: 7, count: 1 },
      },
    }
    expect(catalogueBuildingCodes(data)).toEqual([11, 23])
    expect(catalogueBuildingCodes(null)).toEqual([])
  })

  it("reads each building's format off its flats", () => {
    const formats = buildingFormats([
      makeApartment({ b: 11, format: 'serviced' }),
      makeApartment({ b: 23, format: 'private' }),
      makeApartment({ b: 11, n: 2, format: 'serviced' }),
    ])
    expect([...formats]).toEqual([
      [11, 'serviced'],
      [23, 'private'],
    ])
  })
})
