// Where a label sits best inside a polygon: the sampled point farthest from the walls whose label
// box stays clear of furniture. The centre of the bounding box can fall outside an L-shaped hall
// or onto a bed; this cannot, unless the room leaves no other place. Pure geometry.

import { insidePolygon } from '../../engine/geometryLabels'
import { type Bounds, boundsOf, type Point } from './pathData'

type P = readonly [number, number]

/** Even-odd point in polygon (one implementation, the engine's). */
export const inside: (p: Point, poly: readonly P[]) => boolean = insidePolygon

export function edgeDistance([x, y]: Point, poly: readonly P[]): number {
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

export interface LabelOptions {
  /** Furniture footprints the label should not cover. */
  avoid?: readonly Bounds[]
  /** Half the label's width and height, in the polygon's units. */
  half?: readonly [number, number]
  /** Clearance the full label needs; spots with less can only take a short one. */
  fits?: number
  /** Clearance the short label needs. */
  short?: number
}

export function labelPoint(
  poly: readonly P[],
  options: LabelOptions = {},
): { at: Point; clearance: number } {
  const { avoid = [], half = [0, 0], fits = 0, short = 0 } = options
  const b = boundsOf(poly)
  const centre: Point = [(b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2]
  const offCentre = (p: Point) => Math.hypot(p[0] - centre[0], p[1] - centre[1])
  const covers = ([x, y]: Point) =>
    avoid.some(
      (o) =>
        x + half[0] > o.minX &&
        x - half[0] < o.maxX &&
        y + half[1] > o.minY &&
        y - half[1] < o.maxY,
    )
  // Tiers, then the most room: the whole label off the furniture, the whole label, the short
  // label off the furniture. A small bedroom may offer only a spot on the bed, a hall only room
  // for its number.
  const score = (p: Point, clearance: number) => {
    const free = !covers(p)
    const tier = clearance >= fits ? (free ? 300 : 200) : clearance >= short && free ? 100 : 0
    return tier + clearance
  }
  const start = inside(centre, poly) ? edgeDistance(centre, poly) : 0
  let best = { at: centre, clearance: start, score: score(centre, start) }
  const steps = 16
  for (let i = 1; i < steps; i++) {
    for (let j = 1; j < steps; j++) {
      const p: Point = [
        b.minX + ((b.maxX - b.minX) * i) / steps,
        b.minY + ((b.maxY - b.minY) * j) / steps,
      ]
      if (!inside(p, poly)) continue
      const clearance = edgeDistance(p, poly)
      const s = score(p, clearance)
      // Ties go to the point nearer the centre: labels sit calmly in the middle of a room.
      const better = s > best.score + 1e-6
      const tie = Math.abs(s - best.score) <= 1e-6 && offCentre(p) < offCentre(best.at)
      if (better || tie) best = { at: p, clearance, score: s }
    }
  }
  return { at: best.at, clearance: best.clearance }
}
