import { describe, expect, it } from 'vitest'
import { makeApartment } from '../../engine/fixtures'
import type { FlatSunSummary } from '../../engine/sunView/sunSummary'
import { translate } from '../i18n'
import { compareFacts } from './compareFacts'

const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
  translate('ru', key, params)
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

const a = makeApartment({ b: 11, s: 1, f: 2, n: 3 })
const b = makeApartment({ b: 21, s: 2, f: 2, n: 7 })
const sunny: FlatSunSummary = {
  hours: { '04-22': 5.1, '06-21': 9, '08-22': 5, '12-21': 0.5 },
  sun: 4.9,
  evening: true,
  water: true,
  view: { water: 0.05, forest: 0.6, sky: 0.3, buildings: 0.05 },
  waters: { gulf: 0.03, pond: 0.02 },
  meets: true,
}

describe('compareFacts with sun and view', () => {
  it('adds four rows, worded as on the flat screen, a dash for a flat without figures', () => {
    const facts = compareFacts([a, b], 'ru', t, new Map([[a.alt, sunny]]))
    const rows = Object.fromEntries(facts.map((f) => [f.label, f.values.map(nbsp)]))
    expect(rows['plans.fact.sunHours']).toEqual([
      '22 апр 5,1 ч · 21 июн 9 ч · 22 авг 5 ч · 21 дек 0,5 ч',
      '\u2014',
    ])
    expect(rows['plans.fact.eveningSun']).toEqual(['да', '\u2014'])
    expect(rows['plans.fact.view']).toEqual([
      'Залив 3 % · Пруд 2 % · Лес 60 % · Небо 30 % · Дома 5 %',
      '\u2014',
    ])
    // А1's serviced apartment: the residential norm is not its measure, so a dash there too.
    expect(rows['plans.fact.norm']).toEqual(['\u2014', '\u2014'])
  })

  it('gives the norm a dash, never a verdict, for a flat the residential norm does not govern', () => {
    // a: А1, a serviced apartment; b: Б1, a private residence; both with the same sunny figures.
    const sun = new Map([
      [a.alt, sunny],
      [b.alt, sunny],
    ])
    const facts = compareFacts([a, b], 'ru', t, sun)
    const norm = facts.find((f) => f.label === 'plans.fact.norm')
    expect(norm?.values).toEqual(['\u2014', 'соответствует'])
  })

  it('has no sun rows before the figures come', () => {
    expect(compareFacts([a, b], 'ru', t).some((f) => f.label === 'plans.fact.norm')).toBe(false)
  })
})
