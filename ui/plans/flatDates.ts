// Dates on the flat page, '20 ноября 2026 г.' / '20 November 2026'. Timestamps are read on the
// sales office's clock (Moscow time, UTC+3 all year since 2014), so the server's render and the
// browser's say the same day. Written from the month's name rather than by Intl.DateTimeFormat:
// a page's first one with a time zone loads the zone and calendar data, the longest part of the
// flat page's hydration on a phone (15 ms unthrottled), and its text differs between ICU versions.

import type { Locale } from '../../engine/types'

const MONTHS: Record<Locale, readonly string[]> = {
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
}

/** Moscow's offset from UTC, ms. */
const MOSCOW = 3 * 3600_000

/** The UTC calendar day of `date`, in the language's words. */
function dayText(date: Date, locale: Locale): string {
  const day = date.getUTCDate()
  const month = MONTHS[locale][date.getUTCMonth()]
  const year = date.getUTCFullYear()
  return locale === 'ru' ? `${day} ${month} ${year} г.` : `${day} ${month} ${year}`
}

/** A calendar day written YYYY-MM-DD (a file a person edits), as that day. */
export function dayLabel(day: string, locale: Locale): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : dayText(date, locale)
}

/** An ISO timestamp (when an import ran), as the day it was in St Petersburg. */
export function momentLabel(at: string, locale: Locale): string {
  const date = new Date(at)
  return Number.isNaN(date.getTime()) ? at : dayText(new Date(date.getTime() + MOSCOW), locale)
}
