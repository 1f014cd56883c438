// The bands every level-one layout is cut into, its envelope, exterior walls and terraces.
// Pure: a FlatSpec in, numbers in layout metres out.

import { dimensionsOf, EXTERIOR_WALL as EXT, PARTITION as P, PARTY_WALL } from './dimensions'
import { type DoorAt, doorBetween, doorOutward } from './openings'
import { type Rect, rect } from './rect'
import type { DoorDraft, Exposure, FlatSpec, LevelDraft, RoomDraft } from './spec'

export interface LevelOne {
  draft: LevelDraft
  living: RoomDraft
  /** Where a two-level flat's stair rises: the upper level puts its own stair there. */
  stair: Rect | null
}

export interface Frame {
  W: number
  D: number
  /** Bottom of the service band (hall, bathrooms, stores). */
  service: number
  /** The flat's own corridor runs between these. */
  corridorTop: number
  corridorBottom: number
  /** Top of the bedrooms that open off the corridor. */
  roomTop: number
  /** Facade face of the kitchen-living room: shallower when a terrace is cut into it. */
  livingBottom: number
}

export function frameOf(spec: FlatSpec): Frame {
  const d = dimensionsOf(spec.type)
  const corridorTop = d.serviceDepth + P
  const corridorBottom = corridorTop + d.flatCorridor
  return {
    W: spec.width,
    D: spec.depth,
    service: d.serviceDepth,
    corridorTop,
    corridorBottom,
    roomTop: corridorBottom + P,
    livingBottom: spec.terrace === 'recess' ? spec.depth - d.recessDepth - EXT : spec.depth,
  }
}

/**
 * A level one of every layout from its rooms and doors: the terrace off the kitchen-living room
 * (when the spec has one) joins them, and the envelope and exposures follow from the spec.
 */
export function levelOneOf(
  spec: FlatSpec,
  frame: Frame,
  plan: { rooms: RoomDraft[]; doors: DoorDraft[]; living: RoomDraft; livingWidth: number },
  stair: Rect | null = null,
): LevelOne {
  const { rooms, doors, living } = plan
  const terrace = terraceOf(spec, frame, living)
  if (terrace) {
    rooms.push(terrace.terrace)
    doors.push(terrace.door)
  }
  const exposures = exposuresOf(spec, frame, plan.livingWidth)
  return { draft: { level: 1, envelope: envelopeOf(spec), rooms, doors, exposures }, living, stair }
}

export function envelopeOf(spec: FlatSpec): Rect {
  const side = (exterior: boolean) => (exterior ? EXT : PARTY_WALL / 2)
  return rect(
    -side(spec.exterior.left),
    -PARTY_WALL / 2,
    spec.width + side(spec.exterior.right),
    spec.depth + EXT,
  )
}

/** The facade, the exterior side walls, and the recessed wall behind a top floor terrace. */
export function exposuresOf(spec: FlatSpec, frame: Frame, livingWidth: number): Exposure[] {
  const exposures: Exposure[] = [{ side: 'bottom', at: frame.D, from: 0, to: frame.W, wall: EXT }]
  if (spec.exterior.left) exposures.push({ side: 'left', at: 0, from: 0, to: frame.D, wall: EXT })
  if (spec.exterior.right)
    exposures.push({ side: 'right', at: frame.W, from: 0, to: frame.D, wall: EXT })
  if (frame.livingBottom < frame.D) {
    exposures.push({ side: 'bottom', at: frame.livingBottom, from: 0, to: livingWidth, wall: EXT })
  }
  return exposures
}

/** The flat's front door: from the hall through the party wall to the common corridor. */
export function entranceDoor(hall: RoomDraft, at: DoorAt): DoorDraft {
  return doorOutward(hall, 'top', PARTY_WALL, 'corridor', {
    width: 0.9,
    at,
    swingInto: 'from',
    kind: 'entrance',
  })
}

/**
 * The terrace of a ground floor (a garden beyond the facade) or top floor flat (cut into the
 * facade in front of the kitchen-living room), with its sliding door from that room.
 */
export function terraceOf(
  spec: FlatSpec,
  frame: Frame,
  living: RoomDraft,
): { terrace: RoomDraft; door: DoorDraft } | null {
  const body = living.rects[0] as Rect
  let area: Rect
  if (spec.terrace === 'garden') {
    const depth = dimensionsOf(spec.type).gardenDepth
    area = rect(0.15, frame.D + EXT, frame.W - 0.15, frame.D + EXT + depth)
  } else if (spec.terrace === 'recess') {
    area = rect(body.x0, frame.livingBottom + EXT, body.x1, frame.D)
  } else return null
  const terrace: RoomDraft = { kind: 'terrace', rects: [area] }
  const door = doorBetween(living, terrace, {
    width: 1.2,
    at: 'high',
    swingInto: null,
    kind: 'terrace',
  })
  return { terrace, door }
}
