// A result row as the server renders it: the price and the price per m², or, for a flat whose
// price is on request (an imported building's, tc 0), those words in the page's language.

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { makeApartment } from '../../engine/fixtures'
import type { Apartment, Locale } from '../../engine/types'
import { ResultRow } from './ResultRow'

const render = (apartment: Apartment, locale: Locale) =>
  renderToStaticMarkup(
    createElement(VikeReactProviderPageContext, {
      pageContext: { locale } as unknown as PageContext,
      // biome-ignore lint/correctness/noChildrenProp: the provider's props type requires children.
      children: createElement(
        'table',
        null,
        createElement('tbody', null, createElement(ResultRow, { apartment })),
      ),
    }),
  ).replace(/[\u00a0\u202f]/g, ' ')

describe('ResultRow price', () => {
  it('shows the total and the price per m² of a priced flat', () => {
    const html = render(makeApartment({ sq: 80, tc: 32_000_000, t: 400_000 }), 'ru')
    expect(html).toContain('data-value="32000000"')
    expect(html).toContain('32 000 000 ₽')
    expect(html).toContain('400 000 ₽ за м²')
  })

  it.each([
    ['ru', 'Цена по запросу'],
    ['en', 'Price on request'],
  ] as const)('says a price on request in words (%s), never 0', (locale, words) => {
    const html = render(makeApartment({ b: 23, tc: 0, t: 0 }), locale)
    expect(html).toContain(words)
    expect(html).toContain('data-on-request="true"')
    expect(html).not.toMatch(/\b0 ₽|RUB 0\b/)
  })
})
