// Plural forms through Intl.PluralRules (the product spec: result count with a pluralised word).
// Pure; rules and number formats are cached per locale because the catalogue asks on every input.

import { LOCALE_TAGS } from './routes'
import type { Locale } from './types'

/** Word forms by CLDR category; `other` is required because every language has it. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

const rulesCache = new Map<Locale, Intl.PluralRules>()
const numberCache = new Map<Locale, Intl.NumberFormat>()

function rulesFor(locale: Locale): Intl.PluralRules {
  let rules = rulesCache.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE_TAGS[locale])
    rulesCache.set(locale, rules)
  }
  return rules
}

function numberFormatFor(locale: Locale): Intl.NumberFormat {
  let format = numberCache.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 0 })
    numberCache.set(locale, format)
  }
  return format
}

export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  return rulesFor(locale).select(count)
}

/** The word alone: 21 -> 'вариант', 11 -> 'вариантов'. */
export function pluralWord(count: number, forms: PluralForms, locale: Locale): string {
  return forms[pluralCategory(count, locale)] ?? forms.other
}

/** Count and word, the count grouped the local way ('20 000' in Russian, '20,000' in English). */
export function pluralize(count: number, forms: PluralForms, locale: Locale): string {
  return `${numberFormatFor(locale).format(count)} ${pluralWord(count, forms, locale)}`
}

export const OPTION_FORMS: Record<Locale, PluralForms> = {
  ru: { one: 'вариант', few: 'варианта', many: 'вариантов', other: 'варианта' },
  en: { one: 'option', other: 'options' },
}

/** The result count of the catalogue: '1 вариант', '5 вариантов', '2 options'. */
export function optionsLabel(count: number, locale: Locale): string {
  return pluralize(count, OPTION_FORMS[locale], locale)
}
