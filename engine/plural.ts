// Plural forms by CLDR's rules for Russian and English (the product spec: result count with a
// pluralised word). Pure, and written out rather than asked of Intl.PluralRules: the first rules
// object of a locale loads its data (3.5 ms on the flat page while its panels hydrated on a phone,
// unthrottled), and the answer is the same on the server and in every browser, whatever its ICU.
// Checked against Intl.PluralRules in plural.test.ts. The counts' digits come from numberText.

import { numbers } from '../content/i18n/numbers'
import { numberText } from './numberText'
import type { Locale } from './types'

/** Word forms by CLDR category; `other` is required because every language has it. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

/**
 * CLDR's operands of a count as Intl.PluralRules reads it by default (at most three fraction
 * digits): `i`, its integer digits, and whether a fraction digit other than zero is left (v > 0).
 */
function operands(count: number): { i: number; fraction: boolean } {
  const [int = '0', fraction = ''] = Math.abs(count).toFixed(3).split('.')
  return { i: Number(int), fraction: /[1-9]/.test(fraction) }
}

export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  if (!Number.isFinite(count)) return 'other'
  const { i, fraction } = operands(count)
  // English: one is 1 without a fraction; the rest is other.
  if (locale === 'en') return i === 1 && !fraction ? 'one' : 'other'
  // Russian: a fraction is other; one ends in 1 but not 11; few ends in 2-4 but not 12-14.
  if (fraction) return 'other'
  const last = i % 10
  const lastTwo = i % 100
  if (last === 1 && lastTwo !== 11) return 'one'
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few'
  return 'many'
}

/** The word alone: 21 -> 'вариант', 11 -> 'вариантов'. */
export function pluralWord(count: number, forms: PluralForms, locale: Locale): string {
  return forms[pluralCategory(count, locale)] ?? forms.other
}

/** Count and word, the count grouped the local way ('20 000' in Russian, '20,000' in English). */
export function pluralize(count: number, forms: PluralForms, locale: Locale): string {
  return `${numberText(count, locale, { minFraction: 0, maxFraction: 0 })} ${pluralWord(count, forms, locale)}`
}

/** The result count's word forms (content/i18n/numbers.ts). */
export const OPTION_FORMS: Record<Locale, PluralForms> = {
  ru: numbers.ru.options,
  en: numbers.en.options,
}

/** The result count of the catalogue: '1 вариант', '5 вариантов', '2 options'. */
export function optionsLabel(count: number, locale: Locale): string {
  return pluralize(count, OPTION_FORMS[locale], locale)
}
