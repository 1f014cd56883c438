// Numbers as the page's language writes them ('45 600 000 ₽', 'RUB 45,600,000', '16,6'), the
// same text as Intl.NumberFormat for the few formats the site shows, without building one: a
// page's first NumberFormat loads the locale's number data, 15-40 ms of a phone's main thread in
// the middle of hydration (a long task of its own on every plans screen). Digits are rounded as
// ICU rounds them: half away from zero on the number's shortest decimal form (82.05 -> 82.1,
// which the binary value 82.0499… would not give). Pure.

import { LOCALE_TAGS } from './routes'
import type { Locale } from './types'

export interface NumberStyle {
  /** Fraction digits always shown (16 -> '16,0' with 1). */
  minFraction: number
  /** Fraction digits at most; more are rounded away. */
  maxFraction: number
  /** Roubles: '₽' after the number (ru), 'RUB' before it (en). */
  rub?: boolean
}

const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  ru: { group: '\u00a0', decimal: ',' },
  en: { group: ',', decimal: '.' },
}

/** Adds one to a string of decimal digits: '0999' -> '1000', '99' -> '100'. */
function increment(digits: string): string {
  const out = digits.split('')
  let i = out.length - 1
  for (; i >= 0 && out[i] === '9'; i--) out[i] = '0'
  if (i < 0) return `1${out.join('')}`
  out[i] = String(Number(out[i]) + 1)
  return out.join('')
}

/** Integer and fraction digits of |value| rounded to `max` places, or null for the exponent forms. */
function roundedDigits(abs: number, max: number): [string, string] | null {
  const shortest = String(abs)
  const parts = /^(\d+)(?:\.(\d+))?$/.exec(shortest)
  if (!parts) return null
  const whole = parts[1] ?? '0'
  const fraction = parts[2] ?? ''
  if (fraction.length <= max) return [whole, fraction]
  const kept = whole + fraction.slice(0, max)
  const rounded = fraction.charCodeAt(max) >= 53 ? increment(kept) : kept
  const cut = rounded.length - max
  return [rounded.slice(0, cut), rounded.slice(cut)]
}

function grouped(whole: string, separator: string): string {
  const trimmed = whole.replace(/^0+(?=\d)/, '')
  let out = ''
  for (let end = trimmed.length; end > 0; end -= 3)
    out = `${trimmed.slice(Math.max(0, end - 3), end)}${out ? separator + out : ''}`
  return out
}

const fallbacks = new Map<string, Intl.NumberFormat>()

/** What the digits cannot say (NaN, infinities, 1e21 and beyond, tiny fractions): ICU's own text. */
function viaIntl(value: number, locale: Locale, style: NumberStyle): string {
  const key = `${locale}:${style.minFraction}:${style.maxFraction}:${style.rub === true}`
  let format = fallbacks.get(key)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      minimumFractionDigits: style.minFraction,
      maximumFractionDigits: style.maxFraction,
      ...(style.rub ? { style: 'currency', currency: 'RUB' } : {}),
    })
    fallbacks.set(key, format)
  }
  return format.format(value)
}

export function numberText(value: number, locale: Locale, style: NumberStyle): string {
  const negative = value < 0 || Object.is(value, -0)
  const digits = Number.isFinite(value) ? roundedDigits(Math.abs(value), style.maxFraction) : null
  if (!digits) return viaIntl(value, locale, style)
  const { group, decimal } = SEPARATORS[locale]
  let fraction = digits[1].padEnd(style.minFraction, '0')
  while (fraction.length > style.minFraction && fraction.endsWith('0'))
    fraction = fraction.slice(0, -1)
  const number = grouped(digits[0], group) + (fraction ? decimal + fraction : '')
  const sign = negative ? '-' : ''
  if (!style.rub) return sign + number
  return locale === 'ru' ? `${sign}${number}\u00a0₽` : `${sign}RUB\u00a0${number}`
}

/**
 * A share as a whole percent, as Intl's percent style writes it ('30 %' / '30%'): the share is
 * shifted two places in its decimal form, so 0.285 is 28.5 and rounds to 29 as ICU rounds it,
 * not the binary 28.499… that multiplying by 100 gives.
 */
export function percentText(share: number, locale: Locale): string {
  const [mantissa, exponent = '0'] = String(share).split('e')
  const percent = Number(`${mantissa}e${Number(exponent) + 2}`)
  const number = numberText(percent, locale, { minFraction: 0, maxFraction: 0 })
  return locale === 'ru' ? `${number}\u00a0%` : `${number}%`
}
