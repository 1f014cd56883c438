import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../engine/types'
import { dayLabel, momentLabel } from './flatDates'

const intl = (locale: Locale, timeZone: string) =>
  new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  })
/** ICU's spaces vary between versions (a no-break one before 'г.' in some): compared as spaces. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('flat page dates', () => {
  it('writes a day as each language does', () => {
    expect(dayLabel('2026-11-20', 'ru')).toBe('20 ноября 2026 г.')
    expect(dayLabel('2026-03-05', 'en')).toBe('5 March 2026')
    expect(dayLabel('not a day', 'en')).toBe('not a day')
  })

  it('reads a moment on Moscow time: 21:30 UTC is already the next day there', () => {
    expect(momentLabel('2026-11-19T21:30:00Z', 'ru')).toBe('20 ноября 2026 г.')
    expect(momentLabel('2026-11-19T20:59:59Z', 'en')).toBe('19 November 2026')
    expect(momentLabel('garbled', 'ru')).toBe('garbled')
  })

  it('says what Intl says on Moscow time for any moment since 2015', () => {
    const from = Date.UTC(2015, 0, 1)
    const to = Date.UTC(2035, 0, 1)
    fc.assert(
      fc.property(
        fc.constantFrom<Locale>('ru', 'en'),
        fc.integer({ min: from, max: to }),
        (locale, ms) => {
          const at = new Date(ms)
          expect(momentLabel(at.toISOString(), locale)).toBe(
            spaces(intl(locale, 'Europe/Moscow').format(at)),
          )
          const day = at.toISOString().slice(0, 10)
          expect(dayLabel(day, locale)).toBe(
            spaces(intl(locale, 'UTC').format(new Date(`${day}T00:00:00Z`))),
          )
        },
      ),
    )
  })
})
