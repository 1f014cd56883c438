// What a server-rendered /plans page carries of the live catalogue: enough to draw its place and
// everything the first screen says about it, so the page arrives drawn and hydrates without waiting
// for /api/hydra/data. That is every building, section and floor row (a few KB: the counts the
// breadcrumbs and the master plan show) and, of the flats, those the place speaks of: a link's
// building's flats; for the master plan (no building in the query), the one or two flats per
// building its card and list row take their format and "from" price from. The full catalogue replaces it
// once the page has loaded it. Pure.

import { hasPrice } from './priceRanges'
import { readSelectionQuery } from './selectionQuery'
import type { Apartment, HydraData } from './types'

/** The slice for the place `search` links, or null when it links a building the data lacks. */
export function hydraSeed(data: HydraData, search: string): HydraData | null {
  const building = readSelectionQuery(search)[0]
  if (building === undefined) return siteSeed(data)
  if (typeof building !== 'number' || !data.buildings[String(building)]) return null
  const apartments: HydraData['apartments'] = {}
  for (const [alt, flat] of Object.entries(data.apartments)) {
    if (flat.b === building) apartments[alt] = flat
  }
  return { ...data, apartments }
}

/** Counts toward a place's "from" price (engine/priceRanges.ts): selectable and priced. */
const priced = (flat: Apartment) => flat.st > 0 && hasPrice(flat)

/**
 * The master plan's slice: per building its first flat (the building's format, as
 * engine/buildings.ts buildingFormats reads it) and its cheapest priced flat on sale (its "from"
 * price), in the catalogue's order. The master plan's counts come from the rows.
 */
function siteSeed(data: HydraData): HydraData {
  const first = new Map<number, Apartment>()
  const cheapest = new Map<number, Apartment>()
  for (const flat of Object.values(data.apartments)) {
    if (!first.has(flat.b)) first.set(flat.b, flat)
    const held = cheapest.get(flat.b)
    if (priced(flat) && (!held || flat.tc < held.tc)) cheapest.set(flat.b, flat)
  }
  const kept = new Set([...first.values(), ...cheapest.values()])
  const apartments: HydraData['apartments'] = {}
  for (const [alt, flat] of Object.entries(data.apartments)) {
    if (kept.has(flat)) apartments[alt] = flat
  }
  return { ...data, apartments }
}
