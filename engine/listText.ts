// A list in a sentence as each language joins it ('лес, небо и залив' / 'forest, sky, and the
// gulf'): the same text as Intl.ListFormat's conjunction for the site's locales, without building
// one (a page's first ListFormat loads the locale's data, milliseconds of a phone's main thread in
// the middle of the flat page's hydration). Pure.

import { numbers } from '../content/i18n/numbers'
import { fill } from './messages'
import type { Locale } from './types'

export function listText(items: readonly string[], locale: Locale): string {
  if (items.length <= 1) return items[0] ?? ''
  const last = items[items.length - 1] ?? ''
  const head = items.slice(0, -1).join(', ')
  return fill(numbers[locale][items.length === 2 ? 'pairAnd' : 'listAnd'], { head, last })
}
