// Furniture and fixtures of the model as the plan's symbols: the kind from the element's names,
// the box from its outline, a quarter turn with its back to the nearest wall of its room (a bed's
// head, a sofa's back, a WC's cistern). An item the plan has no symbol for, or one standing at an
// angle, is drawn as its own outline. Pure.

import type { Furniture, FurnitureKind, PlanPoint } from '../../../engine/geometry'
import type { IfcFurnitureData } from '../ifcModel'
import { furnitureKind } from './names'
import { distanceToRing, mm, type PlacedRoom, type PlanFrame, roomAt } from './planGeometry'

type P = readonly [number, number]

export interface PlacedFurniture {
  flat: number
  item: Furniture<PlanPoint>
}

/** Off a quarter turn by more than this, an item keeps its own outline. */
const SKEW = 8

/** Items whose every side looks alike: their quarter turn follows their long side only. */
const SYMMETRIC = new Set<FurnitureKind>(['coffee-table', 'dining-table', 'outdoor-table'])

export function placeFurniture(
  element: IfcFurnitureData,
  frame: PlanFrame,
  rooms: readonly PlacedRoom[],
): PlacedFurniture | null {
  if (element.outline.length < 3) return null
  const outline = element.outline.map((v) => frame.point(v))
  const xs = outline.map((p) => p[0])
  const ys = outline.map((p) => p[1])
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const at = [mm((x0 + x1) / 2), mm((y0 + y1) / 2)] as unknown as PlanPoint
  const room = roomAt(rooms, at, 0.3)
  if (!room) return null
  // The item's own x as a clockwise angle on the plan (y down), folded to a quarter turn.
  const turn = ((((-element.angle % 90) + 90) % 90) + 90) % 90
  const skew = Math.min(turn, 90 - turn)
  const [spanX, spanY] = [mm(x1 - x0), mm(y1 - y0)]
  const names = [element.name, element.objectType, element.typeName]
  // A bed's width across is its shorter side.
  const kind = furnitureKind(
    element.entity,
    element.predefinedType,
    names,
    Math.min(...element.size),
  )
  if (kind === null || skew > SKEW) {
    return {
      flat: room.flat,
      item: {
        kind: 'outline',
        at,
        size: [spanX, spanY],
        angle: 0,
        room: room.id,
        outline,
      },
    }
  }
  const angle = SYMMETRIC.has(kind) ? (spanX >= spanY ? 0 : 90) : backToWall(room, [x0, y0, x1, y1])
  // Width runs along the item's own x: across the plan's x when it stands square (0 or 180).
  const size: [number, number] = angle % 180 === 0 ? [spanX, spanY] : [spanY, spanX]
  return { flat: room.flat, item: { kind, at, size, angle, room: room.id } }
}

/**
 * The quarter turn that puts the item's back (its own -y) to the side of its box nearest to the
 * room's walls: 0 back up, 90 back right, 180 back down, 270 back left (clockwise, y down).
 */
function backToWall(room: PlacedRoom, [x0, y0, x1, y1]: readonly number[]): 0 | 90 | 180 | 270 {
  const [cx, cy] = [((x0 as number) + (x1 as number)) / 2, ((y0 as number) + (y1 as number)) / 2]
  const sides: [0 | 90 | 180 | 270, P][] = [
    [0, [cx, y0 as number]],
    [90, [x1 as number, cy]],
    [180, [cx, y1 as number]],
    [270, [x0 as number, cy]],
  ]
  let best = sides[0] as (typeof sides)[number]
  let bestD = Infinity
  for (const side of sides) {
    const d = distanceToRing(room.polygon, side[1])
    if (d < bestD - 1e-6) {
      bestD = d
      best = side
    }
  }
  return best[0]
}
