// The words and numbers a sheet prints, in the sheet's language: prices, areas, dates, titles,
// room and format names. Pure: Intl formats and the typed dictionaries, nothing else.

import { LOCALE_TAGS } from '../../engine/routes'
import { buildingLabel } from '../../engine/buildings'
import type { RoomKind } from '../../engine/geometry'
import { bedroomsText, flatNumberLabel } from '../../engine/labels'
import { hasPrice } from '../../engine/priceRanges'
import type { Apartment, LivingFormat, Locale } from '../../engine/types'
import type { TranslationKey } from '../../content/i18n/dictionary'
import { type Params, translate } from '../i18n'

export type SheetT = (key: TranslationKey, params?: Params) => string

export function sheetT(locale: Locale): SheetT {
  return (key, params) => translate(locale, key, params)
}

const integers = new Map<Locale, Intl.NumberFormat>()
const decimals = new Map<Locale, Intl.NumberFormat>()

function cached(map: Map<Locale, Intl.NumberFormat>, locale: Locale, digits: number) {
  let format = map.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    map.set(locale, format)
  }
  return format
}

/** 76004000 -> '76 004 000 ₽' (ru) or 'RUB 76,004,000' (en): the catalogue's roubles, whole. */
export function money(value: number, locale: Locale): string {
  return translate(locale, 'pdf.money', {
    amount: cached(integers, locale, 0).format(Math.round(value)),
  })
}

/** A flat's price as a sheet prints it: roubles, or "Цена по запросу" while it has none (tc 0). */
export function sheetPrice(flat: Pick<Apartment, 'tc'>, locale: Locale): string {
  return hasPrice(flat) ? money(flat.tc, locale) : sheetT(locale)('plans.price.onRequest')
}

/** 173.4 -> '173,4' (ru), 60 -> '60.0' (en): always one decimal, so area columns line up. */
export function areaNumber(value: number, locale: Locale): string {
  return cached(decimals, locale, 1).format(value)
}

export function area(value: number, locale: Locale): string {
  return translate(locale, 'pdf.area', { area: areaNumber(value, locale) })
}

/** The date stamp: '2 июня 2025 г.' / '2 June 2025', on Moscow time like the sales office. */
export function dateStamp(now: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale] === 'en' ? 'en-GB' : LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Moscow',
  }).format(now)
}

/** The sheet's headline: '3 спальни, 173,4 м²'. */
export function flatTitle(flat: Apartment, locale: Locale): string {
  return `${bedroomsText(flat.rc, locale)}, ${area(flat.sq, locale)}`
}

/** 'Корпус А1 · секция 1 · этаж 3 из 4 · квартира 01'. */
export function flatAddress(flat: Apartment, locale: Locale): string {
  return sheetT(locale)('pdf.address', {
    building: buildingLabel(flat.b, locale),
    section: flat.s,
    floor: flat.f,
    floors: flat.floor,
    number: flatNumberLabel(flat.n),
  })
}

const ROOM_KEYS: Record<RoomKind, TranslationKey> = {
  hall: 'pdf.room.hall',
  'kitchen-living': 'pdf.room.kitchenLiving',
  living: 'pdf.room.living',
  kitchen: 'pdf.room.kitchen',
  bedroom: 'pdf.room.bedroom',
  'master-bedroom': 'pdf.room.masterBedroom',
  bathroom: 'pdf.room.bathroom',
  wc: 'pdf.room.wc',
  wardrobe: 'pdf.room.wardrobe',
  laundry: 'pdf.room.laundry',
  terrace: 'pdf.room.terrace',
  storage: 'pdf.room.storage',
  stair: 'pdf.room.stair',
  other: 'pdf.room.other',
}

export function roomName(kind: RoomKind, locale: Locale): string {
  return translate(locale, ROOM_KEYS[kind])
}

const FORMAT_KEYS: Record<LivingFormat, TranslationKey> = {
  hotel: 'pdf.format.hotel',
  serviced: 'pdf.format.serviced',
  private: 'pdf.format.private',
}

export function formatName(format: LivingFormat, locale: Locale): string {
  return translate(locale, FORMAT_KEYS[format])
}
