// Fits a flat's levels into the plan box at a standard print scale (1:50 ... 1:500), side by side
// or stacked, whichever reads larger, and finds where a room's label sits best. Pure geometry.

import type { FlatLevel } from '../../engine/geometry'
import { type Affine, type Bounds, boundsOf, placeAt, type Point } from './pathData'
import { PT_PER_MM } from './sheetTypes'

type P = readonly [number, number]

/** Drawing scales an architect would print; the sheet says which one it used. */
export const PRINT_SCALES = [50, 75, 100, 125, 150, 200, 250, 300, 400, 500] as const

/** Page points per metre on the ground at 1:denominator. */
export const ptPerMetre = (denominator: number) => (1000 / denominator) * PT_PER_MM

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface PlacedLevel {
  level: FlatLevel<P>
  toPage: Affine
  /** The level's drawing on the page. */
  frame: Box
}

export interface PlanFit {
  denominator: number
  /** Points per metre. */
  k: number
  levels: PlacedLevel[]
}

// Metres between the levels of a two-level flat, and points kept above each for its caption.
const GAP_M = 2.5
export const CAPTION_PT = 16

export function levelBounds(level: FlatLevel<P>): Bounds {
  return boundsOf([...level.outline, ...level.rooms.flatMap((r) => r.polygon)])
}

export function fitLevels(levels: readonly FlatLevel<P>[], box: Box): PlanFit {
  const sizes = levels.map((l) => {
    const b = levelBounds(l)
    return { b, w: b.maxX - b.minX, h: b.maxY - b.minY }
  })
  const caption = levels.length > 1 ? CAPTION_PT : 0
  const gaps = GAP_M * Math.max(0, levels.length - 1)
  const across = {
    w: sizes.reduce((s, z) => s + z.w, 0) + gaps,
    h: Math.max(...sizes.map((z) => z.h)),
    captions: caption,
  }
  const stacked = {
    w: Math.max(...sizes.map((z) => z.w)),
    h: sizes.reduce((s, z) => s + z.h, 0) + gaps,
    captions: caption * levels.length,
  }
  const kOf = (a: typeof across) => Math.min(box.width / a.w, (box.height - a.captions) / a.h)
  const sideBySide = kOf(across) >= kOf(stacked)
  const arrangement = sideBySide ? across : stacked
  const kMax = kOf(arrangement)
  const denominator =
    PRINT_SCALES.find((d) => ptPerMetre(d) <= kMax) ?? Math.ceil((1000 * PT_PER_MM) / kMax)
  const k = ptPerMetre(denominator)
  // Centre the whole arrangement in the box.
  const totalW = arrangement.w * k
  const totalH = arrangement.h * k + arrangement.captions
  let cursorX = box.x + (box.width - totalW) / 2
  let cursorY = box.y + (box.height - totalH) / 2
  const placed: PlacedLevel[] = []
  levels.forEach((level, i) => {
    const { b, w, h } = sizes[i] as (typeof sizes)[number]
    // Side by side, levels share a baseline at the top so their captions line up.
    const left = cursorX
    const top = cursorY + caption
    placed.push({
      level,
      toPage: placeAt(k, [b.minX, b.minY], [left, top]),
      frame: { x: left, y: top, width: w * k, height: h * k },
    })
    if (sideBySide) cursorX += (w + GAP_M) * k
    else cursorY += h * k + caption + GAP_M * k
  })
  return { denominator, k, levels: placed }
}

function inside([x, y]: Point, poly: readonly P[]): boolean {
  let hit = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] as P
    const [xj, yj] = poly[j] as P
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit
  }
  return hit
}

function edgeDistance([x, y]: Point, poly: readonly P[]): number {
  let best = Infinity
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [ax, ay] = poly[j] as P
    const [bx, by] = poly[i] as P
    const [dx, dy] = [bx - ax, by - ay]
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy || 1)))
    best = Math.min(best, Math.hypot(x - (ax + t * dx), y - (ay + t * dy)))
  }
  return best
}

/**
 * Where a room's label reads best: the sampled point farthest from the walls. The centre of the
 * bounding box can fall outside an L-shaped hall; this cannot.
 */
export function labelPoint(poly: readonly P[]): { at: Point; clearance: number } {
  const b = boundsOf(poly)
  const centre: Point = [(b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2]
  const offCentre = (p: Point) => Math.hypot(p[0] - centre[0], p[1] - centre[1])
  let best = { at: centre, clearance: inside(centre, poly) ? edgeDistance(centre, poly) : 0 }
  const steps = 14
  for (let i = 1; i < steps; i++) {
    for (let j = 1; j < steps; j++) {
      const p: Point = [
        b.minX + ((b.maxX - b.minX) * i) / steps,
        b.minY + ((b.maxY - b.minY) * j) / steps,
      ]
      if (!inside(p, poly)) continue
      const clearance = edgeDistance(p, poly)
      // Ties go to the point nearer the centre: labels sit calmly in the middle of a room.
      const better = clearance > best.clearance + 1e-6
      const tie = Math.abs(clearance - best.clearance) <= 1e-6 && offCentre(p) < offCentre(best.at)
      if (better || tie) best = { at: p, clearance }
    }
  }
  return best
}
