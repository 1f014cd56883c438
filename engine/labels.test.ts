import { describe, expect, it } from 'vitest'
import {
  bedroomCount,
  bedroomLabel,
  bedroomsText,
  flatNumberLabel,
  isStatus,
  STATUS_LABELS,
  statusLabel,
} from './labels'

describe('flatNumberLabel', () => {
  it.each([
    [1, '01'],
    [2, '02'],
    [9, '09'],
    [10, '10'],
    [12, '12'],
    [123, '123'],
    [0, '00'],
  ])('%i -> %s', (n, label) => {
    expect(flatNumberLabel(n)).toBe(label)
  })

  it.each([[-1], [1.5], [Number.NaN]])('shows %d as is', (n) => {
    expect(flatNumberLabel(n)).toBe(String(n))
  })
})

describe('statusLabel', () => {
  it.each([
    [0, '\u2014', '\u2014'],
    [1, 'В продаже', 'On sale'],
    [2, 'Забронирована', 'Booked'],
    [3, 'Резерв', 'Reserved'],
  ])('%i -> %s / %s', (st, ru, en) => {
    expect(statusLabel(st, 'ru')).toBe(ru)
    expect(statusLabel(st, 'en')).toBe(en)
  })

  it('shows an unknown status as the dash', () => {
    expect(statusLabel(7, 'ru')).toBe('—')
    expect(isStatus(7)).toBe(false)
    expect(isStatus('1')).toBe(false)
  })

  it('has the same statuses in both languages', () => {
    expect(Object.keys(STATUS_LABELS.ru)).toEqual(Object.keys(STATUS_LABELS.en))
  })
})

describe('bedroomLabel', () => {
  it.each([
    [0, 'Студия', 'Studio'],
    [1, '1С', '1B'],
    [2, '2С', '2B'],
    [3, '3С', '3B'],
    [4, '4С', '4B'],
    [5, '5С', '5B'],
  ])('%i -> %s / %s', (rc, ru, en) => {
    expect(bedroomLabel(rc, 'ru')).toBe(ru)
    expect(bedroomLabel(rc, 'en')).toBe(en)
  })

  it('uses the Cyrillic С in Russian', () => {
    expect(bedroomLabel(2, 'ru').codePointAt(1)).toBe(0x421)
  })

  it.each([[-1], [2.5]])('shows %d as is', (rc) => {
    expect(bedroomLabel(rc, 'ru')).toBe(String(rc))
  })
})

describe('bedroomsText and bedroomCount', () => {
  it.each([
    [0, 'ru', 'Студия'],
    [1, 'ru', '1 спальня'],
    [2, 'ru', '2 спальни'],
    [5, 'ru', '5 спален'],
    [0, 'en', 'Studio'],
    [1, 'en', '1 bedroom'],
    [3, 'en', '3 bedrooms'],
  ] as const)('%i in %s reads %s', (rc, locale, text) => {
    expect(bedroomsText(rc, locale)).toBe(text)
  })

  it('gives a facts table the count alone, a studio by name', () => {
    expect(bedroomCount(3, 'ru')).toBe('3')
    expect(bedroomCount(0, 'en')).toBe('Studio')
  })
})
