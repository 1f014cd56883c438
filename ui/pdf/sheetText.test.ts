import { describe, expect, it } from 'vitest'
import { makeApartment } from '../../engine/fixtures'
import { bedroomsText } from '../../engine/labels'
import { area, dateStamp, flatAddress, money } from './sheetText'

// Intl groups Russian thousands with a no-break space: U+00A0.
const nb = '\u00a0'

describe('sheet words and numbers', () => {
  it.each([
    [76_004_000, 'ru', `76${nb}004${nb}000${nb}₽`],
    [76_004_000, 'en', `RUB${nb}76,004,000`],
  ] as const)('money(%i, %s) = %s', (value, locale, text) =>
    expect(money(value, locale)).toBe(text),
  )

  it.each([
    [173.4, 'ru', `173,4${nb}м²`],
    [60, 'en', `60.0${nb}m²`],
  ] as const)('area(%d, %s) = %s', (value, locale, text) => expect(area(value, locale)).toBe(text))

  it.each([
    [0, 'ru', 'Студия'],
    [1, 'ru', '1 спальня'],
    [3, 'ru', '3 спальни'],
    [5, 'ru', '5 спален'],
    [1, 'en', '1 bedroom'],
    [4, 'en', '4 bedrooms'],
  ] as const)('%i bedrooms in %s: %s', (rc, locale, text) =>
    expect(bedroomsText(rc, locale)).toBe(text),
  )

  it('dates the sheet on Moscow time', () => {
    // 23:30 UTC on 1 June is 02:30 on 2 June in Moscow.
    expect(dateStamp(new Date('2025-06-01T23:30:00Z'), 'en')).toBe('2 June 2025')
    expect(dateStamp(new Date('2025-06-01T23:30:00Z'), 'ru')).toMatch(/^2 июня 2025/)
  })

  it('addresses a flat by building, section, floor and two-digit number', () => {
    const flat = makeApartment({ b: 21, s: 2, f: 3, n: 4, floor: 3 })
    expect(flatAddress(flat, 'ru')).toBe('Корпус Б1 · секция 2 · этаж 3 из 3 · квартира 04')
    expect(flatAddress(flat, 'en')).toBe('Building B1 · section 2 · floor 3 of 3 · flat 04')
  })
})
