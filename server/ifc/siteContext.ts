// What an import needs to know of the site as it stands: every building's code, size and place
// (the drawn ones and those imported before), and each building's flats with their statuses
// (live from the database where there is one, else as the catalogue seeds them).

import { type ImportedBuilding, readImportedBuildings } from '../catalogue/imported'
import { resortModel } from '../catalogue/resort'
import { SITING } from '../catalogue/site/siteData'
import type { PlacedFootprint } from './placing'

export interface SiteBuildings {
  footprints: PlacedFootprint[]
  /** Code -> 'drawn' (the generator's) or 'imported'. */
  origin: Map<number, 'drawn' | 'imported'>
  imported: ImportedBuilding[]
}

export function siteBuildings(dir: string): SiteBuildings {
  const imported = readImportedBuildings(dir)
  const resort = resortModel(false, imported)
  const footprints: PlacedFootprint[] = []
  const origin = new Map<number, 'drawn' | 'imported'>()
  for (const model of resort.models) {
    const at = SITING[model.info.code]
    if (!at) continue
    footprints.push({ code: model.info.code, length: model.length, depth: model.depth, at })
    origin.set(model.info.code, 'drawn')
  }
  for (const building of imported) {
    footprints.push({
      code: building.code,
      length: building.geometry.size[0],
      depth: building.geometry.size[1],
      at: building.siting,
    })
    origin.set(building.code, 'imported')
  }
  return { footprints, origin, imported }
}
