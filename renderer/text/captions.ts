// Every word the canvas draws or announces, in both languages: the words are the catalogue
// content/i18n/canvas.ts, filled here with the engine's labels, plural rules and local numbers.

import { canvas } from '../../content/i18n/canvas'
import { buildingLabel } from '../../engine/buildings'
import type { AmenityKind, RoomKind } from '../../engine/geometry'
import { bedroomsText, flatNumberLabel, statusLabel } from '../../engine/labels'
import { countMessage, message, type Params } from '../../engine/messages'
import { millionsDown, millionsLabel, millionsUp, type PriceRange } from '../../engine/priceRanges'
import type { Locale, Status } from '../../engine/types'

export type Bilingual = { ru: string; en: string }

const both = (make: (locale: Locale) => string): Bilingual => ({ ru: make('ru'), en: make('en') })

type TextKey = Parameters<typeof message<(typeof canvas)['ru']>>[2]

/** A catalogue text in both languages. */
const words = (key: TextKey, params?: Params): Bilingual =>
  both((l) => message(canvas, l, key, params))

/** '12 квартир' / '12 flats'; nothing on sale reads 'Продано' / 'Sold out'. */
export function flatsOnSale(count: number, locale: Locale): string {
  if (count <= 0) return message(canvas, locale, 'soldOut')
  return countMessage(canvas, locale, 'flats', count)
}

/** 'от 16,6 млн ₽' / 'from RUB 16.6 m': a building's entry price on its map card. */
export function priceFrom(range: PriceRange, locale: Locale): string {
  const price = millionsLabel(millionsDown(range.min), locale)
  return message(canvas, locale, 'priceFrom', { price })
}

/** Flats on sale whose price a price list has not set yet (an imported building's). */
export const PRICE_ON_REQUEST: Bilingual = words('priceOnRequest')

/** '16,6–24,1 млн ₽' / 'RUB 16.6–24.1 m': what a floor's flats cost, on its chip's tooltip. */
export function priceSpan(range: PriceRange, locale: Locale): string {
  const low = millionsLabel(millionsDown(range.min), locale)
  const high = millionsLabel(millionsUp(range.max), locale)
  const span = low === high ? low : `${low}–${high}`
  return message(canvas, locale, 'priceSpan', { span })
}

export const buildingName = (code: number): Bilingual =>
  both((l) => message(canvas, l, 'building', { label: buildingLabel(code, l) }))

export const sectionName = (s: number): Bilingual => words('section', { number: s })

export const floorName = (f: number): Bilingual => words('floor', { number: f })

/** For a phone's narrow floor chips: '3 эт.' / 'Fl. 3'. */
export const floorShort = (f: number): Bilingual => words('floorShort', { number: f })

export const BELVEDERE: Bilingual = words('belvedere')
export const BELVEDERE_NOTE: Bilingual = words('belvedereNote')
export const ENTRANCE: Bilingual = words('entrance')

/** Each kind's words; the kinds are a record so that a new kind is a compile error here. */
function byKind<K extends string>(kinds: Record<K, true>, key: (kind: K) => TextKey) {
  const names = {} as Record<K, Bilingual>
  for (const kind of Object.keys(kinds) as K[]) names[kind] = words(key(kind))
  return names
}

export const AMENITY_NAMES: Record<AmenityKind, Bilingual> = byKind<AmenityKind>(
  {
    clubhouse: true,
    spa: true,
    'kids-club': true,
    sports: true,
    'beach-club': true,
    parking: true,
  },
  (kind) => `amenity.${kind}`,
)

/** A place's flats on sale, or nothing while the catalogue has no row for it (not "sold out"). */
export function saleLine(count: number | undefined, locale: Locale): string {
  return count === undefined ? '' : flatsOnSale(count, locale)
}

/**
 * A building's card line on the site plan: flats on sale and the entry price ("price on request"
 * where none of them has one); nothing where the catalogue has no row for it yet (still loading, or
 * failed): the plan names the building and says nothing of its sale rather than "sold out".
 */
export function buildingCardLine(
  count: number | undefined,
  range: PriceRange | undefined,
  locale: Locale,
): string {
  if (count === undefined) return ''
  const line = flatsOnSale(count, locale)
  if (range) return `${line} · ${priceFrom(range, locale)}`
  return count > 0 ? `${line} · ${PRICE_ON_REQUEST[locale]}` : line
}

/** Accessible names: what a screen reader says for each hit target (`count` unknown: the name). */
export function buildingTarget(code: number, count: number | undefined): Bilingual {
  return both((l) =>
    count === undefined
      ? buildingName(code)[l]
      : `${buildingName(code)[l]}: ${flatsOnSale(count, l)}`,
  )
}

export function bandTarget(name: Bilingual, count: number | undefined): Bilingual {
  return both((l) => (count === undefined ? name[l] : `${name[l]}: ${flatsOnSale(count, l)}`))
}

export function flatTarget(n: number, rc: number, sq: number, st: Status): Bilingual {
  return both((l) =>
    message(canvas, l, 'flatTarget', {
      number: flatNumberLabel(n),
      bedrooms: bedroomsText(rc, l),
      area: formatArea(sq, l),
      status: st === 0 ? message(canvas, l, 'sold') : statusLabel(st, l).toLowerCase(),
    }),
  )
}

/** One decimal, the local separator: '74,5' / '74.5'. */
export function formatArea(sq: number, locale: Locale): string {
  return sq.toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
}

export const ROOM_NAMES: Record<RoomKind, Bilingual> = byKind<RoomKind>(
  {
    hall: true,
    'kitchen-living': true,
    living: true,
    kitchen: true,
    bedroom: true,
    'master-bedroom': true,
    bathroom: true,
    wc: true,
    wardrobe: true,
    laundry: true,
    terrace: true,
    storage: true,
    stair: true,
    other: true,
  },
  (kind) => `room.${kind}`,
)

/** Short words drawn on the plans. */
export const PLAN_WORDS = {
  section: words('plan.section'),
  floor: words('plan.floor'),
  sqm: words('plan.sqm'),
  upper: words('plan.upper'),
  lift: words('plan.lift'),
} as const satisfies Record<string, Bilingual>
