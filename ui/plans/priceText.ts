// The short price lines of the plans screens in the page's language: "от 16,6 млн ₽" /
// "from RUB 16.6 m", and a floor's "16,6–24,1 млн ₽"; "Цена по запросу" / "Price on request"
// for a place whose flats on sale have no price yet. Millions through the catalogue's formats.

import { millionsDown, millionsUp, type PriceRange } from '../../engine/priceRanges'
import type { Locale } from '../../engine/types'
import { formatMillions } from '../catalogue/formatMoney'
import type { Translate } from '../i18n'

function priceFromText(range: PriceRange, t: Translate, locale: Locale): string {
  return t('plansView.priceFrom', { price: formatMillions(millionsDown(range.min), locale) })
}

function priceSpanText(range: PriceRange, t: Translate, locale: Locale): string {
  const low = millionsDown(range.min)
  const high = millionsUp(range.max)
  if (low === high) return t('plansView.priceOne', { price: formatMillions(low, locale) })
  return t('plansView.priceSpan', {
    low: formatMillions(low, locale),
    high: formatMillions(high, locale),
  })
}

/**
 * The price line of a building, section or floor: the from-price (a floor: the span) of its priced
 * flats; "price on request" when it has flats on sale but no range, which priceRanges leaves only
 * when every one of them is on request; nothing when nothing there is on sale.
 */
export function placePriceText(
  place: { span: boolean; prices?: PriceRange; onSale: boolean },
  t: Translate,
  locale: Locale,
): string | null {
  if (place.prices)
    return place.span
      ? priceSpanText(place.prices, t, locale)
      : priceFromText(place.prices, t, locale)
  return place.onSale ? t('plans.price.onRequest') : null
}
