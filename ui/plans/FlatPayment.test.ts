// The payment block as the server renders it: a missing or broken mortgage programmes file takes
// the mortgage line away and leaves the rest of the block (and so the page) whole.

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { makeApartment } from '../../engine/fixtures'
import { type MortgageProgrammes, readMortgageProgrammes } from '../../engine/mortgageProgrammes'
import { FlatPayment } from './FlatPayment'

const flat = makeApartment({ b: 15, n: 6, tc: 74_195_000, st: 1 })

/** The calculator reads the page's language from Vike's page context, as on a page. */
const pageContext = { locale: 'ru' } as unknown as PageContext

const render = (programmes?: MortgageProgrammes, shown = flat, locale: 'ru' | 'en' = 'ru') =>
  renderToStaticMarkup(
    createElement(VikeReactProviderPageContext, {
      pageContext: { ...pageContext, locale } as PageContext,
      // biome-ignore lint/correctness/noChildrenProp: the provider's props type requires children.
      children: createElement(FlatPayment, { flat: shown, locale, programmes }),
    }),
  )

describe('FlatPayment', () => {
  it('shows the calculator at the flat price and a line per programme of the shipped file', () => {
    const html = render()
    expect(html).toContain('data-testid="instalment-calculator"')
    expect(html).toMatch(/value="74\s195\s000"/)
    expect(html.match(/data-testid="flat-mortgage-line"/g)).toHaveLength(3)
    expect(html).toContain('data-testid="flat-mortgage-checked"')
    expect(html).not.toContain('flat-mortgage-excluded')
  })

  it('opens the instalment on the longest term there is', () => {
    const html = render()
    const slider = html.match(/<input[^>]*id="[^"]*-months"[^>]*>/)?.[0] ?? ''
    const max = slider.match(/max="(\d+)"/)?.[1]
    expect(Number(max)).toBeGreaterThan(1)
    expect(slider).toContain(`value="${max}"`)
  })

  it.each([
    // The family mortgage lends on housing: a serviced apartment (А1-А4) sees the other two and
    // is told which one is not for it.
    ['serviced', 11, 2, 'Семейная ипотека'],
    ['private', 15, 3, null],
  ] as const)('a %s flat shows only the programmes that finance it', (_, b, lines, excluded) => {
    const html = render(undefined, makeApartment({ b, tc: 30_000_000, st: 1 }))
    expect(html.match(/data-testid="flat-mortgage-line"/g)).toHaveLength(lines)
    expect(html.includes('data-programme="family"')).toBe(excluded === null)
    if (excluded) expect(html).toMatch(/data-testid="flat-mortgage-excluded"[^>]*>[^<]*Семейная/)
  })

  it('a hotel room, financed by no programme, keeps the instalment and shows no mortgage', () => {
    const html = render(undefined, makeApartment({ b: 31, tc: 30_000_000, st: 1 }))
    expect(html).toContain('data-testid="instalment-calculator"')
    expect(html).not.toContain('flat-mortgage')
  })

  it.each([
    ['missing', undefined],
    ['not JSON', '{ "checkedAt": '],
    ['invalid', '{ "checkedAt": "2026-13-40", "programmes": [] }'],
  ])('a %s programmes file hides the mortgage line and nothing else', (_, text) => {
    const html = render(readMortgageProgrammes(text))
    expect(html).toContain('data-testid="flat-payment"')
    expect(html).toContain('data-testid="instalment-calculator"')
    expect(html).not.toContain('flat-mortgage')
  })

  it.each([
    ['ru', 'Цена по запросу', 'Получить консультацию'],
    ['en', 'Price on request', 'Book a consultation'],
  ] as const)(
    'for a price on request (%s): no calculator, no mortgage, the callback button',
    (locale, words, button) => {
      const asked = makeApartment({ alt: '23-1-1-1', b: 23, tc: 0, t: 0, st: 1 })
      const html = render(undefined, asked, locale)
      expect(html).toContain('data-testid="flat-payment-on-request"')
      expect(html).toContain(words)
      expect(html).toContain(button)
      expect(html).toContain('data-testid="flat-payment-consult"')
      expect(html).not.toContain('instalment-calculator')
      expect(html).not.toContain('flat-mortgage')
    },
  )
})
