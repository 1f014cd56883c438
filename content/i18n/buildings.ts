// A building's label by the product spec's rule (engine/buildings.ts): the row's letter and the
// building's number, 11 -> 'А1' / 'A1'. Russian writes the rows with the Cyrillic А, Б, В
// (U+0410-U+0412), English with A, B, C; a label typed either way is read back.

import { catalogue } from './catalogue'

export const buildingLetters = catalogue({
  ru: {
    // Rows 1, 2 and 3.
    rows: ['\u0410', '\u0411', '\u0412'],
  },
  en: {
    rows: ['A', 'B', 'C'],
  },
})
