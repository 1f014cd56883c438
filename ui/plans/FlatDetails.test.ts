// The flat screen's price as the server renders it: the figure and its price per m², or, for a flat
// on sale whose price is on request (an imported building's, tc 0), the words and no 0 ₽.

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { makeApartment } from '../../engine/fixtures'
import type { Apartment, Locale } from '../../engine/types'
import { FlatDetails } from './FlatDetails'

const render = (flat: Apartment, locale: Locale) =>
  renderToStaticMarkup(
    createElement(VikeReactProviderPageContext, {
      pageContext: { locale } as unknown as PageContext,
      // biome-ignore lint/correctness/noChildrenProp: the provider's props type requires children.
      children: createElement(FlatDetails, { flat, fav: false, locale, levels: [], site: null }),
    }),
  ).replace(/[\u00a0\u202f]/g, ' ')

describe('FlatDetails price', () => {
  it('gives a priced flat its figure and price per m²', () => {
    const html = render(makeApartment({ sq: 80, tc: 32_000_000, t: 400_000 }), 'ru')
    expect(html).toContain('data-value="32000000"')
    expect(html).toContain('data-testid="flat-price-m2"')
  })

  it.each([
    ['ru', 'Цена по запросу'],
    ['en', 'Price on request'],
  ] as const)('says a price on request in words (%s), with the consult button', (locale, words) => {
    const html = render(makeApartment({ b: 23, tc: 0, t: 0, st: 1 }), locale)
    expect(html).toContain('data-on-request="true"')
    expect(html).toContain(words)
    expect(html).toContain('data-testid="flat-consult"')
    expect(html).not.toContain('flat-price-m2')
    expect(html).not.toMatch(/\b0 ₽|RUB 0\b/)
  })
})
