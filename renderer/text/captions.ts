// Every word the canvas draws or announces, in both languages. Pure: the renderer may not import
// content/, so its few strings live here, built on engine labels and plural rules.

import { buildingLabel } from '../../engine/buildings'
import type { AmenityKind, RoomKind } from '../../engine/geometry'
import { bedroomLabel, flatNumberLabel, statusLabel } from '../../engine/labels'
import { type PluralForms, pluralize } from '../../engine/plural'
import { millionsDown, millionsLabel, millionsUp, type PriceRange } from '../../engine/priceRanges'
import type { Locale, Status } from '../../engine/types'

export type Bilingual = { ru: string; en: string }

const FLAT_FORMS: Record<Locale, PluralForms> = {
  ru: { one: 'квартира', few: 'квартиры', many: 'квартир', other: 'квартиры' },
  en: { one: 'flat', other: 'flats' },
}

const both = (make: (locale: Locale) => string): Bilingual => ({ ru: make('ru'), en: make('en') })

/** '12 квартир' / '12 flats'; nothing on sale reads 'Продано' / 'Sold out'. */
export function flatsOnSale(count: number, locale: Locale): string {
  if (count <= 0) return locale === 'ru' ? 'Продано' : 'Sold out'
  return pluralize(count, FLAT_FORMS[locale], locale)
}

/** 'от 16,6 млн ₽' / 'from RUB 16.6 m': a building's entry price on its map card. */
export function priceFrom(range: PriceRange, locale: Locale): string {
  const price = millionsLabel(millionsDown(range.min), locale)
  return locale === 'ru' ? `от ${price} млн ₽` : `from RUB ${price} m`
}

/** Flats on sale whose price a price list has not set yet (an imported building's). */
export const PRICE_ON_REQUEST: Bilingual = { ru: 'Цена по запросу', en: 'Price on request' }

/** '16,6–24,1 млн ₽' / 'RUB 16.6–24.1 m': what a floor's flats cost, on its chip's tooltip. */
export function priceSpan(range: PriceRange, locale: Locale): string {
  const low = millionsLabel(millionsDown(range.min), locale)
  const high = millionsLabel(millionsUp(range.max), locale)
  const span = low === high ? low : `${low}–${high}`
  return locale === 'ru' ? `${span} млн ₽` : `RUB ${span} m`
}

export const buildingName = (code: number): Bilingual =>
  both((l) => `${l === 'ru' ? 'Корпус' : 'Building'} ${buildingLabel(code, l)}`)

export const sectionName = (s: number): Bilingual =>
  both((l) => `${l === 'ru' ? 'Секция' : 'Section'} ${s}`)

export const floorName = (f: number): Bilingual =>
  both((l) => `${l === 'ru' ? 'Этаж' : 'Floor'} ${f}`)

/** For a phone's narrow floor chips: '3 эт.' / 'Fl. 3'. */
export const floorShort = (f: number): Bilingual => ({ ru: `${f} эт.`, en: `Fl. ${f}` })

export const BELVEDERE: Bilingual = { ru: 'Бельведер', en: 'Belvedere' }
export const BELVEDERE_NOTE: Bilingual = { ru: 'Видовая точка', en: 'Viewpoint' }
export const ENTRANCE: Bilingual = { ru: 'Въезд', en: 'Entrance' }

export const AMENITY_NAMES: Record<AmenityKind, Bilingual> = {
  clubhouse: { ru: 'Клубный дом', en: 'Club house' },
  spa: { ru: 'Спа', en: 'Spa' },
  'kids-club': { ru: 'Детский клуб', en: 'Children’s club' },
  sports: { ru: 'Спорт', en: 'Sports' },
  'beach-club': { ru: 'Пляжный клуб', en: 'Beach club' },
  parking: { ru: 'Парковка', en: 'Parking' },
}

/** Accessible names: what a screen reader says for each hit target. */
export function buildingTarget(code: number, count: number): Bilingual {
  return both((l) => `${buildingName(code)[l]}: ${flatsOnSale(count, l)}`)
}

export function bandTarget(name: Bilingual, count: number): Bilingual {
  return both((l) => `${name[l]}: ${flatsOnSale(count, l)}`)
}

export function flatTarget(n: number, rc: number, sq: number, st: Status): Bilingual {
  return both((l) => {
    const area = `${formatArea(sq, l)} ${l === 'ru' ? 'м²' : 'm²'}`
    const status = st === 0 ? (l === 'ru' ? 'продана' : 'sold') : statusLabel(st, l).toLowerCase()
    return `${l === 'ru' ? 'Квартира' : 'Flat'} ${flatNumberLabel(n)}, ${bedroomLabel(rc, l)}, ${area}, ${status}`
  })
}

/** One decimal, the local separator: '74,5' / '74.5'. */
export function formatArea(sq: number, locale: Locale): string {
  return sq.toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
}

export const ROOM_NAMES: Record<RoomKind, Bilingual> = {
  hall: { ru: 'Прихожая', en: 'Hall' },
  'kitchen-living': { ru: 'Кухня-гостиная', en: 'Kitchen-living' },
  living: { ru: 'Гостиная', en: 'Living room' },
  kitchen: { ru: 'Кухня', en: 'Kitchen' },
  bedroom: { ru: 'Спальня', en: 'Bedroom' },
  'master-bedroom': { ru: 'Мастер-спальня', en: 'Master bedroom' },
  bathroom: { ru: 'Ванная', en: 'Bathroom' },
  wc: { ru: 'Санузел', en: 'WC' },
  wardrobe: { ru: 'Гардероб', en: 'Wardrobe' },
  laundry: { ru: 'Постирочная', en: 'Laundry' },
  terrace: { ru: 'Терраса', en: 'Terrace' },
  storage: { ru: 'Кладовая', en: 'Storage' },
  stair: { ru: 'Лестница', en: 'Stair' },
  other: { ru: 'Помещение', en: 'Room' },
}

/** Short words drawn on the plans. */
export const PLAN_WORDS = {
  section: { ru: 'Секция', en: 'Section' },
  floor: { ru: 'Этаж', en: 'Floor' },
  sqm: { ru: 'м²', en: 'm²' },
  upper: { ru: 'Второй уровень', en: 'Upper level' },
  lift: { ru: 'Лифт', en: 'Lift' },
} as const satisfies Record<string, Bilingual>
