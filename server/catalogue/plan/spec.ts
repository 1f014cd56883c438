// What a flat layout is made from (FlatSpec) and the drafts the layout builders pass along before
// they become the FlatLayout contract of engine/geometry.ts. Types and the cache key only.

import type { DoorSide, FurnitureKind, RoomKind } from '../../../engine/geometry'
import type { BuildingType } from '../../../engine/types'
import type { Rect, XY } from './rect'

/** studio: one room; one-bed: hall between the two rooms; banded: a corridor along the rooms. */
export type FlatFamily = 'studio' | 'one-bed' | 'banded'

export type TerraceKind = 'none' | 'garden' | 'recess'

export interface FlatSpec {
  type: BuildingType
  family: FlatFamily
  /** Bedrooms asked for (the built layout reports what it got). */
  rc: number
  /** Bathrooms asked for. */
  bc: number
  /** Net width along the facade. */
  width: number
  /** Net depth from the entrance side to the facade. */
  depth: number
  /** Side walls at x = 0 and x = width are exterior (end flats): corner windows. */
  exterior: { left: boolean; right: boolean }
  /** Centre of the entrance door on y = 0; null puts the hall beside the kitchen-living room. */
  doorX: number | null
  /** garden: a ground floor terrace outside the facade; recess: a top floor terrace cut into it. */
  terrace: TerraceKind
  /** A second level in a roof pavilion with a roof terrace. */
  duplex: boolean
}

export const specKey = (spec: FlatSpec) =>
  [
    spec.type,
    spec.family,
    spec.rc,
    spec.bc,
    spec.width.toFixed(2),
    spec.depth.toFixed(2),
    spec.exterior.left ? 'L' : '-',
    spec.exterior.right ? 'R' : '-',
    spec.doorX === null ? 'free' : spec.doorX.toFixed(2),
    spec.terrace,
    spec.duplex ? 'D' : '1',
  ].join('|')

export interface RoomDraft {
  kind: RoomKind
  /** The first rectangle is the room's main body: furniture goes there. */
  rects: Rect[]
  id?: string
}

export type DoorEnd = RoomDraft | DoorSide

export interface DoorDraft {
  kind: 'entrance' | 'interior' | 'terrace'
  hinge: XY
  latch: XY
  leafTip: XY | null
  wall: number
  /** The leaf swings into `to`. */
  from: DoorEnd
  to: DoorEnd
}

export type Side = 'top' | 'right' | 'bottom' | 'left'

/** A stretch of exterior wall: rooms whose edge lies on it get windows. */
export interface Exposure {
  side: Side
  /** The room-side face of the wall: y for top/bottom, x for left/right. */
  at: number
  from: number
  to: number
  wall: number
}

export interface WindowDraft {
  a: XY
  b: XY
  wall: number
  room: RoomDraft
}

export interface FurnitureDraft {
  kind: FurnitureKind
  at: XY
  size: readonly [number, number]
  angle: 0 | 90 | 180 | 270
  room: RoomDraft
}

export interface LevelDraft {
  level: 1 | 2
  /** Outline to the wall centrelines, exterior walls whole. */
  envelope: Rect
  rooms: RoomDraft[]
  doors: DoorDraft[]
  exposures: Exposure[]
}
