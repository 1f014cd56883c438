// Dates in words as Intl writes them for the site's two languages ('20 ноября 2026 г.',
// 'январь 2027 г.' / '20 November 2026', 'January 2027'), from the months' names rather than an
// Intl.DateTimeFormat: a page's first one loads the calendar data (with a time zone, the zone's
// too), and toLocaleDateString builds a new one at every call, milliseconds each on a phone. The
// same text on the server and in every browser, whatever its ICU. Pure.

import { dates } from '../content/i18n/dates'
import { fill } from './messages'
import type { Locale } from './types'

// The words are content/i18n/dates.ts; this fills them.

/** `month` 1-12: 'январь 2027 г.' / 'January 2027'. */
export function monthYearText(year: number, month: number, locale: Locale): string {
  const words = dates[locale]
  return fill(words.monthYear, { month: words.months[month - 1] ?? String(month), year })
}

/** `month` 1-12: '20 ноября 2026 г.' / '20 November 2026'. */
export function dayText(year: number, month: number, day: number, locale: Locale): string {
  const words = dates[locale]
  return fill(words.day, { day, month: words.monthsOfDay[month - 1] ?? String(month), year })
}
