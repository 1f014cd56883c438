// What both feeds say in words and where they point: the complex's name and place, the offer's
// description, the flat's page and plan image. Russian only: both portals publish in Russian, so
// the words are the Russian set of content/i18n/feeds.ts. Pure.

import { feeds } from '../../content/i18n/feeds'
import { COMPLEX_POINT } from '../../content/mapPoints'
import { SITE } from '../../content/site'
import { flatHandoffPath } from '../../engine/kioskHandoff'
import { countWord, message, type Params } from '../../engine/messages'
import type { OnSaleFlat } from './onSale'

/** The residence as the portals locate it: the site's showroom address without the showroom. */
export const COMPLEX = {
  name: SITE.fullName.ru,
  region: feeds.ru.region,
  address: feeds.ru.address,
  lat: COMPLEX_POINT.lat,
  lon: COMPLEX_POINT.lon,
  completion: SITE.completion,
} as const

export const COMPLEX_ADDRESS = `${COMPLEX.region}, ${COMPLEX.address}`

/** The flat on the plans screen: the site's own address of it (as the kiosk hand-off uses). */
export function flatPageUrl(origin: string, flat: OnSaleFlat): string {
  return `${origin}${flatHandoffPath(flat.alt, 'ru') ?? '/plans'}`
}

export const PLAN_IMAGE_PATH = '/feeds/plans/'

/** A raster of the layout's plan, which the portals take where they refuse the site's SVG. */
export function planImageUrl(origin: string, plan: string): string {
  return `${origin}${PLAN_IMAGE_PATH}${encodeURIComponent(plan)}.png`
}

const decimal = (value: number) => String(value).replace('.', ',')
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`

type TextKey = Parameters<typeof message<(typeof feeds)['ru']>>[2]
const words = (key: TextKey, params?: Params) => message(feeds, 'ru', key, params)

function bedroomsText(flat: OnSaleFlat): string {
  if (flat.studio) return words('studio')
  return `${flat.bedrooms} ${countWord(feeds, 'ru', 'bedrooms', flat.bedrooms)}`
}

export function offerDescription(flat: OnSaleFlat): string {
  const parts = [
    words('place', {
      complex: COMPLEX.name,
      hectares: decimal(SITE.constants.territoryHa),
      km: SITE.constants.distanceKm,
    }),
    words('flat', {
      building: flat.label,
      section: flat.section,
      floor: flat.floor,
      floors: flat.floors,
      number: flat.number,
    }),
    sentence(
      words('rooms', {
        levels: flat.levels > 1 ? words('twoLevels') : '',
        bedrooms: bedroomsText(flat),
        area: decimal(flat.area),
        terrace: flat.terraceArea > 0 ? words('terrace', { area: decimal(flat.terraceArea) }) : '',
      }),
    ),
    words('completion', { when: COMPLEX.completion.text.ru }),
  ]
  return parts.join(' ')
}

/** Where the flat stands: 'корпус А5, секция 2' (Yandex's building-section). */
export function buildingSectionText(flat: OnSaleFlat): string {
  return words('buildingSection', { building: flat.label, section: flat.section })
}

/** 'Корпус А5': the house's name on CIAN. */
export function houseName(label: string): string {
  return words('house', { building: label })
}

/** ISO 8601 with an explicit offset, as both portals ask: 2025-06-02T09:00:00+00:00. */
export function feedDate(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 19)}+00:00`
}
