// What both feeds say in words and where they point: the complex's name and place, the offer's
// description, the flat's page and plan image. Russian only: both portals publish in Russian. Pure.

import { COMPLEX_POINT } from '../../content/mapPoints'
import { SITE } from '../../content/site'
import { flatHandoffPath } from '../../engine/kioskHandoff'
import { type PluralForms, pluralWord } from '../../engine/plural'
import type { OnSaleFlat } from './onSale'

/** The residence as the portals locate it: the site's showroom address without the showroom. */
export const COMPLEX = {
  name: SITE.fullName.ru,
  region: 'Ленинградская область',
  address: 'Приморское шоссе, 46-й км',
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

const BEDROOMS: PluralForms = {
  one: 'спальня',
  few: 'спальни',
  many: 'спален',
  // Stryker disable next-line StringLiteral: Russian's `other` is for fractions, and bedrooms are whole
  other: 'спальни',
}

function bedroomsText(flat: OnSaleFlat): string {
  if (flat.studio) return 'студия'
  return `${flat.bedrooms} ${pluralWord(flat.bedrooms, BEDROOMS, 'ru')}`
}

export function offerDescription(flat: OnSaleFlat): string {
  const parts = [
    `${COMPLEX.name}: ${decimal(SITE.constants.territoryHa)} га соснового леса у Финского залива, ${SITE.constants.distanceKm} км от Санкт-Петербурга.`,
    `Корпус ${flat.label}, секция ${flat.section}, этаж ${flat.floor} из ${flat.floors}, квартира № ${flat.number}.`,
    sentence(
      `${flat.levels > 1 ? 'двухуровневая, ' : ''}${bedroomsText(flat)}, общая площадь ${decimal(flat.area)} м²${
        flat.terraceArea > 0 ? `, терраса ${decimal(flat.terraceArea)} м²` : ''
      }.`,
    ),
    `Срок сдачи — ${COMPLEX.completion.text.ru}.`,
  ]
  return parts.join(' ')
}

/** ISO 8601 with an explicit offset, as both portals ask: 2025-06-02T09:00:00+00:00. */
export function feedDate(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 19)}+00:00`
}
