// What a server-rendered /plans?building=… page carries of the live catalogue: enough
// to draw the linked place and everything the first screen says about it, so the page arrives with
// the plan and hydrates without waiting for /api/hydra/data. That is every building, section and
// floor row (a few KB: the counts the breadcrumbs and the master plan show) and the flats of the
// linked building only; the full catalogue replaces it once the page has loaded it. Pure.

import { readSelectionQuery } from './selectionQuery'
import type { HydraData } from './types'

/** The linked building's slice of `data`, or null when the query links no building it has. */
export function hydraSeed(data: HydraData, search: string): HydraData | null {
  const building = readSelectionQuery(search)[0]
  if (typeof building !== 'number' || !data.buildings[String(building)]) return null
  const apartments: HydraData['apartments'] = {}
  for (const [alt, flat] of Object.entries(data.apartments)) {
    if (flat.b === building) apartments[alt] = flat
  }
  return { ...data, apartments }
}
