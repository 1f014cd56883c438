// Both feeds built from flats of our own rather than from the seeded catalogue: the seed has no flat
// whose plan lacks a living room, so no feed of it could show that such a flat gets no living area.
// (A test file of its own: mutation testing judges again every mutant a changed test file killed.)
import { describe, expect, it } from 'vitest'
import { cianFeed } from './cian'
import { readFeedsConfig } from './feedConfig'
import { checkFeed, type Listing } from './feedValidator'
import { flatOnSale } from './flatSample.fixture'
import type { FeedBuild } from './yandexRealty'
import { yandexRealtyFeed } from './yandexRealty'
import { CIAN_RULES, YANDEX_REALTY_RULES } from './portalRules'
import { FEED_ENV } from './testFeeds'

const at = '2026-01-15T09:00:00.000Z'
const flats = [flatOnSale(), flatOnSale({ alt: '15-2-3-5', livingArea: null })]
const build = (feed: (input: FeedBuild) => string, env = FEED_ENV) =>
  feed({
    config: readFeedsConfig(env)!,
    selection: { flats, fingerprint: '' },
    listedSince: at,
    now: at,
  })
const one = (listing: Listing, path: string) => listing.values.get(path)?.[0]

describe('a flat whose plan has no living room', () => {
  it('gets no living space in the Yandex feed', () => {
    const check = checkFeed(build(yandexRealtyFeed), YANDEX_REALTY_RULES)
    expect(check.errors).toEqual([])
    const [withLiving, without] = check.listings as [Listing, Listing]
    expect(one(withLiving, 'living-space/value')).toBe('14.2')
    expect(one(without, 'living-space/value')).toBeUndefined()
    expect(one(without, 'kitchen-space/value')).toBe('20.1')
  })

  it('gets no LivingArea in the CIAN feed', () => {
    const check = checkFeed(build(cianFeed), CIAN_RULES)
    expect(check.errors).toEqual([])
    const [withLiving, without] = check.listings as [Listing, Listing]
    expect(one(withLiving, 'LivingArea')).toBe('14.2')
    expect(one(without, 'LivingArea')).toBeUndefined()
    expect(one(without, 'KitchenArea')).toBe('20.1')
  })
})

describe('a switched-off portal', () => {
  it('has no Yandex feed built', () => {
    expect(() => build(yandexRealtyFeed, { ...FEED_ENV, FEEDS: 'cian' })).toThrow(
      'yandexRealtyFeed: the Yandex Realty feed is switched off',
    )
  })
})
