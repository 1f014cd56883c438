import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type NumberStyle, numberText, percentText } from './numberText'
import { LOCALE_TAGS } from './routes'
import type { Locale } from './types'

const STYLES = {
  rub: { minFraction: 0, maxFraction: 0, rub: true },
  number: { minFraction: 0, maxFraction: 1 },
  million: { minFraction: 1, maxFraction: 1 },
  count: { minFraction: 0, maxFraction: 0 },
} satisfies Record<string, NumberStyle>

function intl(value: number, locale: Locale, style: NumberStyle): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    minimumFractionDigits: style.minFraction,
    maximumFractionDigits: style.maxFraction,
    ...(style.rub ? { style: 'currency', currency: 'RUB' } : {}),
  }).format(value)
}

describe('numberText', () => {
  it('writes the catalogue formats as each language does', () => {
    expect(numberText(45_600_000, 'ru', STYLES.rub)).toBe('45\u00a0600\u00a0000\u00a0₽')
    expect(numberText(45_600_000, 'en', STYLES.rub)).toBe('RUB\u00a045,600,000')
    expect(numberText(-1234, 'en', STYLES.rub)).toBe('-RUB\u00a01,234')
    expect(numberText(82.4, 'ru', STYLES.number)).toBe('82,4')
    expect(numberText(16, 'ru', STYLES.million)).toBe('16,0')
    expect(numberText(1234.56, 'en', STYLES.million)).toBe('1,234.6')
    expect(numberText(20_000, 'ru', STYLES.count)).toBe('20\u00a0000')
  })

  it('rounds half away from zero on the shortest decimal form, as ICU does', () => {
    // 82.05 is 82.0499… in binary; ICU and this both say 82.1.
    expect(numberText(82.05, 'en', STYLES.number)).toBe('82.1')
    expect(numberText(-3.25, 'ru', STYLES.number)).toBe('-3,3')
    expect(numberText(999.5, 'ru', STYLES.rub)).toBe('1\u00a0000\u00a0₽')
    expect(numberText(9.96, 'en', STYLES.million)).toBe('10.0')
    expect(numberText(-0.04, 'en', STYLES.number)).toBe('-0')
    expect(numberText(-0, 'ru', STYLES.count)).toBe('-0')
  })

  it('hands what digits cannot say to Intl', () => {
    expect(numberText(Number.NaN, 'en', STYLES.number)).toBe('NaN')
    expect(numberText(1e21, 'en', STYLES.count)).toBe(intl(1e21, 'en', STYLES.count))
    expect(numberText(1e-7, 'ru', STYLES.number)).toBe('0')
  })

  it('matches Intl.NumberFormat for every style, locale and value', () => {
    const value = fc.oneof(
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 100),
      fc.integer({ min: 0, max: 1e6 }).map((n) => n / 20),
    )
    fc.assert(
      fc.property(
        value,
        fc.constantFrom<Locale>('ru', 'en'),
        fc.constantFrom(...Object.values(STYLES)),
        (v, locale, style) => numberText(v, locale, style) === intl(v, locale, style),
      ),
      { numRuns: 20_000 },
    )
  })
})

describe('percentText', () => {
  it('writes a share as a whole percent, as Intl does', () => {
    expect(percentText(0.3, 'ru')).toBe('30\u00a0%')
    expect(percentText(0.3, 'en')).toBe('30%')
    expect(percentText(0.285, 'en')).toBe('29%')
    expect(percentText(0.035, 'ru')).toBe('4\u00a0%')
    expect(percentText(1, 'en')).toBe('100%')
  })

  it('is the text of Intl.NumberFormat percent for any share', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Locale>('ru', 'en'),
        fc.oneof(
          fc.double({ min: 0, max: 1, noNaN: true }),
          fc.integer({ min: 0, max: 1000 }).map((n) => n / 1000),
        ),
        (locale, share) => {
          const intl = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'percent' })
          expect(percentText(share, locale)).toBe(intl.format(share))
        },
      ),
    )
  })
})
