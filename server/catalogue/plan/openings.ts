// Doors cut through the wall between two rooms or through a room's outer wall: the opening on the
// wall's centreline, its hinge by the nearer corner, its leaf swung into the room asked. Pure.

import type { DoorDraft, DoorEnd, RoomDraft, Side } from './spec'
import { type Rect, round2, type XY } from './rect'

/** Where along the shared stretch: its low or high end (leaf against the corner), or a centre. */
export type DoorAt = 'low' | 'high' | number

export interface DoorOptions {
  width: number
  at: DoorAt
  /** Which room the leaf swings into; null for an opening without a leaf. */
  swingInto: 'from' | 'to' | null
  kind?: DoorDraft['kind']
}

interface Wall {
  /** 'h' runs along x, 'v' along y. */
  run: 'h' | 'v'
  centre: number
  thickness: number
  from: number
  to: number
  /** +1 when `to` lies on the side of growing coordinate across the wall. */
  towardsTo: 1 | -1
}

function wallBetween(a: Rect, b: Rect): Wall {
  const overlapX: [number, number] = [Math.max(a.x0, b.x0), Math.min(a.x1, b.x1)]
  const overlapY: [number, number] = [Math.max(a.y0, b.y0), Math.min(a.y1, b.y1)]
  if (a.y1 <= b.y0 + 1e-9 && overlapX[1] > overlapX[0])
    return {
      run: 'h',
      centre: (a.y1 + b.y0) / 2,
      thickness: b.y0 - a.y1,
      from: overlapX[0],
      to: overlapX[1],
      towardsTo: 1,
    }
  if (b.y1 <= a.y0 + 1e-9 && overlapX[1] > overlapX[0])
    return {
      run: 'h',
      centre: (b.y1 + a.y0) / 2,
      thickness: a.y0 - b.y1,
      from: overlapX[0],
      to: overlapX[1],
      towardsTo: -1,
    }
  if (a.x1 <= b.x0 + 1e-9 && overlapY[1] > overlapY[0])
    return {
      run: 'v',
      centre: (a.x1 + b.x0) / 2,
      thickness: b.x0 - a.x1,
      from: overlapY[0],
      to: overlapY[1],
      towardsTo: 1,
    }
  if (b.x1 <= a.x0 + 1e-9 && overlapY[1] > overlapY[0])
    return {
      run: 'v',
      centre: (b.x1 + a.x0) / 2,
      thickness: a.x0 - b.x1,
      from: overlapY[0],
      to: overlapY[1],
      towardsTo: -1,
    }
  throw new Error(`openings: rooms ${JSON.stringify(a)} and ${JSON.stringify(b)} share no wall`)
}

function cut(wall: Wall, options: DoorOptions, from: DoorEnd, to: DoorEnd): DoorDraft {
  const margin = 0.1
  const { width } = options
  if (wall.to - wall.from < width + 2 * margin - 1e-9) {
    throw new Error(
      `openings: a ${width} m door does not fit a ${(wall.to - wall.from).toFixed(2)} m wall`,
    )
  }
  let start: number
  if (options.at === 'low') start = wall.from + margin
  else if (options.at === 'high') start = wall.to - margin - width
  else
    start = Math.min(wall.to - margin - width, Math.max(wall.from + margin, options.at - width / 2))
  // The hinge sits at the end nearer the corner, so the open leaf rests along the wall.
  const hingeLow =
    options.at === 'low' || (options.at !== 'high' && start - wall.from <= wall.to - start - width)
  const [h, l] = hingeLow ? [start, start + width] : [start + width, start]
  const point = (along: number, across: number): XY =>
    wall.run === 'h' ? [round2(along), round2(across)] : [round2(across), round2(along)]
  const sign = options.swingInto === 'to' ? wall.towardsTo : -wall.towardsTo
  // Drafts name the room the leaf swings into second, as the contract's `between` does.
  const [first, second] = options.swingInto === 'from' ? [to, from] : [from, to]
  return {
    kind: options.kind ?? 'interior',
    hinge: point(h, wall.centre),
    latch: point(l, wall.centre),
    leafTip: options.swingInto === null ? null : point(h, wall.centre + sign * width),
    wall: round2(wall.thickness),
    from: first,
    to: second,
  }
}

/** A door in the wall between two rooms (their first rectangles unless given). */
export function doorBetween(
  from: RoomDraft,
  to: RoomDraft,
  options: DoorOptions,
  rects: { from?: Rect; to?: Rect } = {},
): DoorDraft {
  const a = rects.from ?? (from.rects[0] as Rect)
  const b = rects.to ?? (to.rects[0] as Rect)
  return cut(wallBetween(a, b), options, from, to)
}

/** A door through the outer wall of a room on `side`, to somewhere that is not a room. */
export function doorOutward(
  room: RoomDraft,
  side: Side,
  wall: number,
  outside: DoorEnd,
  options: DoorOptions,
  body: Rect = room.rects[0] as Rect,
): DoorDraft {
  const ghost: Rect =
    side === 'top'
      ? { x0: body.x0, x1: body.x1, y0: body.y0 - wall - 1, y1: body.y0 - wall }
      : side === 'bottom'
        ? { x0: body.x0, x1: body.x1, y0: body.y1 + wall, y1: body.y1 + wall + 1 }
        : side === 'left'
          ? { x0: body.x0 - wall - 1, x1: body.x0 - wall, y0: body.y0, y1: body.y1 }
          : { x0: body.x1 + wall, x1: body.x1 + wall + 1, y0: body.y0, y1: body.y1 }
  return cut(wallBetween(body, ghost), options, room, outside)
}
