// The words of a flat's fields wherever they show (canvas, lists, the sheet, the feeds): its
// status and its bedrooms, spelled out ('1 спальня'). The spec's filter labels (1С…5С, the
// search filter's checkboxes and the chessboard's cells) keep the Cyrillic С and the Latin B.

import { catalogue } from './catalogue'

export const flatFields = catalogue({
  ru: {
    // Status 0 (not on sale) is an em dash in both languages.
    'status.0': '\u2014',
    'status.1': 'В продаже',
    'status.2': 'Забронирована',
    'status.3': 'Резерв',
    studio: 'Студия',
    // A count spelled out wherever a flat is described in words: '1 спальня', '5 спален'.
    bedrooms: { one: 'спальня', few: 'спальни', many: 'спален', other: 'спален' },
    // The Cyrillic С (U+0421) of «спальни» after the count: '3С'.
    bedroomSuffix: '\u0421',
  },
  en: {
    'status.0': '\u2014',
    'status.1': 'On sale',
    'status.2': 'Booked',
    'status.3': 'Reserved',
    studio: 'Studio',
    bedrooms: { one: 'bedroom', other: 'bedrooms' },
    bedroomSuffix: 'B',
  },
})
