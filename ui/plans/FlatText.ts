// The flat screen's own words, read from their catalogue (content/i18n/flatScreen.ts) in the
// screen's language. Shared facts reuse the dictionary's `plans.*` keys through `t()`.

import { flatScreen } from '../../content/i18n/flatScreen'
import { message, type Params } from '../../engine/messages'
import type { Locale } from '../../engine/types'

export type FlatTextKey = keyof (typeof flatScreen)['ru']

/** 'title', { flat: '02' } -> 'Квартира 02'. */
export function flatText(locale: Locale, key: FlatTextKey, params: Params = {}): string {
  return message(flatScreen, locale, key, params)
}
