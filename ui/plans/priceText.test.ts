// A place's price line on the plans screens: the priced flats' from-price or span, "price on
// request" when everything on sale there waits for its price, nothing when nothing is on sale.

import { describe, expect, it } from 'vitest'
import { translate } from '../i18n'
import { placePriceText } from './priceText'

const nbsp = (s: string | null) => s?.replace(/[\u00a0\u202f]/g, ' ') ?? null
const prices = { count: 2, min: 16_640_000, max: 24_010_000 }

describe('placePriceText', () => {
  it.each([
    // 16.64 million rounds down to 16.6 ("from" never promises less), 24.01 up to 24.1
    ['ru', { span: false, prices, onSale: true }, 'от 16,6 млн ₽'],
    ['ru', { span: true, prices, onSale: true }, '16,6–24,1 млн ₽'],
    ['ru', { span: false, onSale: true }, 'Цена по запросу'],
    ['en', { span: true, onSale: true }, 'Price on request'],
    ['ru', { span: false, onSale: false }, null],
  ] as const)('%s %j -> %s', (locale, place, expected) => {
    const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
      translate(locale, key, params)
    expect(nbsp(placePriceText(place, t, locale))).toBe(expected)
  })
})
