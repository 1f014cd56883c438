// Number formats of the catalogue in the page's language: roubles, millions, square metres.
// Written by engine/numberText, not Intl.NumberFormat: the first NumberFormat a page builds loads
// the locale's number data, a long task of its own on a phone in the middle of hydration.

import { numberText } from '../../engine/numberText'
import { hasPrice } from '../../engine/priceRanges'
import type { Apartment, Locale } from '../../engine/types'
import { translate } from '../i18n'

/** 45600000 -> '45 600 000 ₽' (ru) or 'RUB 45,600,000' (en). */
export function formatRub(value: number, locale: Locale): string {
  return numberText(value, locale, { minFraction: 0, maxFraction: 0, rub: true })
}

/** A flat's total price, or "Цена по запросу" / "Price on request" until a price list sets one. */
export function flatPriceText(flat: Pick<Apartment, 'tc'>, locale: Locale): string {
  return hasPrice(flat) ? formatRub(flat.tc, locale) : translate(locale, 'plans.price.onRequest')
}

/** 82.4 -> '82,4' (ru) or '82.4' (en). */
export function formatNumber(value: number, locale: Locale): string {
  return numberText(value, locale, { minFraction: 0, maxFraction: 1 })
}

/** A slider value in millions: 12.3 -> '12,3'. */
export function formatMillions(value: number, locale: Locale): string {
  return numberText(value, locale, { minFraction: 1, maxFraction: 1 })
}
