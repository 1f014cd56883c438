// The interface dictionary: the feature catalogues that `t('header.menu')` reads (ui/i18n.ts),
// merged per language. A key lives in one catalogue only (dictionary.test.ts); the Russian keys
// type every call. A catalogue read only by its own screen (kiosk, flatScreen) stays out of it.

import type { PluralMessage } from './catalogue'
import { calculator } from './calculator'
import { construction } from './construction'
import { favourites } from './favourites'
import { flat } from './flat'
import { forms } from './forms'
import { pdf } from './pdf'
import { places } from './places'
import { plans } from './plans'
import { search } from './search'
import { shell } from './shell'
import { styleguide } from './styleguide'
import { sunView } from './sunView'

/** The merged catalogues, for the test that no two of them share a key. */
export const DICTIONARY_PARTS = {
  shell,
  forms,
  calculator,
  construction,
  plans,
  search,
  flat,
  favourites,
  sunView,
  pdf,
  places,
  styleguide,
} as const

/** Every key with the kind of its message: a text, or a plural's forms (read with countWord). */
export type Dictionary = {
  readonly [K in keyof typeof RU]: (typeof RU)[K] extends string ? string : PluralMessage
}

/** The keys of the dictionary's texts, the ones `t()` reads. */
export type TranslationKey = {
  [K in keyof typeof RU]: (typeof RU)[K] extends string ? K : never
}[keyof typeof RU]

const RU = {
  ...shell.ru,
  ...forms.ru,
  ...calculator.ru,
  ...construction.ru,
  ...plans.ru,
  ...search.ru,
  ...flat.ru,
  ...favourites.ru,
  ...sunView.ru,
  ...pdf.ru,
  ...places.ru,
  ...styleguide.ru,
}

export const en: Dictionary = {
  ...shell.en,
  ...forms.en,
  ...calculator.en,
  ...construction.en,
  ...plans.en,
  ...search.en,
  ...flat.en,
  ...favourites.en,
  ...sunView.en,
  ...pdf.en,
  ...places.en,
  ...styleguide.en,
}

export const ru: Dictionary = RU
