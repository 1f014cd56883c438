// Where the slides take their words: the site's own page copy (content/pages), menu labels
// (content/i18n) and, for the few captions only print needs, content/documents/slides.ts. A section
// the deck relies on that has gone from the copy fails the build loudly instead of leaving a hole.

import type { RouteName } from '../../../engine/routes'
import type { Locale } from '../../../engine/types'
import { SLIDE_WORDS, type SlideWords } from '../../../content/documents/slides'
import { en, ru } from '../../../content/i18n/dictionary'
import { pageContent } from '../../../content/pages'
import type { PageContent, Section } from '../../../content/schema'

export type SectionOf<K extends Section['kind']> = Extract<Section, { kind: K }>

export function page(name: RouteName, locale: Locale): PageContent {
  return pageContent(name, locale)
}

/** The `index`-th section of a kind on a page (or the one with `id`). */
export function section<K extends Section['kind']>(
  name: RouteName,
  locale: Locale,
  kind: K,
  which: number | string = 0,
): SectionOf<K> {
  const all = page(name, locale).sections.filter((s): s is SectionOf<K> => s.kind === kind)
  const found = typeof which === 'string' ? all.find((s) => s.id === which) : all[which]
  if (!found) throw new Error(`presentation: page ${name} has no ${kind} section ${which}`)
  return found
}

type MenuKey = Extract<keyof typeof ru, `menu.${string}`>

export function menu(key: MenuKey, locale: Locale): string {
  return (locale === 'ru' ? ru : en)[key]
}

/** The deck's own words (content/documents/slides.ts). */
export type PrintCopy = SlideWords

export function print(locale: Locale): PrintCopy {
  return SLIDE_WORDS[locale]
}
