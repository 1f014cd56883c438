// Interface strings for the current locale, through rosetta; a missing key throws outside production.

import rosetta from 'rosetta'
import { useMemo } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { en } from '../content/i18n/en'
import { ru, type TranslationKey } from '../content/i18n/ru'
import type { Locale } from '../engine/types'

const i18n = rosetta<Record<TranslationKey, string>>({ ru, en })

export type Params = Record<string, string | number>
export type Translate = (key: TranslationKey, params?: Params) => string

export function translate(locale: Locale, key: TranslationKey, params?: Params): string {
  // An array path stops rosetta from reading the dots of our flat keys as nesting.
  const text = i18n.t([key], params, locale)
  if (!text) {
    if (import.meta.env.PROD) return key
    throw new Error(`Missing translation '${key}' for locale '${locale}'`)
  }
  return text
}

export function useLocale(): Locale {
  return usePageContext().locale ?? 'ru'
}

export function useT(): Translate {
  const locale = useLocale()
  return useMemo(() => (key, params) => translate(locale, key, params), [locale])
}
