import { describe, expect, it } from 'vitest'
import {
  bandTarget,
  buildingCardLine,
  buildingTarget,
  flatTarget,
  flatsOnSale,
  formatArea,
  ROOM_NAMES,
  saleLine,
} from './captions'

describe('captions', () => {
  it.each([
    [1, 'ru', '1 квартира'],
    [3, 'ru', '3 квартиры'],
    [12, 'ru', '12 квартир'],
    [21, 'ru', '21 квартира'],
    [1, 'en', '1 flat'],
    [12, 'en', '12 flats'],
    [0, 'ru', 'Продано'],
    [0, 'en', 'Sold out'],
  ] as const)('%d on sale in %s: %s', (count, locale, text) => {
    expect(flatsOnSale(count, locale)).toBe(text)
  })

  it('names targets in both languages with the Cyrillic and Latin letters', () => {
    expect(buildingTarget(21, 5)).toEqual({
      ru: 'Корпус Б1: 5 квартир',
      en: 'Building B1: 5 flats',
    })
  })

  it('says nothing of a building’s sale before the catalogue has its row', () => {
    const range = { count: 3, min: 16_640_000, max: 24_100_000 }
    expect(buildingCardLine(5, range, 'ru')).toBe('5 квартир · от 16,6 млн ₽')
    expect(buildingCardLine(5, undefined, 'en')).toBe('5 flats · Price on request')
    expect(buildingCardLine(0, undefined, 'ru')).toBe('Продано')
    // Loading, or the call failed: not "sold out".
    expect(buildingCardLine(undefined, undefined, 'ru')).toBe('')
    expect(buildingTarget(21, undefined)).toEqual({ ru: 'Корпус Б1', en: 'Building B1' })
    // A section's card and a band's name alike.
    expect(saleLine(0, 'en')).toBe('Sold out')
    expect(saleLine(undefined, 'en')).toBe('')
    const name = { ru: 'Секция 1', en: 'Section 1' }
    expect(bandTarget(name, 2)).toEqual({ ru: 'Секция 1: 2 квартиры', en: 'Section 1: 2 flats' })
    expect(bandTarget(name, undefined)).toEqual(name)
  })

  it('reads a flat the way the search row does, its bedrooms spelled out', () => {
    expect(flatTarget(2, 3, 74.46, 1)).toEqual({
      ru: 'Квартира 02, 3 спальни, 74,5 м², в продаже',
      en: 'Flat 02, 3 bedrooms, 74.5 m², on sale',
    })
    expect(flatTarget(11, 0, 31, 0).en).toBe('Flat 11, Studio, 31.0 m², sold')
  })

  it('formats areas with one decimal', () => {
    expect(formatArea(12, 'ru')).toBe('12,0')
    expect(formatArea(1234.56, 'en')).toBe('1,234.6')
  })

  it('names every room kind in both languages', () => {
    for (const name of Object.values(ROOM_NAMES)) {
      expect(name.ru.length).toBeGreaterThan(1)
      expect(name.en.length).toBeGreaterThan(1)
    }
  })
})
