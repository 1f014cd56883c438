import { describe, expect, it } from 'vitest'
import {
  BUILDING_CODES,
  buildingCodeFromLabel,
  buildingLabel,
  buildingTheme,
  buildingType,
  isBuildingCode,
  livingFormat,
} from './buildings'

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
  ])('%i -> %s / %s', (code, ru, en) => {
    expect(buildingLabel(code, 'ru')).toBe(ru)
    expect(buildingLabel(code, 'en')).toBe(en)
  })

  it('uses Cyrillic letters in Russian', () => {
    expect([...buildingLabel(11, 'ru')].map((c) => c.codePointAt(0))).toEqual([0x410, 0x31])
    expect(buildingLabel(21, 'ru').codePointAt(0)).toBe(0x411)
    expect(buildingLabel(32, 'ru').codePointAt(0)).toBe(0x412)
  })

  it.each([[10], [20], [23], [33], [41], [0], [-11], [11.5]])(
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

  it.each([['Б3'], ['D1'], ['A0'], ['A10'], [''], ['11']])('%j -> null', (label) => {
    expect(buildingCodeFromLabel(label)).toBeNull()
  })

  it('inverts buildingLabel in both languages', () => {
    for (const code of BUILDING_CODES) {
      expect(buildingCodeFromLabel(buildingLabel(code, 'ru'))).toBe(code)
      expect(buildingCodeFromLabel(buildingLabel(code, 'en'))).toBe(code)
    }
  })
})

describe('type, theme and living format', () => {
  it.each([
    [11, 'A', 'black', 'serviced'],
    [12, 'A', 'black', 'serviced'],
    [13, 'A', 'black', 'serviced'],
    [14, 'A', 'black', 'serviced'],
    [15, 'A', 'black', 'private'],
    [16, 'A', 'black', 'private'],
    [17, 'A', 'black', 'private'],
    [18, 'A', 'black', 'private'],
    [19, 'A', 'black', 'private'],
    [21, 'B', 'beige', 'private'],
    [22, 'B', 'beige', 'private'],
    [31, 'C', 'white', 'hotel'],
    [32, 'C', 'white', 'private'],
  ])('%i: type %s, %s theme, %s', (code, type, theme, format) => {
    expect(isBuildingCode(code)).toBe(true)
    expect(buildingType(code)).toBe(type)
    expect(buildingTheme(code)).toBe(theme)
    expect(livingFormat(code)).toBe(format)
  })

  it('covers the thirteen buildings of the master plan', () => {
    expect(BUILDING_CODES).toHaveLength(13)
  })

  it.each([[10], [23], [33], [99]])('unknown code %i has no type, theme or format', (code) => {
    expect(isBuildingCode(code)).toBe(false)
    expect(buildingType(code)).toBeNull()
    expect(buildingTheme(code)).toBeNull()
    expect(livingFormat(code)).toBeNull()
  })
})
