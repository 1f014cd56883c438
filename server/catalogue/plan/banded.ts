// Flats with two or more bedrooms: the kitchen-living room at one end, the master suite at the
// other, bedrooms between them along the facade, and along the entrance side a service band
// (hall, bathrooms, stores) over the flat's own corridor. Pure: a FlatSpec in, a level draft out.

import { PARTITION as P } from './dimensions'
import { entranceDoor, frameOf, type LevelOne, levelOneOf } from './frame'
import { doorBetween } from './openings'
import { type Rect, rect, round2 } from './rect'
import { type Gap, packServices, type ServiceKind } from './services'
import type { DoorDraft, FlatSpec, RoomDraft } from './spec'
import { allocate, type Want } from './widths'

/** 44 m² keeps the kitchen-living room within the 20-45 m² a buyer expects. */
export const LIVING_MAX_AREA = 44

const LIVING_ROW: Want = { min: 3.8, pref: 4.4, max: 5, weight: 1.2 }
const LIVING_END: Want = { min: 4.4, pref: 5.4, max: 6.6, weight: 1.5 }
const BEDROOM: Want = { min: 3.3, pref: 3.6, max: 4.4, weight: 1 }
const MASTER: Want = { min: 3.6, pref: 4, max: 5.2, weight: 1.2 }

const snap = (value: number) => Math.round(value * 20) / 20

/** What each room along the facade wants, kitchen-living first and the master suite last. */
export function bandedWants(spec: FlatSpec): Want[] {
  const hallWidth = spec.type === 'A' ? 1.8 : 2
  const middles = spec.duplex ? spec.rc - 2 : spec.rc - 1
  // The bedrooms' frontage is the service band's too: it must hold the hall and the bathrooms.
  const kinds = serviceKinds(spec, true, spec.bc >= 2)
  const required =
    hallWidth +
    kinds.filter((k) => k === 'stair' || k === 'bathroom').length * (1.7 + P) +
    (spec.duplex ? 0.9 : 0)
  const least = Math.ceil(((required - (middles - 1) * P) / middles) * 20) / 20
  const bedroom: Want = {
    ...BEDROOM,
    min: Math.max(BEDROOM.min, least),
    pref: Math.max(BEDROOM.pref, least),
    max: Math.max(BEDROOM.max, least),
  }
  return [spec.doorX === null ? LIVING_ROW : LIVING_END, ...Array(middles).fill(bedroom), MASTER]
}

