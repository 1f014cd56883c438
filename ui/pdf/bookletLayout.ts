// A PDF's pages as display lists: one flat is one sheet; several make a booklet, a cover and then
// a sheet per flat, numbered through. Page by page, so the caller can report progress. Pure.

import type { BuildingGeometry, SiteGeometry } from '../../engine/geometry'
import type { FlatSunSummary } from '../../engine/sunView/sunSummary'
import type { Apartment, Locale } from '../../engine/types'
import type { BrokerBranding } from './brokerBranding'
import { layoutCover } from './coverLayout'
import { layoutFlatSheet } from './sheetLayout'
import type { Measure, SheetPage } from './sheetTypes'

export interface SheetGeometry {
  site: SiteGeometry | null
  /** By building code. */
  buildings: Readonly<Record<string, BuildingGeometry>>
}

export interface BookletInput {
  flats: readonly Apartment[]
  geometry: SheetGeometry
  locale: Locale
  branding: BrokerBranding
  hidePrice: boolean
  furniture: boolean
  /** Sun-and-view summaries by alt (engine/sunView/sunSummary.ts), when they could be loaded. */
  sun?: ReadonlyMap<string, FlatSunSummary>
  now: Date
  origin: string
}

export function pageCount(input: BookletInput): number {
  return input.flats.length > 1 ? input.flats.length + 1 : input.flats.length
}

/** Page `index` (0-based) of the booklet. */
export function layoutPage(input: BookletInput, index: number, measure: Measure): SheetPage {
  const pages = pageCount(input)
  const withCover = pages > input.flats.length
  const frame = { ...input, page: index + 1, pages }
  if (withCover && index === 0) return layoutCover({ ...frame, site: input.geometry.site }, measure)
  const flat = input.flats[withCover ? index - 1 : index]
  if (!flat) throw new RangeError(`No page ${index + 1} in a ${pages}-page booklet`)
  const building = input.geometry.buildings[String(flat.b)]
  if (!building) throw new Error(`No geometry for building ${flat.b}`)
  const sun = input.sun?.get(flat.alt) ?? null
  return layoutFlatSheet({ ...frame, flat, building, site: input.geometry.site, sun }, measure)
}

export function layoutBooklet(input: BookletInput, measure: Measure): SheetPage[] {
  return Array.from({ length: pageCount(input) }, (_, i) => layoutPage(input, i, measure))
}
