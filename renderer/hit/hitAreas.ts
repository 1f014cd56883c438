// Hit areas of a scene in world coordinates: point-in-polygon picking and the screen rectangles the
// accessible twin positions its buttons over. Pure: scenes build the list, the renderer queries it.

import { insidePolygon } from '../../engine/geometryLabels'
import { type Camera, type Viewport, worldToScreen } from '../stage/camera'
import { type Box, boxOf, type ScreenRect, type WorldPoint, world } from '../stage/space'
import type { HitTarget, TargetKind } from '../types'

export interface HitArea {
  alt: string
  kind: TargetKind
  polygon: readonly WorldPoint[]
  box: Box<WorldPoint>
  label: { ru: string; en: string }
  available: boolean
  /**
   * A finger's first tap opens it to tell more (a floor chip's prices) and the next selects it:
   * touch has no hover. A mouse hovers to open and clicks once.
   */
  opensFirst?: boolean
}

export function makeHitArea(
  alt: string,
  kind: TargetKind,
  polygon: readonly WorldPoint[],
  label: { ru: string; en: string },
  available: boolean,
): HitArea {
  return { alt, kind, polygon, box: boxOf(polygon, world), label, available }
}

/**
 * Even-odd ray casting (engine/geometryLabels' one rule); points on an edge may fall either way,
 * which picking tolerates. Generic over the space, but point and polygon must share it.
 */
export const pointInPolygon: <P extends readonly [number, number]>(
  p: P,
  polygon: readonly P[],
) => boolean = insidePolygon

const boxArea = (b: Box<WorldPoint>) => (b.max[0] - b.min[0]) * (b.max[1] - b.min[1])

/**
 * The area under a world point. Where areas overlap (a floor band inside a section band) the
 * smallest wins: it is the more specific target.
 */
export function pickArea(areas: readonly HitArea[], p: WorldPoint): HitArea | null {
  let best: HitArea | null = null
  for (const area of areas) {
    const { min, max } = area.box
    if (p[0] < min[0] || p[0] > max[0] || p[1] < min[1] || p[1] > max[1]) continue
    if (!pointInPolygon(p, area.polygon)) continue
    if (best === null || boxArea(area.box) < boxArea(best.box)) best = area
  }
  return best
}

/**
 * A fingertip is ~9 mm wide, far wider than a building seen whole on a phone: when nothing is
 * hit, the area whose box lies nearest within `radius` world units is taken.
 */
export function pickNear(areas: readonly HitArea[], p: WorldPoint, radius: number): HitArea | null {
  const hit = pickArea(areas, p)
  if (hit) return hit
  let best: HitArea | null = null
  let bestDistance = radius
  for (const area of areas) {
    const { min, max } = area.box
    const dx = Math.max(min[0] - p[0], 0, p[0] - max[0])
    const dy = Math.max(min[1] - p[1], 0, p[1] - max[1])
    const d = Math.hypot(dx, dy)
    if (d <= bestDistance) {
      best = area
      bestDistance = d
    }
  }
  return best
}

/** The projected bounding box of an area, CSS px; rounded out to whole pixels. */
export function screenRectOf(area: HitArea, camera: Camera, vp: Viewport): ScreenRect {
  const a = worldToScreen(camera, vp, area.box.min)
  const b = worldToScreen(camera, vp, area.box.max)
  const x = Math.floor(Math.min(a[0], b[0]))
  const y = Math.floor(Math.min(a[1], b[1]))
  return {
    x,
    y,
    width: Math.ceil(Math.max(a[0], b[0])) - x,
    height: Math.ceil(Math.max(a[1], b[1])) - y,
  }
}

/** A finger's least target, CSS px: the touch screens' budget for anything offered on the canvas. */
export const LEAST_TARGET = 24

/**
 * The areas a tap and the accessible twin offer: all but those the canvas's edge cuts down to a
 * sliver under `least` px across (a neighbouring flat 2 px wide at a landscape phone's stage edge
 * took taps meant for the edge of the drawing). An area wholly off the canvas stays: the keyboard
 * reaches it, and focus brings it into view (targetReport.ts).
 */
export function offeredAreas(
  areas: readonly HitArea[],
  camera: Camera,
  vp: Viewport,
  least: number = LEAST_TARGET,
): HitArea[] {
  return areas.filter((area) => {
    const r = screenRectOf(area, camera, vp)
    const w = Math.min(r.x + r.width, vp.width) - Math.max(r.x, 0)
    const h = Math.min(r.y + r.height, vp.height) - Math.max(r.y, 0)
    if (w <= 0 || h <= 0) return true
    const clipped = w < r.width || h < r.height
    return !clipped || (w >= least && h >= least)
  })
}

/** The twin's buttons: the offered areas' screen rectangles. */
export function toHitTargets(
  areas: readonly HitArea[],
  camera: Camera,
  vp: Viewport,
  least: number = LEAST_TARGET,
): HitTarget[] {
  return offeredAreas(areas, camera, vp, least).map((area) => ({
    alt: area.alt,
    kind: area.kind,
    label: area.label,
    available: area.available,
    screenRect: screenRectOf(area, camera, vp),
  }))
}
