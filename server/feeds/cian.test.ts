import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cianRoomsCount } from './cian'
import { checkFeed, type FeedCheck, type Listing } from './feedValidator'
import { CIAN_RULES } from './portalRules'
import { openTestFeeds, ORIGIN, type TestFeeds } from './testFeeds'

let feeds: TestFeeds
let feed: FeedCheck
beforeAll(async () => {
  feeds = await openTestFeeds()
  feed = checkFeed(await (await feeds.get('/feeds/cian.xml')).text(), CIAN_RULES)
})
afterAll(async () => {
  await feeds.close()
})

const one = (listing: Listing, path: string) => listing.values.get(path)?.[0]

describe('GET /feeds/cian.xml for the seeded catalogue', () => {
  it('has every field CIAN requires of a new-build flat, each of the right type', () => {
    expect(feed.errors).toEqual([])
    expect(feed.header.get('feed_version')).toEqual(['2'])
  })

  it('lists every flat on sale once, at its live price, and nothing else', async () => {
    const onSale = (await feeds.db.live.rows()).filter((r) => r.status === 1)
    const ids = feed.listings.map((l) => one(l, 'ExternalId'))
    expect(ids).toHaveLength(onSale.length)
    expect(new Set(ids)).toEqual(new Set(onSale.map((r) => r.alt)))
    const prices = new Map(
      feed.listings.map((l) => [one(l, 'ExternalId'), one(l, 'BargainTerms/Price')]),
    )
    for (const row of onSale) expect(prices.get(row.alt)).toBe(String(row.price))
  })

  it('names the complex and the building by CIAN ids, the phone in two parts', () => {
    const offer = feed.listings.find((l) => one(l, 'ExternalId')?.startsWith('32-'))!
    expect(one(offer, 'JKSchema/Id')).toBe('48213')
    expect(one(offer, 'JKSchema/House/Id')).toBe('91012') // В2 = code 32, the 13th building
    expect(one(offer, 'JKSchema/House/Name')).toBe('Корпус В2')
    expect(one(offer, 'Phones/PhoneSchema/CountryCode')).toBe('+7')
    expect(one(offer, 'Phones/PhoneSchema/Number')).toBe('8005501746')
    expect(one(offer, 'Building/Deadline/Quarter')).toBe('q4') // SITE.completion: Q4 2027
    expect(one(offer, 'LayoutPhoto/FullUrl')).toMatch(new RegExp(`^${ORIGIN}/feeds/plans/`))
  })

  it('counts a studio as 9 and a flat with bedrooms by its rooms, capped at 6', () => {
    expect(cianRoomsCount({ studio: true, rooms: 0 })).toBe(9)
    expect(cianRoomsCount({ studio: false, rooms: 2 })).toBe(2)
    expect(cianRoomsCount({ studio: false, rooms: 6 })).toBe(6)
    expect(cianRoomsCount({ studio: false, rooms: 8 })).toBe(6)
    const counts = new Set(feed.listings.map((l) => one(l, 'FlatRoomsCount')))
    expect(counts.has('9')).toBe(true)
  })
})