export function bandedLevel(spec: FlatSpec): LevelOne {
  const f = frameOf(spec)
  const hallWidth = spec.type === 'A' ? 1.8 : 2
  const wants = bandedWants(spec)
  const widths = allocate(f.W, P, wants)
  const tl = widths[0] as number
  const tr = widths[widths.length - 1] as number
  const livingFull = tl * f.livingBottom <= LIVING_MAX_AREA
  const living: RoomDraft = {
    kind: 'kitchen-living',
    rects: [rect(0, livingFull ? 0 : f.corridorTop, tl, f.livingBottom)],
  }
  let x = tl + P
  const bedrooms = widths.slice(1, -1).map((w): RoomDraft => {
    const room: RoomDraft = { kind: 'bedroom', rects: [rect(x, f.roomTop, round2(x + w), f.D)] }
    x = round2(x + w + P)
    return room
  })
  // A two-level flat keeps its master suite upstairs; the suite down here is for guests.
  const suite: RoomDraft = {
    kind: spec.duplex ? 'bedroom' : 'master-bedroom',
    rects: [rect(round2(f.W - tr), f.corridorTop, f.W, f.D)],
  }
  const suiteRooms = suiteServices(spec, f.service, suite)
  const underLiving = livingFull ? [] : livingServices(tl, f.service)

  const mz0 = round2(tl + P)
  const mz1 = round2(f.W - tr - P)
  let h0 =
    spec.doorX === null ? mz0 : Math.min(mz1 - hallWidth, Math.max(mz0, snap(spec.doorX - 0.55)))
  let h1 = round2(h0 + hallWidth)
  const gaps: Gap[] = []
  if (h0 - P - mz0 > 1e-9) gaps.push({ from: mz0, to: round2(h0 - P), hallAt: 'to' })
  else h0 = mz0
  if (mz1 - h1 - P > 1e-9) gaps.push({ from: round2(h1 + P), to: mz1, hallAt: 'from' })
  else h1 = mz1
  const packing = packServices(gaps, serviceKinds(spec, livingFull, suiteRooms.length > 1))
  h0 = round2(h0 - packing.hallGrowth.left)
  h1 = round2(h1 + packing.hallGrowth.right)
  const services = packing.placed.map(
    (s): RoomDraft => ({ kind: s.kind, rects: [rect(s.x0, 0, s.x1, f.service)] }),
  )

  const corridor = rect(mz0, f.corridorTop, mz1, f.corridorBottom)
  const hall: RoomDraft = { kind: 'hall', rects: [rect(h0, 0, h1, f.corridorTop), corridor] }
  const corridorMiddle = (f.corridorTop + f.corridorBottom) / 2
  const doors: DoorDraft[] = [
    entranceDoor(hall, spec.doorX ?? 'low'),
    doorBetween(
      hall,
      living,
      { width: 0.9, at: corridorMiddle, swingInto: 'to' },
      { from: corridor },
    ),
    doorBetween(
      hall,
      suite,
      { width: 0.8, at: corridorMiddle, swingInto: 'to' },
      { from: corridor },
    ),
    ...bedrooms.map((room) => {
      const body = room.rects[0] as Rect
      const at = (body.x0 + body.x1) / 2 < (h0 + h1) / 2 ? 'high' : 'low'
      return doorBetween(hall, room, { width: 0.8, at, swingInto: 'to' }, { from: corridor })
    }),
    ...services.map((room) => serviceDoor(room, hall, corridor)),
    // The pantry doors keep to the ends of the wall so the kitchen run fits between them. The
    // store's door shares its corner with the hall's door into the room: opening into the room,
    // its leaf would stand across that door, so it opens into the store.
    ...underLiving.map((room, i) =>
      doorBetween(room, living, {
        width: 0.8,
        at: i === 0 ? 'low' : 'high',
        swingInto: i === 0 ? 'to' : 'from',
      }),
    ),
    ...suiteRooms.map((room) =>
      room.kind === 'wardrobe'
        ? doorBetween(room, suite, { width: 0.8, at: 'high', swingInto: null })
        : // At the far end of the bathroom, clear of the suite's own door from the corridor.
          doorBetween(room, suite, { width: 0.7, at: 'high', swingInto: 'to' }),
    ),
  ]
  const rooms = [living, ...underLiving, hall, ...services, ...bedrooms, suite, ...suiteRooms]
  const stair = services.find((room) => room.kind === 'stair')
  const stairRect = stair ? (stair.rects[0] as Rect) : null
  return levelOneOf(spec, f, { rooms, doors, living, livingWidth: tl }, stairRect)
}

function serviceKinds(spec: FlatSpec, livingFull: boolean, ensuite: boolean): ServiceKind[] {
  const kinds: ServiceKind[] = spec.duplex ? ['stair'] : []
  // The upper level of a two-level flat has its own bathrooms.
  const shared = spec.bc - (ensuite ? 1 : 0) - (spec.duplex ? 2 : 0)
  for (let i = 0; i < Math.max(1, shared); i++) kinds.push('bathroom')
  if (livingFull) kinds.push('laundry')
  if (spec.rc >= 3) kinds.push('wc')
  return kinds
}

/** The master suite's own bathroom and dressing room, opening off the bedroom. */
function suiteServices(spec: FlatSpec, depth: number, suite: RoomDraft): RoomDraft[] {
  const body = suite.rects[0] as Rect
  const width = body.x1 - body.x0
  if (spec.bc < 2) return [{ kind: 'wardrobe', rects: [rect(body.x0, 0, body.x1, depth)] }]
  const ensuite = Math.min(2.7, width - 1.2 - P, Math.max(1.8, snap(width * 0.55)))
  return [
    { kind: 'bathroom', rects: [rect(body.x0, 0, round2(body.x0 + ensuite), depth)] },
    { kind: 'wardrobe', rects: [rect(round2(body.x0 + ensuite + P), 0, body.x1, depth)] },
  ]
}

/** A deep kitchen-living room gives its back to a laundry and a pantry. */
function livingServices(width: number, depth: number): RoomDraft[] {
  const laundry = Math.min(2, snap((width - P) / 2))
  if (width - laundry - P < 1) return [{ kind: 'laundry', rects: [rect(0, 0, width, depth)] }]
  return [
    { kind: 'laundry', rects: [rect(0, 0, laundry, depth)] },
    { kind: 'storage', rects: [rect(round2(laundry + P), 0, width, depth)] },
  ]
}

function serviceDoor(room: RoomDraft, hall: RoomDraft, corridor: Rect): DoorDraft {
  if (room.kind === 'stair') {
    return doorBetween(room, hall, { width: 2.4, at: 'low', swingInto: null }, { to: corridor })
  }
  // Wet rooms open outwards, as Russian practice asks.
  const width = room.kind === 'bathroom' || room.kind === 'wc' ? 0.7 : 0.8
  return doorBetween(room, hall, { width, at: 'low', swingInto: 'to' }, { to: corridor })
}
