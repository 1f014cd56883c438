import { describe, expect, it } from 'vitest'
import { makeApartment } from '../../engine/fixtures'
import { translate } from '../i18n'
import { compareFacts } from './compareFacts'

const tRu = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
  translate('ru', key, params)
const tEn = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
  translate('en', key, params)

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

describe('compareFacts', () => {
  const a = makeApartment({ b: 11, s: 1, f: 2, n: 3, rc: 2, sq: 82.4, tc: 32_960_000, t: 400_000 })
  const b = makeApartment({ b: 21, s: 2, f: 2, n: 7, rc: 0, sq: 41, tc: 16_400_000, t: 400_000 })

  it('lists the thirteen facts in a fixed order', () => {
    expect(compareFacts([a, b], 'ru', tRu).map((f) => f.label)).toEqual([
      'plans.fact.building',
      'plans.fact.section',
      'plans.fact.floor',
      'plans.fact.flat',
      'plans.fact.bedrooms',
      'plans.fact.bathrooms',
      'plans.fact.area',
      'plans.fact.terrace',
      'plans.fact.levels',
      'plans.fact.price',
      'plans.fact.perM2',
      'plans.fact.status',
      'plans.fact.format',
    ])
  })

  it('gives one display value per flat, in the flats order', () => {
    const facts = compareFacts([a, b], 'ru', tRu)
    const value = (label: string) => facts.find((f) => f.label === label)?.values.map(nbsp)
    expect(value('plans.fact.building')).toEqual(['А1', 'Б1'])
    expect(value('plans.fact.flat')).toEqual(['03', '07'])
    expect(value('plans.fact.bedrooms')).toEqual(['2', 'Студия'])
    expect(value('plans.fact.area')).toEqual(['82,4 м²', '41 м²'])
    expect(value('plans.fact.price')).toEqual(['32 960 000 ₽', '16 400 000 ₽'])
    expect(value('plans.fact.terrace')).toEqual(['\u2014', '\u2014'])
  })

  it('marks a row as differing only when the values differ', () => {
    const facts = compareFacts([a, b], 'ru', tRu)
    const differs = Object.fromEntries(facts.map((f) => [f.label, f.differs]))
    expect(differs['plans.fact.floor']).toBe(false) // both on floor 2
    expect(differs['plans.fact.perM2']).toBe(false) // both 400 000 a m²
    expect(differs['plans.fact.building']).toBe(true)
    expect(differs['plans.fact.area']).toBe(true)
  })

  it('never differs for a single flat', () => {
    expect(compareFacts([a], 'ru', tRu).some((f) => f.differs)).toBe(false)
  })

  it.each([
    ['ru', tRu, 'Цена по запросу'],
    ['en', tEn, 'Price on request'],
  ] as const)('says a price on request in words (%s), with no price per m²', (locale, t, words) => {
    const asked = makeApartment({ b: 23, tc: 0, t: 0 })
    const facts = compareFacts([a, asked], locale, t)
    const value = (label: string) => facts.find((f) => f.label === label)?.values[1]
    expect(value('plans.fact.price')).toBe(words)
    expect(value('plans.fact.perM2')).toBe('\u2014')
  })

  it('speaks English: Latin building letters, bedroom counts, terrace areas and statuses', () => {
    const terrace = makeApartment({ b: 31, rc: 3, sq_ter_only: 24.5, st: 2, format: 'private' })
    const facts = compareFacts([terrace], 'en', tEn)
    const value = (label: string) => nbsp(facts.find((f) => f.label === label)?.values[0] ?? '')
    expect(value('plans.fact.building')).toBe('C1')
    expect(value('plans.fact.bedrooms')).toBe('3')
    expect(value('plans.fact.terrace')).toBe('24.5 m²')
    expect(value('plans.fact.status')).toBe('Booked')
    expect(value('plans.fact.format')).toBe('Private flats')
  })
})
