import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { optionsLabel, pluralCategory, pluralWord } from './plural'

describe('optionsLabel in Russian', () => {
  // one: ends in 1 but not 11; few: ends in 2-4 but not 12-14; many: the rest.
  it.each([
    [0, '0 вариантов'],
    [1, '1 вариант'],
    [2, '2 варианта'],
    [4, '4 варианта'],
    [5, '5 вариантов'],
    [11, '11 вариантов'],
    [12, '12 вариантов'],
    [14, '14 вариантов'],
    [21, '21 вариант'],
    [22, '22 варианта'],
    [25, '25 вариантов'],
    [101, '101 вариант'],
    [111, '111 вариантов'],
  ])('%i -> %s', (count, label) => {
    expect(optionsLabel(count, 'ru')).toBe(label)
  })

  it('groups thousands with a no-break space', () => {
    expect(optionsLabel(20_000, 'ru')).toBe('20\u00a0000 вариантов')
  })
})

describe('optionsLabel in English', () => {
  it.each([
    [0, '0 options'],
    [1, '1 option'],
    [2, '2 options'],
    [21, '21 options'],
    [20_000, '20,000 options'],
  ])('%i -> %s', (count, label) => {
    expect(optionsLabel(count, 'en')).toBe(label)
  })
})

describe('pluralCategory and pluralWord', () => {
  it.each([
    [1, 'ru', 'one'],
    [3, 'ru', 'few'],
    [7, 'ru', 'many'],
    [1, 'en', 'one'],
    [7, 'en', 'other'],
  ] as const)('%i in %s is %s', (count, locale, category) => {
    expect(pluralCategory(count, locale)).toBe(category)
  })

  it('falls back to other when a form is missing', () => {
    expect(pluralWord(3, { other: 'штук' }, 'ru')).toBe('штук')
  })
})

describe('pluralCategory', () => {
  const rules = { ru: new Intl.PluralRules('ru-RU'), en: new Intl.PluralRules('en') }
  const locales = ['ru', 'en'] as const

  it('answers as Intl.PluralRules for any whole count', () => {
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.integer({ min: -1e9, max: 1e9 }), (l, n) => {
        expect(pluralCategory(n, l)).toBe(rules[l].select(n))
      }),
    )
  })

  it('answers as Intl.PluralRules for counts with up to three decimals, and past them', () => {
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.integer({ min: -1e7, max: 1e7 }), (l, k) => {
        expect(pluralCategory(k / 1000, l)).toBe(rules[l].select(k / 1000))
        expect(pluralCategory(k / 100, l)).toBe(rules[l].select(k / 100))
      }),
    )
    // A fourth decimal is rounded away, as Intl does by default.
    for (const l of locales)
      for (const n of [1.0001, 21.0004, 2.0002])
        expect(pluralCategory(n, l)).toBe(rules[l].select(n))
  })

  it('the edges of the Russian forms', () => {
    expect([1, 21, 101, 11, 111].map((n) => pluralCategory(n, 'ru'))).toEqual([
      'one',
      'one',
      'one',
      'many',
      'many',
    ])
    expect([2, 4, 22, 12, 14, 112].map((n) => pluralCategory(n, 'ru'))).toEqual([
      'few',
      'few',
      'few',
      'many',
      'many',
      'many',
    ])
    expect(pluralCategory(1.5, 'ru')).toBe('other')
    expect(pluralCategory(Number.NaN, 'ru')).toBe('other')
  })
})
