// Moves a flat layout from its own metres onto a building floor: points through the placement,
// furniture turned with it, polygons kept counter-clockwise when the placement mirrors. Pure.

import type {
  FlatLevel,
  Furniture,
  LayoutPoint,
  Placement,
  PlanPoint,
} from '../../../engine/geometry'

type Angle = Furniture<PlanPoint>['angle']

// Millimetres: half a party wall (0.125 m) must land on the same value from either side.
const mm = (value: number) => Math.round(value * 1000) / 1000

export const toPlan = (m: Placement, p: readonly [number, number]): PlanPoint =>
  [
    mm(m[0] * p[0] + m[2] * p[1] + m[4]),
    mm(m[1] * p[0] + m[3] * p[1] + m[5]),
  ] as unknown as PlanPoint

const mirrors = (m: Placement) => m[0] * m[3] - m[1] * m[2] < 0

/** The item's back faces up at angle 0; follow where the placement sends that direction. */
export function turned(m: Placement, angle: number): Angle {
  const rad = (angle * Math.PI) / 180
  const back = [Math.sin(rad), -Math.cos(rad)] as const
  const x = m[0] * back[0] + m[2] * back[1]
  const y = m[1] * back[0] + m[3] * back[1]
  const degrees = Math.round((Math.atan2(x, -y) * 180) / Math.PI / 90) * 90
  return (((degrees % 360) + 360) % 360) as Angle
}

export function placeLevel(level: FlatLevel<LayoutPoint>, m: Placement): FlatLevel<PlanPoint> {
  const poly = (points: readonly LayoutPoint[]) => {
    const placed = points.map((p) => toPlan(m, p))
    return mirrors(m) ? placed.reverse() : placed
  }
  return {
    level: level.level,
    outline: poly(level.outline),
    rooms: level.rooms.map((room) => ({ ...room, polygon: poly(room.polygon) })),
    doors: level.doors.map((door) => ({
      ...door,
      hinge: toPlan(m, door.hinge),
      latch: toPlan(m, door.latch),
      leafTip: door.leafTip ? toPlan(m, door.leafTip) : null,
    })),
    windows: level.windows.map((w) => ({ ...w, a: toPlan(m, w.a), b: toPlan(m, w.b) })),
    furniture: level.furniture.map(({ outline, ...item }) => ({
      ...item,
      at: toPlan(m, item.at),
      angle: turned(m, item.angle),
      ...(outline ? { outline: poly(outline) } : {}),
    })),
  }
}
