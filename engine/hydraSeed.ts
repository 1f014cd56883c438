// What a server-rendered /plans page carries of the live catalogue: enough to draw its place and
// everything the first screen says about it, so the page arrives drawn and hydrates without waiting
// for /api/hydra/data. For a link: every building, section and floor row (a few KB: the counts the
// breadcrumbs and the master plan show) and the linked building's flats. For the master plan (no
// building in the query): the building and section rows and the one flat per building its card
// and list row take their format and "from" price from. The full catalogue replaces it once the
// page has loaded it. Pure.

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
 * The master plan's slice: the building and section rows, and per building one flat, its cheapest
 * priced flat on sale (its "from" price), or its first where none is (a building's flats share its
 * format, which engine/buildings.ts buildingFormats reads off any of them). No floor rows and one
 * flat: the page's HTML then stays within the first round trip of a connection (about 14 KB
 * compressed), which they pushed it past; below the master plan the screen waits for the catalogue.
 */
function siteSeed(data: HydraData): HydraData {
  const kept = new Map<number, Apartment>()
  for (const flat of Object.values(data.apartments)) {
    const held = kept.get(flat.b)
    if (!held || (priced(flat) && (!priced(held) || flat.tc < held.tc))) kept.set(flat.b, flat)
  }
  const apartments: HydraData['apartments'] = {}
  for (const flat of kept.values()) apartments[flat.alt] = flat
  return { ...data, floors: {}, apartments }
}
