// Words lettered on things inside the illustrations (scripts/art draws them). An illustration is
// one file for both languages (public/art/<name>.svg, content/art.ts), and these words are not
// captions but what the object itself carries: the entrance stela is cut with the brand in
// Cyrillic as it stands at the gate, so an English visitor sees the same stela, as a photograph
// would show it. The brand's spelling has its one home in content/site.ts.

import { SITE } from './site'

export const ART_LABELS = {
  /** The lettering under the brass Х on the entrance stela (scripts/art/landmarks.ts). */
  stela: SITE.brand.ru.toLocaleUpperCase('ru'),
} as const
