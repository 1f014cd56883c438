// The short price lines of the plans screens in the page's language: "от 16,6 млн ₽" /
// "from RUB 16.6 m", and a floor's "16,6–24,1 млн ₽". Millions through the catalogue's formats.

import { millionsDown, millionsUp, type PriceRange } from '../../engine/priceRanges'
import type { Locale } from '../../engine/types'
import { formatMillions } from '../catalogue/formatMoney'
import type { Translate } from '../i18n'

export function priceFromText(range: PriceRange, t: Translate, locale: Locale): string {
  return t('plansView.priceFrom', { price: formatMillions(millionsDown(range.min), locale) })
}

export function priceSpanText(range: PriceRange, t: Translate, locale: Locale): string {
  const low = millionsDown(range.min)
  const high = millionsUp(range.max)
  if (low === high) return t('plansView.priceOne', { price: formatMillions(low, locale) })
  return t('plansView.priceSpan', {
    low: formatMillions(low, locale),
    high: formatMillions(high, locale),
  })
}
