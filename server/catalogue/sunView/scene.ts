// The master plan as a SunScene: the picture's percent coordinates scaled to ground metres, the
// buildings extruded to their roofs (parapet included), the pavilions to their assumed height,
// the drawn pines as canopy, the gulf and the pond as water told apart (the gulf is the water
// that reaches the picture's edge), the beach strip as the dune. Pure.

import { SUN_VIEW_ASSUMPTIONS as A } from '../../../content/sunViewAssumptions'
import type { BuildingGeometry, SiteGeometry, SitePoint } from '../../../engine/geometry'
import type { Metres, SunScene } from '../../../engine/sunView/siteGrid'

/** Ids of the amenities' footprints: above any building code, so none is taken for a window's own. */
const AMENITY_IDS = 10_000

export function siteScene(site: SiteGeometry, buildings: readonly BuildingGeometry[]): SunScene {
  const [mx, my] = site.metres
  const metres = (p: SitePoint): Metres => [(p[0] * mx) / 100, (p[1] * my) / 100]
  const poly = (points: readonly SitePoint[]) => points.map(metres)
  const heights = new Map(buildings.map((b) => [b.code, b.facade.height]))
  const water = site.water.map(poly)
  const reachesEdge = (w: readonly Metres[]) =>
    w.some(([x, y]) => x <= 0 || y <= 0 || x >= mx || y >= my)
  return {
    size: [mx, my],
    buildings: [
      ...site.buildings.map((b) => {
        const height = heights.get(b.code)
        if (height === undefined) throw new Error(`sun view: no geometry for building ${b.code}`)
        return { id: b.code, footprint: poly(b.footprint), height }
      }),
      ...[...site.amenities, site.entrance].map((a, i) => ({
        id: AMENITY_IDS + i,
        footprint: poly(a.footprint),
        height: A.amenityHeight,
      })),
    ],
    pines: site.trees.map((t) => ({ at: metres(t.at), r: t.r })),
    canopy: A.canopyHeight,
    water: water.filter(reachesEdge),
    ponds: water.filter((w) => !reachesEdge(w)),
    dunes: site.beach.map(poly),
    duneHeight: A.duneHeight,
  }
}
