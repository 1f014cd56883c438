// Dates in words as Intl writes them for the site's two languages (engine/monthText.ts fills
// them): a month of a year, and a day. January first in every list.

import { catalogue } from './catalogue'

export const dates = catalogue({
  ru: {
    monthYear: '{{month}} {{year}} г.',
    day: '{{day}} {{month}} {{year}} г.',
    // Russian names a month alone in the nominative…
    months: [
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
    // …and a day's month in the genitive.
    monthsOfDay: [
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
  },
  en: {
    monthYear: '{{month}} {{year}}',
    day: '{{day}} {{month}} {{year}}',
    months: [
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
    monthsOfDay: [
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
  },
})
