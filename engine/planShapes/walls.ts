// The walls and floors of a plan: a level is its outline filled dark (what shows between the
// rooms is the walls) with each room laid over in its floor tone, a terrace edged by its railing;
// a section's floor likewise, its corridor and core laid over its outline, the core carrying the
// lift's cross and the stair's treads. Pure; metres.

import type { FlatLevel, RoomKind } from '../geometry'
import { pointsBox } from './shapes'
import type { PolygonShape, Pt, RoomTone, SectionTone, Shape } from './shapes'

const TONES: Partial<Record<RoomKind, RoomTone>> = {
  hall: 'hall',
  bathroom: 'wet',
  wc: 'wet',
  laundry: 'wet',
  storage: 'store',
  wardrobe: 'store',
  stair: 'stair',
  terrace: 'terrace',
}

export const roomTone = (kind: RoomKind): RoomTone => TONES[kind] ?? 'room'

/** The level's walls, then its rooms in their tones, then the terraces' railings. */
export function levelShapes(level: FlatLevel<Pt>): Shape[] {
  const shapes: Shape[] = [{ kind: 'polygon', role: 'wall', points: level.outline }]
  for (const room of level.rooms) {
    shapes.push({ kind: 'polygon', role: roomTone(room.kind), points: room.polygon })
  }
  for (const room of level.rooms) {
    if (room.kind === 'terrace')
      shapes.push({ kind: 'polygon', role: 'railing', points: room.polygon })
  }
  return shapes
}

/** A stair tread every 28 cm, the going of the resort's stairs. */
const TREAD = 0.28

/** The lift's cross and the stair's treads across its run, so the core reads at a glance. */
export function coreMarks(core: { lift: readonly Pt[]; stair: readonly Pt[] }): Shape[] {
  const [lx0, ly0, lx1, ly1] = pointsBox(core.lift)
  const shapes: Shape[] = [
    { kind: 'line', role: 'liftCross', a: [lx0, ly0], b: [lx1, ly1] },
    { kind: 'line', role: 'liftCross', a: [lx1, ly0], b: [lx0, ly1] },
  ]
  const [sx0, sy0, sx1, sy1] = pointsBox(core.stair)
  const alongX = sx1 - sx0 > sy1 - sy0
  const run = alongX ? sx1 - sx0 : sy1 - sy0
  for (let t = TREAD; t < run; t += TREAD) {
    shapes.push(
      alongX
        ? { kind: 'line', role: 'tread', a: [sx0 + t, sy0], b: [sx0 + t, sy1] }
        : { kind: 'line', role: 'tread', a: [sx0, sy0 + t], b: [sx1, sy0 + t] },
    )
  }
  return shapes
}

/** A polygon of a section's own floor, in its tone. */
export interface SectionPolygon extends PolygonShape {
  role: SectionTone
}

/** A section's floor under its flats, in painting order: what the canvas and the SVG both draw. */
export interface SectionFloorShapes {
  /** The section's outline, filled as wall: what shows between the rooms. */
  outline: PolygonShape
  /** The corridor, then the core's lobby, stair, utility and lift, in their tones. */
  floors: SectionPolygon[]
  /** The lift's cross and the stair's treads (coreMarks); none without a core. */
  marks: Shape[]
}

/** An imported model's floor has no core or corridor: its halls and stairs are its flats' rooms. */
export function sectionFloorShapes(floor: {
  outline: readonly Pt[]
  corridor: readonly Pt[] | null
  core: {
    lobby: readonly Pt[]
    stair: readonly Pt[]
    utility: readonly Pt[]
    lift: readonly Pt[]
  } | null
}): SectionFloorShapes {
  const floors: SectionPolygon[] = []
  if (floor.corridor) floors.push({ kind: 'polygon', role: 'common', points: floor.corridor })
  const core = floor.core
  if (core) {
    floors.push(
      { kind: 'polygon', role: 'common', points: core.lobby },
      { kind: 'polygon', role: 'core', points: core.stair },
      { kind: 'polygon', role: 'core', points: core.utility },
      { kind: 'polygon', role: 'lift', points: core.lift },
    )
  }
  return {
    outline: { kind: 'polygon', role: 'wall', points: floor.outline },
    floors,
    marks: core ? coreMarks(core) : [],
  }
}
