// Places furniture items against the walls of a room, keeping clear of door swings, the way in
// through every opening, and (for tall items) the windows. Pure: first free candidate wins.

import type { FurnitureKind } from '../../../engine/geometry'
import { containsRect, inflate, overlapArea, type Rect, rect, round2 } from './rect'
import type { DoorDraft, FurnitureDraft, RoomDraft, Side, WindowDraft } from './spec'

export type Along = 'start' | 'centre' | 'end' | number

export interface Candidate {
  box: Rect
  angle: 0 | 90 | 180 | 270
}

const GAP = 0.03
const ANGLE: Record<Side, Candidate['angle']> = { top: 0, right: 90, bottom: 180, left: 270 }

/** An item of width w (along the wall) and depth d with its back against `side`. */
export function againstWall(body: Rect, side: Side, w: number, d: number, along: Along): Candidate {
  const horizontal = side === 'top' || side === 'bottom'
  const [lo, hi] = horizontal ? [body.x0, body.x1] : [body.y0, body.y1]
  const start =
    along === 'start'
      ? lo + GAP
      : along === 'end'
        ? hi - GAP - w
        : along === 'centre'
          ? (lo + hi - w) / 2
          : along - w / 2
  const box = horizontal
    ? rect(
        start,
        side === 'top' ? body.y0 + GAP : body.y1 - GAP - d,
        start + w,
        side === 'top' ? body.y0 + GAP + d : body.y1 - GAP,
      )
    : rect(
        side === 'left' ? body.x0 + GAP : body.x1 - GAP - d,
        start,
        side === 'left' ? body.x0 + GAP + d : body.x1 - GAP,
        start + w,
      )
  return { box, angle: ANGLE[side] }
}

/** The room's share of a door: its leaf's sweep if it swings in, else a step of clear floor. */
export function doorZone(door: DoorDraft, room: RoomDraft, body: Rect): Rect | null {
  const touches = door.from === room || door.to === room
  if (!touches) return null
  const [hx, hy] = door.hinge
  const [lx, ly] = door.latch
  const width = Math.hypot(lx - hx, ly - hy)
  const centre = [(body.x0 + body.x1) / 2, (body.y0 + body.y1) / 2] as const
  const horizontal = Math.abs(hy - ly) < 1e-9
  const sign = horizontal ? Math.sign(centre[1] - hy) : Math.sign(centre[0] - hx)
  const depth = door.to === room && door.leafTip ? width + 0.05 : 0.7
  return horizontal
    ? rect(
        Math.min(hx, lx),
        Math.min(hy, hy + sign * depth),
        Math.max(hx, lx),
        Math.max(hy, hy + sign * depth),
      )
    : rect(
        Math.min(hx, hx + sign * depth),
        Math.min(hy, ly),
        Math.max(hx, hx + sign * depth),
        Math.max(hy, ly),
      )
}

/** Half a metre of floor inside a window, kept free of tall items, and the wall it is in. */
export function windowZone(window: WindowDraft, body: Rect): { zone: Rect; side: Side } {
  const [ax, ay] = window.a
  const [bx, by] = window.b
  if (Math.abs(ay - by) < 1e-9) {
    const side: Side = ay > body.y1 ? 'bottom' : 'top'
    const inside = side === 'bottom' ? body.y1 - 0.5 : body.y0
    return { zone: rect(Math.min(ax, bx), inside, Math.max(ax, bx), inside + 0.5), side }
  }
  const side: Side = ax > body.x1 ? 'right' : 'left'
  const inside = side === 'right' ? body.x1 - 0.5 : body.x0
  return { zone: rect(inside, Math.min(ay, by), inside + 0.5, Math.max(ay, by)), side }
}

const TALL = new Set<FurnitureKind>(['wardrobe', 'kitchen-run', 'shelves', 'tv-unit', 'washer'])

/** One room being furnished: remembers what is taken. */
export class RoomFitter {
  readonly placed: FurnitureDraft[] = []
  private readonly taken: Rect[] = []

  constructor(
    readonly room: RoomDraft,
    readonly body: Rect,
    private readonly doorZones: Rect[],
    private readonly windowZones: Rect[],
    /** Walls with windows, which beds and sofas should not back onto. */
    readonly windowSides: ReadonlySet<Side>,
  ) {}

  /** `margin` keeps room around the item (chairs round a table) that nothing else may take. */
  fits(kind: FurnitureKind, candidate: Candidate, margin = 0): boolean {
    const box = inflate(candidate.box, margin, margin, margin, margin)
    if (!containsRect(this.body, box)) return false
    const blockers = TALL.has(kind)
      ? [...this.doorZones, ...this.windowZones, ...this.taken]
      : [...this.doorZones, ...this.taken]
    return blockers.every((zone) => overlapArea(zone, box) < 1e-6)
  }

  /** Places the first candidate that fits; returns it, or null when none does. */
  place(
    kind: FurnitureKind,
    size: readonly [number, number],
    candidates: Candidate[],
    margin = 0,
  ): Candidate | null {
    const pick = candidates.find((c) => this.fits(kind, c, margin))
    if (!pick) return null
    this.taken.push(inflate(pick.box, margin, margin, margin, margin))
    const { box } = pick
    this.placed.push({
      kind,
      at: [round2((box.x0 + box.x1) / 2), round2((box.y0 + box.y1) / 2)],
      size: [round2(size[0]), round2(size[1])],
      angle: pick.angle,
      room: this.room,
    })
    return pick
  }

  /** An item standing free, centred at (cx, cy). */
  static free(
    cx: number,
    cy: number,
    w: number,
    d: number,
    angle: Candidate['angle'] = 0,
  ): Candidate {
    const [x, y] = angle === 90 || angle === 270 ? [d, w] : [w, d]
    return { box: rect(cx - x / 2, cy - y / 2, cx + x / 2, cy + y / 2), angle }
  }

  /** Candidates for an item against each of `sides`, at each of `alongs`. */
  around(w: number, d: number, sides: Side[], alongs: Along[]): Candidate[] {
    return sides.flatMap((side) => alongs.map((along) => againstWall(this.body, side, w, d, along)))
  }
}

/** Walls without windows first. */
export const blindFirst = (f: RoomFitter, sides: Side[]) =>
  [...sides].sort((a, b) => Number(f.windowSides.has(a)) - Number(f.windowSides.has(b)))

export function longest(
  f: RoomFitter,
  kind: 'wardrobe' | 'kitchen-run' | 'shelves',
  lengths: number[],
  depth: number,
  sides: Side[],
  alongs: Along[],
) {
  for (const length of lengths) {
    if (f.place(kind, [length, depth], f.around(length, depth, sides, alongs))) return true
  }
  return false
}

export const sideOf = (c: Candidate): Side =>
  (({ 0: 'top', 90: 'right', 180: 'bottom', 270: 'left' }) as const)[c.angle]
