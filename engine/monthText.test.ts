import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dayText, monthYearText } from './monthText'
import type { Locale } from './types'

const TAGS: Record<Locale, string> = { ru: 'ru-RU', en: 'en-GB' }
/** ICU's spaces vary between versions (a no-break one before 'г.' in some): compared as spaces. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('monthText', () => {
  it('names a month alone and a day as each language does', () => {
    expect(monthYearText(2027, 1, 'ru')).toBe('январь 2027 г.')
    expect(monthYearText(2027, 12, 'en')).toBe('December 2027')
    expect(dayText(2026, 11, 20, 'ru')).toBe('20 ноября 2026 г.')
    expect(dayText(2026, 3, 5, 'en')).toBe('5 March 2026')
  })

  it('is the text of Intl for every month and day', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Locale>('ru', 'en'),
        fc.date({
          min: new Date(Date.UTC(2000, 0, 1)),
          max: new Date(Date.UTC(2100, 0, 1)),
          noInvalidDate: true,
        }),
        (locale, date) => {
          const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
          const month = new Intl.DateTimeFormat(TAGS[locale], {
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          })
          const day = new Intl.DateTimeFormat(TAGS[locale], {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          })
          expect(monthYearText(y, m, locale)).toBe(spaces(month.format(date)))
          expect(dayText(y, m, d, locale)).toBe(spaces(day.format(date)))
        },
      ),
    )
  })
})
