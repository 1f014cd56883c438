// Structured data (schema.org JSON-LD) for search engines: the developer as an organization and
// the residence as an apartment complex, with contacts from the site config.

import { COMPLEX_POINT } from '../../content/mapPoints'
import { SITE } from '../../content/site'
import type { Locale } from '../../engine/types'

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
      addressLocality: locale === 'ru' ? 'Санкт-Петербург' : 'St Petersburg',
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
      addressRegion: locale === 'ru' ? 'Ленинградская область' : 'Leningrad Region',
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
