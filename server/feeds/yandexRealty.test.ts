import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flatOfQuery } from '../../engine/kioskHandoff'
import { checkFeed, type FeedCheck, type Listing } from './feedValidator'
import { YANDEX_REALTY_RULES } from './portalRules'
import { openTestFeeds, ORIGIN, type TestFeeds } from './testFeeds'

// A fresh API per test, and the feed fetched inside the test: the API keeps a feed it has built,
// and mutation testing judges a mutant only by the tests that ran its code (not a beforeAll's).
let feeds: TestFeeds
let feed: FeedCheck
beforeEach(async () => {
  feeds = await openTestFeeds()
})
afterEach(async () => {
  await feeds.close()
})
const yandex = async (): Promise<FeedCheck> => {
  feed = checkFeed(await (await feeds.get('/feeds/yandex-realty.xml')).text(), YANDEX_REALTY_RULES)
  return feed
}

const one = (listing: Listing, path: string) => listing.values.get(path)?.[0]
const byId = (alt: string) => feed.listings.find((l) => l.attributes['internal-id'] === alt)

describe('GET /feeds/yandex-realty.xml for the seeded catalogue', () => {
  it('has every element Yandex requires of a new-build offer, each of the right type', async () => {
    await yandex()
    expect(feed.errors).toEqual([])
    expect(feed.header.get('generation-date')?.[0]).toMatch(/\+00:00$/)
  })

  it('lists every flat on sale once, at its live price, and no booked, reserved or sold flat', async () => {
    await yandex()
    const rows = await feeds.db.live.rows()
    const onSale = rows.filter((r) => r.status === 1)
    // The seed keeps about 22 % sold, 10 % booked, 8 % reserved: all three must be left out.
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3]))
    const ids = feed.listings.map((l) => l.attributes['internal-id'])
    expect(ids).toHaveLength(onSale.length)
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(ids)).toEqual(new Set(onSale.map((r) => r.alt)))
    for (const row of onSale) expect(one(byId(row.alt)!, 'price/value')).toBe(String(row.price))
  })

  it('describes a flat with bedrooms from its layout: rooms, areas, building ids, dates', async () => {
    await yandex()
    const rows = await feeds.db.live.rows()
    const row = rows.find((r) => r.status === 1 && r.alt.startsWith('15-'))!
    const offer = byId(row.alt)!
    const text = (path: string) => one(offer, path)
    expect(text('type')).toBe('продажа')
    expect(text('category')).toBe('квартира')
    expect(text('new-flat')).toBe('да')
    expect(text('deal-status')).toBe('первичная продажа')
    expect(text('building-name')).toBe('Клубная резиденция «Хвоя»')
    expect(text('yandex-building-id')).toBe('2154871')
    expect(text('yandex-house-id')).toBe('3000004') // А5 = code 15, the fifth building
    expect(text('floors-total')).toBe('4')
    expect(text('location/apartment')).toBe(String(row.number))
    expect(text('sales-agent/phone')).toBe('+78005501746')
    expect(text('sales-agent/organization')).toBe('ООО «СЗ «Хвоя Девелопмент»')
    expect(text('last-update-date')).toBe(`${row.updatedAt.slice(0, 19)}+00:00`)
    expect(text('creation-date')).toBe('2025-06-02T09:00:00+00:00') // the catalogue's date
    expect(text('studio')).toBeUndefined()
    expect(Number(text('rooms'))).toBeGreaterThan(0)
    expect(Number(text('area/value'))).toBe(row.area)
    const living = Number(text('living-space/value'))
    const kitchen = Number(text('kitchen-space/value'))
    expect(living + kitchen).toBeLessThan(row.area)
    expect(living).toBeGreaterThan(kitchen)
  })

  it('marks a studio as such, with its one room as the living space and no kitchen', async () => {
    await yandex()
    const studio = feed.listings.find((l) => one(l, 'studio') === 'да')!
    expect(studio).toBeDefined()
    expect(one(studio, 'rooms')).toBeUndefined()
    expect(one(studio, 'kitchen-space/value')).toBeUndefined()
    expect(Number(one(studio, 'living-space/value'))).toBeGreaterThan(10)
  })

  it("points at the flat's own page on the plans screen and at its plan image", async () => {
    await yandex()
    const offer = feed.listings[0]!
    const alt = offer.attributes['internal-id']
    const url = new URL(one(offer, 'url')!)
    expect(url.origin).toBe(ORIGIN)
    expect(url.pathname).toBe('/plans')
    expect(flatOfQuery(url.search)).toBe(alt)
    expect(one(offer, 'image')).toMatch(new RegExp(`^${ORIGIN}/feeds/plans/[A-C]-[\\w-]+\\.png$`))
  })
})
