// The upper level of a two-level flat: a roof pavilion over part of the flat, built around the
// stair that rises from the hall below, with a lounge onto a roof terrace and the master suite.

import { EXTERIOR_WALL as EXT, PARTITION as P } from './dimensions'
import { frameOf } from './frame'
import { doorBetween } from './openings'
import { type Rect, rect, round2 } from './rect'
import type { DoorDraft, Exposure, FlatSpec, LevelDraft, RoomDraft } from './spec'

export function pavilionLevel(spec: FlatSpec, stairBelow: Rect): LevelDraft {
  const f = frameOf(spec)
  const wcWidth = 1.6
  const bathWidth = 2.1
  const x0 = round2(stairBelow.x0 - P - wcWidth)
  const loungeRight = round2(stairBelow.x1 + P + bathWidth)
  const masterX0 = round2(loungeRight + P)
  if (x0 - EXT < 3 || f.W - masterX0 < 3.6)
    throw new Error(`pavilion: stair at ${stairBelow.x0} leaves no room`)

  const lounge: RoomDraft = { kind: 'living', rects: [rect(x0, f.corridorTop, loungeRight, f.D)] }
  const wc: RoomDraft = { kind: 'wc', rects: [rect(x0, 0, round2(stairBelow.x0 - P), f.service)] }
  const stair: RoomDraft = {
    kind: 'stair',
    rects: [rect(stairBelow.x0, 0, stairBelow.x1, f.service)],
  }
  const bath: RoomDraft = {
    kind: 'bathroom',
    rects: [rect(round2(stairBelow.x1 + P), 0, loungeRight, f.service)],
  }
  const master: RoomDraft = {
    kind: 'master-bedroom',
    rects: [rect(masterX0, f.corridorTop, f.W, f.D)],
  }
  const ensuiteRight = round2(
    masterX0 + Math.min(2.7, Math.max(1.8, Math.round((f.W - masterX0) * 0.55 * 20) / 20)),
  )
  const ensuite: RoomDraft = {
    kind: 'bathroom',
    rects: [rect(masterX0, 0, ensuiteRight, f.service)],
  }
  const wardrobe: RoomDraft = {
    kind: 'wardrobe',
    rects: [rect(round2(ensuiteRight + P), 0, f.W, f.service)],
  }
  const terrace: RoomDraft = { kind: 'terrace', rects: [rect(0, 0, round2(x0 - EXT), f.D)] }

  const doors: DoorDraft[] = [
    doorBetween(stair, lounge, { width: 2.4, at: 'low', swingInto: null }),
    doorBetween(wc, lounge, { width: 0.7, at: 'low', swingInto: 'to' }),
    doorBetween(bath, lounge, { width: 0.7, at: 'high', swingInto: 'to' }),
    doorBetween(lounge, master, { width: 0.8, at: 'low', swingInto: 'to' }),
    // At the far end of the bathroom: the lounge's door into the suite has the near corner.
    doorBetween(ensuite, master, { width: 0.7, at: 'high', swingInto: 'to' }),
    doorBetween(wardrobe, master, { width: 0.8, at: 'high', swingInto: null }),
    doorBetween(lounge, terrace, {
      width: 1.8,
      at: (f.corridorTop + f.D) / 2,
      swingInto: null,
      kind: 'terrace',
    }),
  ]
  const right = spec.exterior.right ? EXT : 0.125
  const exposures: Exposure[] = [
    { side: 'left', at: x0, from: 0, to: f.D, wall: EXT },
    { side: 'bottom', at: f.D, from: x0, to: f.W, wall: EXT },
    { side: 'top', at: 0, from: x0, to: f.W, wall: EXT },
  ]
  if (spec.exterior.right) exposures.push({ side: 'right', at: f.W, from: 0, to: f.D, wall: EXT })
  return {
    level: 2,
    envelope: rect(round2(x0 - EXT), -EXT, round2(f.W + right), round2(f.D + EXT)),
    rooms: [terrace, wc, stair, bath, lounge, master, ensuite, wardrobe],
    doors,
    exposures,
  }
}
