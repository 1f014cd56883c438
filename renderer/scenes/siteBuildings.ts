// The 13 buildings on the site plan: a cast shadow, the roof in the building's theme colour with a
// parapet line, and an AreaPaint on top for hover and selection. Geometry is drawn once.

import { buildingTheme } from '../../engine/buildings'
import type { SiteBuilding, SiteGeometry } from '../../engine/geometry'
import { Container, Graphics } from 'pixi.js'
import { AreaPaint } from '../paint/areaPaint'
import { LAND, THEME_COLOURS } from '../paint/palette'
import { siteToWorld } from '../stage/projections'
import { insetConvex } from '../paint/polygons'
import { flatten, type WorldPoint } from '../stage/space'

/** Sun from the north-west: shadows fall south-east, metres. */
const SHADOW_OFFSET = [2.6, 3.4] as const

export interface SiteBuildingView {
  code: number
  polygon: readonly WorldPoint[]
  anchor: WorldPoint
  /** Roof and shadow: faded as a whole when the building is left out of the subset. */
  body: Container
  area: AreaPaint
}

/**
 * The roofs (`bodies`, which change only when the `include` subset dims them: the scene caches them
 * with the ground) and every highlight over them (`highlights`, live), so a hovered outline is never
 * under a neighbour's roof.
 */
export function drawSiteBuildings(site: SiteGeometry): {
  bodies: Container
  highlights: Container
  views: SiteBuildingView[]
} {
  const bodies = new Container()
  const highlights = new Container()
  const views = site.buildings.map((building) => drawBuilding(site, building))
  for (const view of views) bodies.addChild(view.body)
  for (const view of views) highlights.addChild(view.area.root)
  return { bodies, highlights, views }
}

function drawBuilding(site: SiteGeometry, b: SiteBuilding): SiteBuildingView {
  const polygon = b.footprint.map((p) => siteToWorld(site, p))
  const points = flatten(polygon)
  const theme = THEME_COLOURS[buildingTheme(b.code) ?? 'white']
  const body = new Container()
  const roof = new Graphics()
  roof
    .poly(points.map((v, i) => v + SHADOW_OFFSET[i % 2 === 0 ? 0 : 1]))
    .fill({ color: LAND.shadow, alpha: 0.26 })
  roof.poly(points).fill(theme.body)
  // The parapet: a hairline at the edge, then the roof field inset behind it, a shade lighter.
  roof.poly(points).stroke({ width: 0.3, color: theme.edge, alignment: 0.5, join: 'miter' })
  const field = insetConvex(polygon, 1.1)
  if (field) {
    roof
      .poly(flatten(field))
      .fill({ color: 0xffffff, alpha: 0.07 })
      .stroke({ width: 0.18, color: theme.edge, alpha: 0.8 })
  }
  body.addChild(roof)
  return {
    code: b.code,
    polygon,
    anchor: siteToWorld(site, b.anchor),
    body,
    area: new AreaPaint(polygon, 1.4),
  }
}
