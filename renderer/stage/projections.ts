// How each geometry space of engine/geometry.ts lands in a scene's world units (metres, y down),
// and how the site lands in the minimap frame. Pure.

import type { FacadePoint, PlanPoint, SiteGeometry, SitePoint } from '../../engine/geometry'
import { type MinimapPoint, minimapPoint, type WorldPoint, world } from './space'

/** Site percent to metres: 1 % of x is metres[0] / 100 m. */
export function siteToWorld(site: Pick<SiteGeometry, 'metres'>, p: SitePoint): WorldPoint {
  return world((p[0] * site.metres[0]) / 100, (p[1] * site.metres[1]) / 100)
}

/** Elevation metres with z up to world metres with y down: ground at y = 0. */
export function facadeToWorld(p: FacadePoint): WorldPoint {
  return world(p[0], -p[1])
}

/** Plan metres are already y down. */
export function planToWorld(p: PlanPoint): WorldPoint {
  return world(p[0], p[1])
}

/** The minimap's design frame: the size the design draws the minimap at. */
export const MINIMAP_SIZE = { width: 1490, height: 1256 } as const

/** Room kept around the site inside the minimap frame, design px. */
const MINIMAP_PAD = 60

/**
 * Fits the site (percent, aspect `site.aspect`) inside the 1490 x 1256 frame, centred: the frame is
 * taller than the site, so the site's width sets the scale.
 */
export function siteToMinimap(site: Pick<SiteGeometry, 'aspect'>, p: SitePoint): MinimapPoint {
  const innerW = MINIMAP_SIZE.width - MINIMAP_PAD * 2
  const innerH = MINIMAP_SIZE.height - MINIMAP_PAD * 2
  const scale = Math.min(innerW / 100, innerH / (100 / site.aspect))
  const w = 100 * scale
  const h = (100 / site.aspect) * scale
  const x0 = (MINIMAP_SIZE.width - w) / 2
  const y0 = (MINIMAP_SIZE.height - h) / 2
  return minimapPoint(x0 + p[0] * scale, y0 + (p[1] / 100) * h)
}
