// Structured data (schema.org JSON-LD) for search engines: the developer as an organization, the
// residence as an apartment complex with contacts from the site config, and the offers: one flat
// on its screen, the flats on sale as a price range on the catalogue screens.

import { COMPLEX_POINT } from '../../content/mapPoints'
import { SITE } from '../../content/site'
import { flatNumberLabel } from '../../engine/labels'
import { hasPrice } from '../../engine/priceRanges'
import type { Apartment, Locale } from '../../engine/types'
import { translate } from '../i18n'

export function organizationLd(origin: string, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.legalEntity[locale],
    brand: SITE.fullName[locale],
    url: origin,
    logo: `${origin}/icons/icon-512.png`,
    telephone: SITE.phone.e164,
    email: SITE.emails.sales,
    address: {
      '@type': 'PostalAddress',
      streetAddress: SITE.office.text[locale],
      addressLocality: translate(locale, 'place.city'),
      addressCountry: 'RU',
    },
    sameAs: [SITE.social.telegram, SITE.social.vk],
  }
}

export function residenceLd(origin: string, locale: Locale, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ApartmentComplex',
    name: SITE.fullName[locale],
    description: SITE.tagline[locale],
    url: `${origin}${path}`,
    telephone: SITE.phone.e164,
    geo: { '@type': 'GeoCoordinates', latitude: COMPLEX_POINT.lat, longitude: COMPLEX_POINT.lon },
    address: {
      '@type': 'PostalAddress',
      streetAddress: SITE.showroom.text[locale],
      addressRegion: translate(locale, 'place.region'),
      addressCountry: 'RU',
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: SITE.hours.opens,
      closes: SITE.hours.closes,
    },
  }
}

/** JSON for a <script type="application/ld+json">: `<` escaped so copy cannot close the tag. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

const AVAILABILITY: Record<number, string> = {
  1: 'https://schema.org/InStock',
  2: 'https://schema.org/SoldOut',
  3: 'https://schema.org/LimitedAvailability',
}

/**
 * One flat as an Offer of an Apartment, for the flat screen. Flats not on the market (status 0)
 * or whose price is on request (tc 0, an imported building's until a price list) give null: search
 * engines must not index an offer we do not make, and an Offer at 0 ₽ would be read as free.
 */
export function flatOfferLd(a: Apartment, locale: Locale, url: string) {
  if (a.st === 0 || !hasPrice(a)) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    url,
    price: a.tc,
    priceCurrency: 'RUB',
    availability: AVAILABILITY[a.st],
    seller: { '@type': 'Organization', name: SITE.legalEntity[locale] },
    itemOffered: {
      '@type': 'Apartment',
      name: `${SITE.fullName[locale]}, ${a.tr_b}, ${flatNumberLabel(a.n)}`,
      numberOfRooms: a.rc + 1,
      numberOfBedrooms: a.rc,
      numberOfBathroomsTotal: a.bc,
      floorLevel: String(a.f),
      floorSize: { '@type': 'QuantitativeValue', value: a.sq, unitCode: 'MTK' },
      image: a.png || undefined,
    },
  }
}

/**
 * The flats on sale as one AggregateOffer (price range and count), for the search and master plan
 * screens once live data has arrived; null when nothing is on sale. Flats whose price is on request
 * are left out of both: lowPrice is never 0.
 */
export function catalogueOffersLd(apartments: Iterable<Apartment>, locale: Locale, url: string) {
  let count = 0
  let low = Number.POSITIVE_INFINITY
  let high = 0
  for (const a of apartments) {
    if (a.st !== 1 || !hasPrice(a)) continue
    count += 1
    low = Math.min(low, a.tc)
    high = Math.max(high, a.tc)
  }
  if (count === 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'AggregateOffer',
    url,
    priceCurrency: 'RUB',
    lowPrice: low,
    highPrice: high,
    offerCount: count,
    itemOffered: { '@type': 'ApartmentComplex', name: SITE.fullName[locale] },
  }
}
