// The price history block as the server renders it, with the history given: a price on request
// has no history to show, and a first price after "on request" has no percentage.

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { FlatPriceHistory } from '../../engine/priceHistory'
import { PriceHistory, showsPriceHistory } from './PriceHistory'

const history = vi.hoisted(() => ({ current: null as FlatPriceHistory | null }))
vi.mock('./usePriceHistory', () => ({
  usePriceHistory: () => ({ state: { kind: 'ready', history: history.current }, retry() {} }),
}))

const render = (h: FlatPriceHistory, locale: 'ru' | 'en' = 'ru') => {
  history.current = h
  return renderToStaticMarkup(createElement(PriceHistory, { alt: h.alt, locale })).replace(
    /[\u00a0\u202f]/g,
    ' ',
  )
}

const at = '2026-03-01T09:00:00.000Z'
const base = { alt: '23-1-1-1', status: 1 as const, since: at }

describe('PriceHistory appears once a price has changed', () => {
  it.each(['ru', 'en'] as const)(
    'shows nothing for a price unchanged since it was set (%s)',
    (locale) => {
      expect(render({ ...base, price: 45_000_000, changes: [] }, locale)).toBe('')
    },
  )

  it.each([
    ['ru', 'История цены'],
    ['en', 'Price history'],
  ] as const)('shows the heading and the change once the price moved (%s)', (locale, title) => {
    const html = render(
      { ...base, price: 42_000_000, changes: [{ at, from: 40_000_000, to: 42_000_000 }] },
      locale,
    )
    expect(html).toContain(title)
    expect(html.match(/data-testid="flat-price-change"/g)).toHaveLength(1)
  })

  it.each<[string, FlatPriceHistory, boolean]>([
    ['unchanged', { ...base, price: 45_000_000, changes: [] }, false],
    ['on request', { ...base, price: 0, changes: [] }, false],
    ['changed', { ...base, price: 42_000_000, changes: [{ at, from: 40e6, to: 42e6 }] }, true],
    ['priced after request', { ...base, price: 42e6, changes: [{ at, from: 0, to: 42e6 }] }, true],
  ])('the rule: %s -> %s', (_, h, shown) => {
    expect(showsPriceHistory(h)).toBe(shown)
  })
})

describe('PriceHistory with a price on request', () => {
  it('shows nothing for a flat whose price is on request', () => {
    expect(render({ ...base, price: 0, changes: [] })).toBe('')
  })

  it.each([
    ['ru', 'Цена по запросу'],
    ['en', 'Price on request'],
  ] as const)('words a first price after "on request" (%s) with no share', (locale, words) => {
    const html = render(
      { ...base, price: 45_000_000, changes: [{ at, from: 0, to: 45_000_000 }] },
      locale,
    )
    expect(html).toContain(words)
    expect(html).not.toContain('data-up')
    expect(html).not.toContain('∞')
  })

  it('keeps the share of an ordinary change: 40 -> 42 million is +5 %', () => {
    const html = render({
      ...base,
      price: 42_000_000,
      changes: [{ at, from: 40_000_000, to: 42_000_000 }],
    })
    expect(html).toMatch(/data-up="true">\+5 %</)
  })
})
