// The master plan as drawn on the ground, in metres of the 640 x 400 m picture (north up): where
// each building stands and faces, the shore of the Gulf of Finland, roads, paths and clearings.
// Data only. A building's front facade faces (-sin a, cos a) for its clockwise angle a.

import type { AmenityKind } from '../../../engine/geometry'
import type { M } from './shapes'

export interface Siting {
  cx: number
  cy: number
  angle: number
}

export const SITING: Record<number, Siting> = {
  // The hotel greets arrivals by the gate; serviced apartments line the north edge of the park.
  31: { cx: 178, cy: 84, angle: 0 },
  11: { cx: 283, cy: 74, angle: 0 },
  12: { cx: 352, cy: 70, angle: 0 },
  13: { cx: 452, cy: 80, angle: 6 },
  14: { cx: 548, cy: 118, angle: 38 },
  // Private residences in the pines to the west and south-west.
  15: { cx: 84, cy: 196, angle: -90 },
  16: { cx: 110, cy: 290, angle: -45 },
  17: { cx: 212, cy: 322, angle: -14 },
  18: { cx: 168, cy: 214, angle: -90 },
  19: { cx: 224, cy: 146, angle: 0 },
  // The beige and white residences on the shore, the belvedere's bluff to the east.
  21: { cx: 400, cy: 318, angle: -8 },
  22: { cx: 494, cy: 286, angle: -26 },
  32: { cx: 572, cy: 206, angle: -64 },
}

/** The 17.6 ha territory. */
export const BOUNDARY: M[] = [
  [32, 47],
  [185, 32],
  [340, 30],
  [475, 37],
  [591, 61],
  [626, 148],
  [630, 240],
  [595, 285],
  [535, 320],
  [456, 343],
  [351, 355],
  [247, 362],
  [154, 353],
  [75, 326],
  [34, 264],
  [21, 179],
  [24, 107],
]

/** The shore from the south-west round to the east edge; the gulf lies beyond. */
export const SHORE: M[] = [
  [150, 400],
  [190, 384],
  [250, 372],
  [320, 366],
  [400, 358],
  [470, 348],
  [536, 328],
  [584, 300],
  [616, 268],
  [640, 252],
]

export const POND = { cx: 318, cy: 206, rx: 40, ry: 22 }
export const PARK = { cx: 322, cy: 204, rx: 96, ry: 58 }
export const BELVEDERE = { cx: 608, cy: 250, r: 8 }
export const GATE: M = [24, 118]

export interface AmenityData {
  kind: AmenityKind
  cx: number
  cy: number
  length: number
  depth: number
  angle: number
}

export const AMENITIES: AmenityData[] = [
  { kind: 'clubhouse', cx: 316, cy: 136, length: 34, depth: 16, angle: 0 },
  { kind: 'spa', cx: 392, cy: 228, length: 26, depth: 14, angle: -30 },
  { kind: 'kids-club', cx: 244, cy: 214, length: 18, depth: 12, angle: 10 },
  { kind: 'sports', cx: 64, cy: 252, length: 36, depth: 18, angle: -80 },
  { kind: 'beach-club', cx: 300, cy: 346, length: 22, depth: 10, angle: -4 },
  { kind: 'parking', cx: 82, cy: 92, length: 40, depth: 22, angle: 0 },
]

export const LOBBY = { cx: 62, cy: 136, length: 16, depth: 10, angle: 0 }
