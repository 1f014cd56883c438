import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cianFeed, cianRoomsCount } from './cian'
import { readFeedsConfig } from './feedConfig'
import { COMPLEX, COMPLEX_ADDRESS } from './feedText'
import { checkFeed, type FeedCheck, type Listing } from './feedValidator'
import { CIAN_RULES } from './portalRules'
import { FEED_ENV, openTestFeeds, ORIGIN, type TestFeeds } from './testFeeds'

// A fresh API per test, and the feed fetched inside the test: the API keeps a feed it has built,
// and mutation testing judges a mutant only by the tests that ran its code (not a beforeAll's).
let feeds: TestFeeds
beforeEach(async () => {
  feeds = await openTestFeeds()
})
afterEach(async () => {
  await feeds.close()
})
const cian = async (): Promise<FeedCheck> =>
  checkFeed(await (await feeds.get('/feeds/cian.xml')).text(), CIAN_RULES)

const one = (listing: Listing, path: string) => listing.values.get(path)?.[0]

describe('GET /feeds/cian.xml for the seeded catalogue', () => {
  it('has every field CIAN requires of a new-build flat, each of the right type', async () => {
    const feed = await cian()
    expect(feed.errors).toEqual([])
    expect(feed.header.get('feed_version')).toEqual(['2'])
  })

  it('lists every flat on sale once, at its live price, and nothing else', async () => {
    const feed = await cian()
    const onSale = (await feeds.db.live.rows()).filter((r) => r.status === 1)
    const ids = feed.listings.map((l) => one(l, 'ExternalId'))
    expect(ids).toHaveLength(onSale.length)
    expect(new Set(ids)).toEqual(new Set(onSale.map((r) => r.alt)))
    const prices = new Map(
      feed.listings.map((l) => [one(l, 'ExternalId'), one(l, 'BargainTerms/Price')]),
    )
    for (const row of onSale) expect(prices.get(row.alt)).toBe(String(row.price))
  })

  it('names the complex and the building by CIAN ids, the phone in two parts', async () => {
    const feed = await cian()
    const offer = feed.listings.find((l) => one(l, 'ExternalId')?.startsWith('32-'))!
    expect(one(offer, 'JKSchema/Id')).toBe('48213')
    expect(one(offer, 'JKSchema/House/Id')).toBe('91012') // В2 = code 32, the 13th building
    expect(one(offer, 'JKSchema/House/Name')).toBe('Корпус В2')
    expect(one(offer, 'Phones/PhoneSchema/CountryCode')).toBe('+7')
    expect(one(offer, 'Phones/PhoneSchema/Number')).toBe('8005501746')
    expect(one(offer, 'Building/Deadline/Quarter')).toBe('q4') // SITE.completion: Q4 2027
    expect(one(offer, 'LayoutPhoto/FullUrl')).toMatch(new RegExp(`^${ORIGIN}/feeds/plans/`))
  })

  it('describes a flat as the catalogue has it: place, areas, the complex, the deadline, the terms', async () => {
    const feed = await cian()
    const rows = await feeds.db.live.rows()
    // A flat whose section and floor differ, so neither can pass for the other.
    const row = rows.find((r) => {
      const [building, section, floor] = r.alt.split('-')
      return r.status === 1 && building === '15' && section !== floor
    })!
    const offer = feed.listings.find((l) => one(l, 'ExternalId') === row.alt)!
    const text = (path: string) => one(offer, path)
    const [, section, floor] = row.alt.split('-')
    expect(text('Category')).toBe('newBuildingFlatSale')
    expect(text('TotalArea')).toBe(String(row.area))
    expect(text('FloorNumber')).toBe(floor)
    expect(text('Building/FloorsCount')).toBe('4')
    expect(text('JKSchema/House/Flat/FlatNumber')).toBe(String(row.number))
    expect(text('JKSchema/House/Flat/SectionNumber')).toBe(section)
    expect(text('JKSchema/Name')).toBe(COMPLEX.name)
    expect(text('Address')).toBe(COMPLEX_ADDRESS)
    expect([text('Coordinates/Lat'), text('Coordinates/Lng')]).toEqual([
      String(COMPLEX.lat),
      String(COMPLEX.lon),
    ])
    expect(text('Description')).toMatch(/\S/)
    expect(text('Building/Deadline/Year')).toBe('2027')
    expect(text('Building/Deadline/IsComplete')).toBe('false')
    expect(text('LayoutPhoto/IsDefault')).toBe('true')
    expect([text('BargainTerms/Currency'), text('BargainTerms/SaleType')]).toEqual(['rur', 'fz214'])
    const living = Number(text('LivingArea'))
    const kitchen = Number(text('KitchenArea'))
    expect(living).toBeGreaterThan(kitchen)
    expect(living + kitchen).toBeLessThan(row.area)
    // A studio has no separate kitchen: no KitchenArea at all.
    const studio = feed.listings.find((l) => one(l, 'FlatRoomsCount') === '9')!
    expect(one(studio, 'KitchenArea')).toBeUndefined()
    expect(Number(one(studio, 'LivingArea'))).toBeGreaterThan(10)
  })

  it('is not built while CIAN is switched off', () => {
    const config = readFeedsConfig({ ...FEED_ENV, FEEDS: 'yandex-realty' })!
    const selection = { flats: [], fingerprint: '' }
    const at = '2026-01-15T09:00:00.000Z'
    expect(() => cianFeed({ config, selection, listedSince: at, now: at })).toThrow(
      'cianFeed: the CIAN feed is switched off',
    )
  })

  it('counts a studio as 9 and a flat with bedrooms by its rooms, capped at 6', async () => {
    expect(cianRoomsCount({ studio: true, rooms: 0 })).toBe(9)
    expect(cianRoomsCount({ studio: false, rooms: 2 })).toBe(2)
    expect(cianRoomsCount({ studio: false, rooms: 6 })).toBe(6)
    expect(cianRoomsCount({ studio: false, rooms: 8 })).toBe(6)
    const feed = await cian()
    const counts = new Set(feed.listings.map((l) => one(l, 'FlatRoomsCount')))
    expect(counts.has('9')).toBe(true)
  })
})
