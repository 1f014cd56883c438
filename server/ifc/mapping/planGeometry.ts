// Plan arithmetic the mapping shares: the model's world plan to the building's plan frame (x
// along the front, y from the back facade towards the front, y down), orientation, areas,
// and which room a point falls in. Pure; metres.

import type { PlanPoint } from '../../../engine/geometry'
import { pointsBox } from '../../../engine/planShapes/shapes'
import { area, contains, signedArea } from '../../catalogue/geometry/polygons'
import type { Vec2 } from '../ifcModel'

type P = readonly [number, number]

/** Millimetres: the model's precision, and no more digits in the written JSON. */
export const mm = (v: number) => Math.round(v * 1000) / 1000

export interface PlanFrame {
  /** The model's world plan to the building's plan: y is turned down, the origin to the top left. */
  point(v: Vec2): PlanPoint
  /** A world direction as a plan direction (y turned down). */
  direction(v: Vec2): P
  minX: number
  maxY: number
  size: readonly [number, number]
}

export function planFrame(points: readonly Vec2[]): PlanFrame {
  const [minX, minY, maxX, maxY] = pointsBox(points)
  return {
    point: (v) => [mm(v[0] - minX), mm(maxY - v[1])] as unknown as PlanPoint,
    direction: (v) => [v[0], -v[1]],
    minX,
    maxY,
    size: [mm(maxX - minX), mm(maxY - minY)],
  }
}

/** The ring counter-clockwise on screen (y down), as the geometry contract draws rooms. */
export function counterClockwise<T extends P>(poly: readonly T[]): T[] {
  // With y down, a positive shoelace sum runs clockwise on screen.
  return signedArea(poly) > 0 ? [...poly].reverse() : [...poly]
}

export const areaOf = (poly: readonly P[]): number => Math.round(area(poly) * 100) / 100

export const midpoint = (a: P, b: P): P => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]

export const centroid = (poly: readonly P[]): P => {
  let [x, y] = [0, 0]
  for (const p of poly) {
    x += p[0]
    y += p[1]
  }
  return [x / poly.length, y / poly.length]
}

/** A room on a storey, where openings and furniture look for theirs. */
export interface PlacedRoom {
  flat: number
  id: string
  polygon: readonly PlanPoint[]
}

/** The room containing the point, or the nearest within `reach` m; null when none is. */
export function roomAt(rooms: readonly PlacedRoom[], p: P, reach = 0): PlacedRoom | null {
  for (const room of rooms) if (contains(room.polygon, p)) return room
  if (reach <= 0) return null
  let best: PlacedRoom | null = null
  let bestD = reach
  for (const room of rooms) {
    const d = distanceOut(room.polygon, p)
    if (d < bestD) {
      bestD = d
      best = room
    }
  }
  return best
}

function distanceOut(poly: readonly P[], p: P): number {
  let best = Infinity
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as P
    const b = poly[(i + 1) % poly.length] as P
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]]
    const len = dx * dx + dy * dy || 1
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len))
    best = Math.min(best, Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy))
  }
  return best
}

export { distanceOut as distanceToRing }
