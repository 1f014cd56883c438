// The words engine's pure text helpers count and list with: the catalogue's result count
// (engine/plural.ts) and the conjunction of a list in a sentence (engine/listText.ts).

import { catalogue } from './catalogue'

export const numbers = catalogue({
  ru: {
    options: { one: 'вариант', few: 'варианта', many: 'вариантов', other: 'варианта' },
    // 'лес, небо и залив': no comma before the last item.
    listAnd: '{{head}} и {{last}}',
    // Two items are joined the same way in Russian.
    pairAnd: '{{head}} и {{last}}',
  },
  en: {
    options: { one: 'option', other: 'options' },
    // The site's English puts a comma before the "and" of three or more ('forest, sky, and the gulf').
    listAnd: '{{head}}, and {{last}}',
    pairAnd: '{{head}} and {{last}}',
  },
})
