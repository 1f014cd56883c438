// The build's sun-and-view data: the site rasterised once, the sun's paths for the four dates and
// the year's sunsets computed once, then every flat of every building assessed. Pure; the build
// step (server/catalogue/build.ts) writes what it returns to generated/sun-view.json.

import { SUN_VIEW_ASSUMPTIONS as A } from '../../../content/sunViewAssumptions'
import type { BuildingGeometry, SiteGeometry } from '../../../engine/geometry'
import { type FlatSunView, flatSunView, type SunContext } from '../../../engine/sunView/flatSunView'
import { siteGrid } from '../../../engine/sunView/siteGrid'
import { sunPath, sunsetBearings } from '../../../engine/sunView/sunPath'
import { SITING } from '../site/siteData'
import { buildingOpenings } from './openings'
import type { SunViewFile } from './sunViewFile'
import { siteScene } from './scene'

export function sunContext(site: SiteGeometry, buildings: readonly BuildingGeometry[]): SunContext {
  return {
    grid: siteGrid(siteScene(site, buildings), A.gridCell),
    paths: A.dates.map((date) => sunPath(A.place, A.year, date)),
    sunsets: sunsetBearings(A.place, A.year),
  }
}

export function sunViewData(
  site: SiteGeometry,
  buildings: readonly BuildingGeometry[],
): SunViewFile {
  const context = sunContext(site, buildings)
  const flats: Record<string, FlatSunView> = {}
  for (const building of buildings) {
    const siting = SITING[building.code]
    if (!siting) throw new Error(`sun view: no siting for building ${building.code}`)
    for (const flat of buildingOpenings(building, siting))
      flats[flat.alt] = flatSunView(context, flat.alt, flat.openings, flat.roomCount)
  }
  return { assumptions: A, flats }
}
