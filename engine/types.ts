// The data contracts shared by engine, renderer, ui and server.
// Types only: nothing here runs.

/** Hyphen-joined numbers: `11`, `11-1`, `11-1-3`, `11-1-3-2`. */
export type Alt = string

export type Locale = 'ru' | 'en'

/** 0 not on sale (shown as a dash), 1 on sale, 2 booked, 3 reserved. */
export type Status = 0 | 1 | 2 | 3

export type BuildingType = 'A' | 'B' | 'C'
export type BuildingTheme = 'black' | 'beige' | 'white'
export type LivingFormat = 'hotel' | 'serviced' | 'private'
/** How a flat is handed over: ready for fitting out (white box) or with designer finishing. */
export type Finish = 'whitebox' | 'finished'

export interface BuildingRow {
  alt: Alt
  b: number
  /** Selectable flats (st > 0). */
  count: number
}

export interface SectionRow {
  alt: Alt
  b: number
  s: number
  count: number
}

export interface FloorRow {
  alt: Alt
  b: number
  s: number
  f: number
  count: number
}

/** The search row of the product spec, with each field's meaning beside it. */
export interface Apartment {
  alt: Alt
  /** Building code: 11-19, 21-22, 31-32. */
  b: number
  /** Bathrooms. */
  bc: number
  /** Bedrooms, 0 = studio, up to 5. */
  rc: number
  /** Area, m². */
  sq: number
  /** Area with terrace, m². */
  sq_ter: number
  /** Terrace area alone, m² (0 when none). */
  sq_ter_only: number
  f: number
  /** Total price, RUB. */
  tc: number
  /** Layout code shared by flats of one layout. */
  plan: string
  /** Number on the floor, shown padded to two digits. */
  n: number
  s: number
  st: Status
  /** False from the server; the client sets it from favourites. */
  fav: boolean
  /** Price per m², RUB. */
  t: number
  /** Levels: 1 or 2. */
  lv: number
  /** Flat number within the building. */
  tr_n: number
  /** Building label, Cyrillic: А1 ... В2. */
  tr_b: string
  format: LivingFormat
  /** Floors in the building. */
  floor: number
  type: BuildingType
  /** Thumbnail URL of the layout. */
  png: string
  /** How the flat is handed over. */
  finish: Finish
}

/** Bounds for the search filters, derived from the data on the server. */
export interface CatalogueRanges {
  sq: [number, number]
  f: [number, number]
  tc: [number, number]
}

export interface CommonAll {
  /** Flats on sale (st > 0). */
  count: number
  /** All flats. */
  total: number
  /** ISO timestamp of the last change of live data. */
  updatedAt: string
  ranges: CatalogueRanges
}

export interface HydraData {
  buildings: Record<Alt, BuildingRow>
  sections: Record<Alt, SectionRow>
  floors: Record<Alt, FloorRow>
  apartments: Record<Alt, Apartment>
  common: { all: CommonAll }
}
