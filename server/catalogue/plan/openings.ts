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
  const wall = wallAcross('h', a, b) ?? wallAcross('v', a, b)
  if (!wall) {
    throw new Error(`openings: rooms ${JSON.stringify(a)} and ${JSON.stringify(b)} share no wall`)
  }
  return wall
}

/** The wall of `run` between `a` and `b` when they face each other across it, on either side. */
function wallAcross(run: Wall['run'], a: Rect, b: Rect): Wall | null {
  const [lo, hi, alongLo, alongHi] =
    run === 'h' ? (['y0', 'y1', 'x0', 'x1'] as const) : (['x0', 'x1', 'y0', 'y1'] as const)
  const from = Math.max(a[alongLo], b[alongLo])
  const to = Math.min(a[alongHi], b[alongHi])
  if (to <= from) return null
  if (a[hi] <= b[lo] + 1e-9) {
    return { run, centre: (a[hi] + b[lo]) / 2, thickness: b[lo] - a[hi], from, to, towardsTo: 1 }
  }
  if (b[hi] <= a[lo] + 1e-9) {
    return { run, centre: (b[hi] + a[lo]) / 2, thickness: a[lo] - b[hi], from, to, towardsTo: -1 }
  }
  return null
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
