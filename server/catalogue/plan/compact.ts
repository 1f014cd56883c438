// Studios and one-bedroom flats: no corridor of their own, the hall opens straight into every
// room. Pure: a FlatSpec in, a level draft out.

import { LIVING_MAX_AREA } from './banded'
import { PARTITION as P } from './dimensions'
import { entranceDoor, frameOf, type LevelOne, levelOneOf } from './frame'
import { doorBetween } from './openings'
import { rect, round2 } from './rect'
import type { FlatSpec, RoomDraft } from './spec'
import { allocate, type Want } from './widths'

/** Hall and bathroom along the entrance side, one room along the facade. */
export function studioLevel(spec: FlatSpec): LevelOne {
  const f = frameOf(spec)
  const bath = 2
  const hallWidth = round2(f.W - bath - P)
  if (hallWidth < 1.7) throw new Error(`studio: ${f.W} m is too narrow`)
  const hall: RoomDraft = { kind: 'hall', rects: [rect(0, 0, hallWidth, f.service)] }
  const bathroom: RoomDraft = {
    kind: 'bathroom',
    rects: [rect(round2(hallWidth + P), 0, f.W, f.service)],
  }
  const living: RoomDraft = { kind: 'kitchen-living', rects: [rect(0, f.corridorTop, f.W, f.D)] }
  const doors = [
    entranceDoor(hall, 'high'),
    doorBetween(hall, living, { width: 0.8, at: 'low', swingInto: 'to' }),
    doorBetween(bathroom, hall, { width: 0.7, at: 'high', swingInto: 'to' }),
  ]
  const rooms = [hall, bathroom, living]
  return levelOneOf(spec, f, { rooms, doors, living, livingWidth: f.W })
}

/** The kitchen-living room stays full depth, so it may not grow past 44 m². */
export function oneBedWants(spec: FlatSpec): Want[] {
  const f = frameOf(spec)
  const hallWidth = spec.type === 'A' ? 1.8 : 2
  const livingMax = Math.floor((LIVING_MAX_AREA / f.livingBottom) * 20) / 20
  return [
    { min: 3.6, pref: 4.2, max: livingMax, weight: 1 },
    {
      min: hallWidth + P + 1.8,
      pref: Math.max(3.8, hallWidth + P + 1.8),
      max: hallWidth + P + 2.7,
      weight: 1,
    },
  ]
}

/** Kitchen-living room full depth on one side, bedroom on the other, hall and bathroom between. */
export function oneBedLevel(spec: FlatSpec): LevelOne {
  const f = frameOf(spec)
  const hallWidth = spec.type === 'A' ? 1.8 : 2
  const [tl, bedroomWidth] = allocate(f.W, P, oneBedWants(spec)) as [number, number]
  const living: RoomDraft = { kind: 'kitchen-living', rects: [rect(0, 0, tl, f.livingBottom)] }
  const x0 = round2(tl + P)
  const bedroom: RoomDraft = { kind: 'bedroom', rects: [rect(x0, f.corridorTop, f.W, f.D)] }
  const hall: RoomDraft = { kind: 'hall', rects: [rect(x0, 0, round2(x0 + hallWidth), f.service)] }
  const bathroom: RoomDraft = {
    kind: 'bathroom',
    rects: [rect(round2(x0 + hallWidth + P), 0, round2(x0 + bedroomWidth), f.service)],
  }
  const doors = [
    entranceDoor(hall, 'high'),
    doorBetween(hall, living, { width: 0.8, at: 'high', swingInto: 'to' }),
    doorBetween(hall, bedroom, { width: 0.8, at: 'low', swingInto: 'to' }),
    doorBetween(bathroom, hall, { width: 0.7, at: 'high', swingInto: 'to' }),
  ]
  const rooms = [living, hall, bathroom, bedroom]
  return levelOneOf(spec, f, { rooms, doors, living, livingWidth: tl })
}
