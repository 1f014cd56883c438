// A list in a sentence as each language joins it ('лес, небо и залив' / 'forest, sky, and the
// gulf'): the same text as Intl.ListFormat's conjunction for the site's locales, without building
// one (a page's first ListFormat loads the locale's data, milliseconds of a phone's main thread in
// the middle of the flat page's hydration). Pure.

import type { Locale } from './types'

export function listText(items: readonly string[], locale: Locale): string {
  if (items.length <= 1) return items[0] ?? ''
  const last = items[items.length - 1]
  const head = items.slice(0, -1).join(', ')
  if (locale === 'ru') return `${head} и ${last}`
  // The site's English is LOCALE_TAGS' 'en', which puts a comma before the "and" of three or more.
  return items.length === 2 ? `${head} and ${last}` : `${head}, and ${last}`
}
