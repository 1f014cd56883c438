// The words of a flat's fields wherever they show (canvas, lists, the sheet, the feeds): its
// status and its bedrooms. The spec's filter labels (1С…5С) keep the Cyrillic С and the Latin B.

import { catalogue } from './catalogue'

export const flatFields = catalogue({
  ru: {
    // Status 0 (not on sale) is an em dash in both languages.
    'status.0': '\u2014',
    'status.1': 'В продаже',
    'status.2': 'Забронирована',
    'status.3': 'Резерв',
    studio: 'Студия',
    // The Cyrillic С (U+0421) of «спальни» after the count: '3С'.
    bedroomSuffix: '\u0421',
  },
  en: {
    'status.0': '\u2014',
    'status.1': 'On sale',
    'status.2': 'Booked',
    'status.3': 'Reserved',
    studio: 'Studio',
    bedroomSuffix: 'B',
  },
})
