// Dates in words as Intl writes them for the site's two languages ('20 ноября 2026 г.',
// 'январь 2027 г.' / '20 November 2026', 'January 2027'), from the months' names rather than an
// Intl.DateTimeFormat: a page's first one loads the calendar data (with a time zone, the zone's
// too), and toLocaleDateString builds a new one at every call, milliseconds each on a phone. The
// same text on the server and in every browser, whatever its ICU. Pure.

import type { Locale } from './types'

/** January first. Russian names a month alone in the nominative, a day's month in the genitive. */
const MONTHS = {
  ruAlone: [
    'январь',
    'февраль',
    'март',
    'апрель',
    'май',
    'июнь',
    'июль',
    'август',
    'сентябрь',
    'октябрь',
    'ноябрь',
    'декабрь',
  ],
  ruOfDay: [
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
} as const

/** `month` 1-12: 'январь 2027 г.' / 'January 2027'. */
export function monthYearText(year: number, month: number, locale: Locale): string {
  return locale === 'ru'
    ? `${MONTHS.ruAlone[month - 1]} ${year} г.`
    : `${MONTHS.en[month - 1]} ${year}`
}

/** `month` 1-12: '20 ноября 2026 г.' / '20 November 2026'. */
export function dayText(year: number, month: number, day: number, locale: Locale): string {
  return locale === 'ru'
    ? `${day} ${MONTHS.ruOfDay[month - 1]} ${year} г.`
    : `${day} ${MONTHS.en[month - 1]} ${year}`
}
