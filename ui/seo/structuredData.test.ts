import { describe, expect, it } from 'vitest'
import { makeApartment } from '../../engine/fixtures'
import { catalogueOffersLd, flatOfferLd, jsonLd } from './structuredData'

const url = 'https://khvoya-club.ru/plans?building=11&section=1&floor=3&flat=2'

describe('offers in structured data', () => {
  it('describes a flat on sale as an in-stock offer of an apartment', () => {
    const ld = flatOfferLd(
      makeApartment({ st: 1, tc: 48_300_000, rc: 2, bc: 2, sq: 96.4, f: 3, n: 2, tr_b: 'А1' }),
      'ru',
      url,
    )
    expect(ld).toMatchObject({
      '@type': 'Offer',
      url,
      price: 48_300_000,
      priceCurrency: 'RUB',
      availability: 'https://schema.org/InStock',
      itemOffered: {
        '@type': 'Apartment',
        numberOfBedrooms: 2,
        numberOfRooms: 3,
        floorLevel: '3',
        floorSize: { value: 96.4, unitCode: 'MTK' },
      },
    })
    expect(ld?.itemOffered.name).toContain('А1')
    expect(ld?.itemOffered.name).toContain('02')
  })

  it('marks booked and reserved flats, and gives nothing for flats off the market', () => {
    expect(flatOfferLd(makeApartment({ st: 2, tc: 1 }), 'en', url)?.availability).toBe(
      'https://schema.org/SoldOut',
    )
    expect(flatOfferLd(makeApartment({ st: 3, tc: 1 }), 'en', url)?.availability).toBe(
      'https://schema.org/LimitedAvailability',
    )
    expect(flatOfferLd(makeApartment({ st: 0, tc: 1 }), 'en', url)).toBeNull()
    expect(flatOfferLd(makeApartment({ st: 1, tc: 0 }), 'en', url)).toBeNull()
  })

  it('sums the flats on sale into one price range', () => {
    const ld = catalogueOffersLd(
      [
        makeApartment({ st: 1, tc: 30_000_000 }),
        makeApartment({ st: 1, tc: 90_000_000 }),
        makeApartment({ st: 2, tc: 10_000_000 }),
        makeApartment({ st: 0, tc: 200_000_000 }),
      ],
      'en',
      url,
    )
    expect(ld).toMatchObject({ lowPrice: 30_000_000, highPrice: 90_000_000, offerCount: 2 })
    expect(catalogueOffersLd([makeApartment({ st: 2, tc: 1 })], 'en', url)).toBeNull()
  })

  it('leaves flats whose price is on request out of the range and the count', () => {
    const onRequest = makeApartment({ b: 23, st: 1, tc: 0, t: 0 })
    const priced = makeApartment({ st: 1, tc: 30_000_000 })
    expect(catalogueOffersLd([onRequest, priced], 'en', url)).toMatchObject({
      lowPrice: 30_000_000,
      highPrice: 30_000_000,
      offerCount: 1,
    })
    expect(catalogueOffersLd([onRequest], 'en', url)).toBeNull()
    expect(flatOfferLd(onRequest, 'ru', url)).toBeNull()
  })

  it('cannot close its script tag', () => {
    expect(jsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})
