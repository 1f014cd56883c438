// Interface strings for the current locale: the dictionary's text for a key (the feature
// catalogues of content/i18n, merged by content/i18n/dictionary.ts), its {{placeholders}} filled
// by engine/messages.ts. A missing key throws outside production.

import { useMemo } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { type Dictionary, en, ru, type TranslationKey } from '../content/i18n/dictionary'
import { fill } from '../engine/messages'
import type { Locale } from '../engine/types'

export type { TranslationKey }
export type Params = Record<string, string | number>
export type Translate = (key: TranslationKey, params?: Params) => string

const DICTIONARIES: Record<Locale, Dictionary> = { ru, en }

export function translate(locale: Locale, key: TranslationKey, params?: Params): string {
  // Keys made at run time (`sunView.side.${side}`) are checked here, not by the type.
  const text: unknown = DICTIONARIES[locale]?.[key]
  if (typeof text !== 'string') {
    if (import.meta.env.PROD) return key
    throw new Error(`Missing translation '${key}' for locale '${locale}'`)
  }
  return fill(text, params)
}

export function useLocale(): Locale {
  return usePageContext().locale ?? 'ru'
}

export function useT(): Translate {
  const locale = useLocale()
  return useMemo(() => (key, params) => translate(locale, key, params), [locale])
}
