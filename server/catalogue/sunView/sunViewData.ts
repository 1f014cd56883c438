// The build's sun-and-view data: the site rasterised once, the sun's paths for the four dates and
// the year's sunsets computed once, then every flat of every building assessed. Pure; the build
// step (server/catalogue/build.ts) writes what it returns to generated/sun-view.json.

import { SUN_VIEW_ASSUMPTIONS as A } from '../../../content/sunViewAssumptions'
import type { BuildingGeometry, SiteGeometry } from '../../../engine/geometry'
import { type FlatSunView, flatSunView, type SunContext } from '../../../engine/sunView/flatSunView'
import { type Horizon, traceHorizons } from '../../../engine/sunView/horizon'
import { skylineProfile, sunArcs } from '../../../engine/sunView/skyline'
import { siteGrid } from '../../../engine/sunView/siteGrid'
import { sunPath, sunsetBearings } from '../../../engine/sunView/sunPath'
import { buildingGeometry } from '../geometry/building'
import type { Resort } from '../resort'
import { siteGeometry } from '../site/site'
import { SITING, type Siting } from '../site/siteData'
import { buildingOpenings } from './openings'
import type { SunViewFile } from './sunViewFile'
import { siteScene } from './scene'

/** The site and every building's geometry, as the build writes them and the sun model reads them. */
export function resortGeometry(resort: Resort): {
  site: SiteGeometry
  buildings: BuildingGeometry[]
} {
  return {
    site: siteGeometry([
      ...resort.models.map((m) => ({ code: m.info.code, length: m.length, depth: m.depth })),
      ...resort.imported.map((b) => ({
        code: b.code,
        length: b.geometry.size[0],
        depth: b.geometry.size[1],
        at: b.siting,
      })),
    ]),
    buildings: [
      ...resort.models.map((m) => buildingGeometry(m, resort.layouts)),
      ...resort.imported.map((b) => b.geometry),
    ],
  }
}

/** Where the site drew a building without a row in SITING (an imported one): its centre and angle. */
function sitingOf(
  building: SiteGeometry['buildings'][number] | undefined,
  site: SiteGeometry,
): Siting | undefined {
  if (!building) return undefined
  const xs = building.footprint.map((p) => (p[0] * site.metres[0]) / 100)
  const ys = building.footprint.map((p) => (p[1] * site.metres[1]) / 100)
  return {
    cx: (Math.min(...xs) + Math.max(...xs)) / 2,
    cy: (Math.min(...ys) + Math.max(...ys)) / 2,
    angle: building.angle,
  }
}

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
  const placed = new Map(site.buildings.map((b) => [b.code, b]))
  const all = buildings.flatMap((building) => {
    const siting = SITING[building.code] ?? sitingOf(placed.get(building.code), site)
    if (!siting) throw new Error(`sun view: no siting for building ${building.code}`)
    return buildingOpenings(building, siting)
  })
  // Traced in one go, so windows above one another share their rays.
  const horizons = traceHorizons(
    context.grid,
    all.flatMap((f) => f.openings.map((o) => o.pose)),
  )
  const flats: Record<string, FlatSunView> = {}
  const skylines: SunViewFile['skylines'] = {}
  let next = 0
  for (const flat of all) {
    const own = horizons.slice(next, next + flat.openings.length)
    next += flat.openings.length
    flats[flat.alt] = flatSunView(context, flat.alt, flat.openings, flat.roomCount, own)
    skylines[flat.alt] = {
      windows: flat.openings.map((o, i) => ({
        room: o.room,
        bearing: Math.round(o.pose.bearing),
        skyline: skylineProfile(own[i] as Horizon, o.pose.bearing),
      })),
    }
  }
  return { assumptions: A, flats, skylines, sunArcs: sunArcs(context.paths) }
}
