// The short price lines of the plans screens in the page's language: "от 16,6 млн ₽" /
// "from RUB 16.6 m", and a floor's "16,6–24,1 млн ₽". Millions through the catalogue's formats.

import type { PriceRange } from '../../engine/priceRanges'
import type { Locale } from '../../engine/types'
import { formatMillions } from '../catalogue/formatMoney'
import type { Translate } from '../i18n'

/** Rounded down to 0.1 million, so "from" never promises less than the cheapest flat costs... */
function millionsFloor(rub: number): number {
  return Math.floor(rub / 100_000) / 10
}

/** ...and the top of a range rounded up, so it never hides the dearest one. */
function millionsCeil(rub: number): number {
  return Math.ceil(rub / 100_000) / 10
}

export function priceFromText(range: PriceRange, t: Translate, locale: Locale): string {
  return t('plansView.priceFrom', { price: formatMillions(millionsFloor(range.min), locale) })
}

export function priceSpanText(range: PriceRange, t: Translate, locale: Locale): string {
  const low = millionsFloor(range.min)
  const high = millionsCeil(range.max)
  if (low === high) return t('plansView.priceOne', { price: formatMillions(low, locale) })
  return t('plansView.priceSpan', {
    low: formatMillions(low, locale),
    high: formatMillions(high, locale),
  })
}
