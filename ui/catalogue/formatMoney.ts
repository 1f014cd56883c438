// Number formats of the catalogue in the page's language: roubles, millions, square metres.

import { LOCALE_TAGS } from '../../engine/routes'
import type { Locale } from '../../engine/types'

const cache = new Map<string, Intl.NumberFormat>()

function format(locale: Locale, kind: 'rub' | 'number' | 'million'): Intl.NumberFormat {
  const key = `${locale}:${kind}`
  let f = cache.get(key)
  if (!f) {
    const options: Intl.NumberFormatOptions =
      kind === 'rub'
        ? { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }
        : kind === 'million'
          ? { minimumFractionDigits: 1, maximumFractionDigits: 1 }
          : { maximumFractionDigits: 1 }
    f = new Intl.NumberFormat(LOCALE_TAGS[locale], options)
    cache.set(key, f)
  }
  return f
}

/** 45600000 -> '45 600 000 ₽' (ru) or 'RUB 45,600,000' (en). */
export function formatRub(value: number, locale: Locale): string {
  return format(locale, 'rub').format(value)
}

/** 82.4 -> '82,4' (ru) or '82.4' (en). */
export function formatNumber(value: number, locale: Locale): string {
  return format(locale, 'number').format(value)
}

/** A slider value in millions: 12.3 -> '12,3'. */
export function formatMillions(value: number, locale: Locale): string {
  return format(locale, 'million').format(value)
}

/**
 * Builds the page language's formats ahead, one task each (pages/+client.ts calls it as the
 * scripts start): the first Intl.NumberFormat loads the locale's data, 40-50 ms on a phone, which
 * otherwise lands inside the flat screen's first render and makes it a long task.
 */
export function warmNumberFormats(locale: Locale, later: (run: () => void) => void): void {
  for (const kind of ['rub', 'number', 'million'] as const) later(() => format(locale, kind))
}
