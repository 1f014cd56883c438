// Builds one flat layout from its FlatSpec: rooms with ids, areas and polygons, doors, windows
// and furniture per level, in layout metres. Pure and deterministic; the plan code is given later.

import type {
  Door,
  FlatLayout,
  FlatLevel,
  Furniture,
  LayoutPoint,
  Room,
  Window,
} from '../../../engine/geometry'
import { bandedLevel } from './banded'
import type { LevelOne } from './frame'
import { oneBedLevel, studioLevel } from './compact'
import { furnish } from './furnishing'
import { windowsFor } from './windows'
import { pavilionLevel } from './pavilion'
import { type Rect, rectArea, round2, unionOutline, type XY } from './rect'
import type { DoorEnd, FlatSpec, LevelDraft, RoomDraft } from './spec'

export type LayoutBody = Omit<FlatLayout, 'plan'>

const lp = (p: XY) => p as unknown as LayoutPoint
const corners = (r: Rect): LayoutPoint[] => [
  lp([r.x0, r.y0]),
  lp([r.x0, r.y1]),
  lp([r.x1, r.y1]),
  lp([r.x1, r.y0]),
]

function levelOne(spec: FlatSpec): LevelOne {
  switch (spec.family) {
    case 'studio':
      return studioLevel(spec)
    case 'one-bed':
      return oneBedLevel(spec)
    case 'banded':
      return bandedLevel(spec)
  }
}

/** Ids read well in the flat view: `hall`, `bedroom-2`; numbered left to right, level by level. */
function nameRooms(levels: LevelDraft[]) {
  const all = levels.flatMap((level) => level.rooms)
  const counts = new Map<string, number>()
  for (const room of all) counts.set(room.kind, (counts.get(room.kind) ?? 0) + 1)
  const seen = new Map<string, number>()
  for (const room of all) {
    const k = (seen.get(room.kind) ?? 0) + 1
    seen.set(room.kind, k)
    room.id = counts.get(room.kind) === 1 ? room.kind : `${room.kind}-${k}`
  }
}

const idOf = (end: DoorEnd) => (typeof end === 'string' ? end : (end.id as string))
const areaOf = (room: RoomDraft) => round2(room.rects.reduce((sum, r) => sum + rectArea(r), 0))

function toLevel(draft: LevelDraft): FlatLevel<LayoutPoint> {
  const windows = windowsFor(draft.rooms, draft.exposures, draft.doors)
  const furniture = furnish(draft, windows)
  return {
    level: draft.level,
    outline: corners(draft.envelope),
    rooms: draft.rooms.map(
      (room): Room<LayoutPoint> => ({
        id: room.id as string,
        kind: room.kind,
        polygon: unionOutline(room.rects).map(lp),
        area: areaOf(room),
      }),
    ),
    doors: draft.doors.map(
      (door): Door<LayoutPoint> => ({
        kind: door.kind,
        hinge: lp(door.hinge),
        latch: lp(door.latch),
        width: round2(Math.hypot(door.latch[0] - door.hinge[0], door.latch[1] - door.hinge[1])),
        leafTip: door.leafTip ? lp(door.leafTip) : null,
        wall: door.wall,
        between: [idOf(door.from), idOf(door.to)],
      }),
    ),
    windows: windows.map(
      (w): Window<LayoutPoint> => ({
        a: lp(w.a),
        b: lp(w.b),
        wall: w.wall,
        room: w.room.id as string,
      }),
    ),
    furniture: furniture.map(
      (item): Furniture<LayoutPoint> => ({
        kind: item.kind,
        at: lp(item.at),
        size: item.size,
        angle: item.angle,
        room: item.room.id as string,
      }),
    ),
  }
}

export function buildLayout(spec: FlatSpec): LayoutBody {
  const first = levelOne(spec)
  const drafts = [first.draft]
  if (spec.duplex) {
    if (!first.stair) throw new Error('layout: a two-level flat needs a stair on its first level')
    drafts.push(pavilionLevel(spec, first.stair))
  }
  nameRooms(drafts)
  const rooms = drafts.flatMap((d) => d.rooms)
  const count = (kinds: string[]) => rooms.filter((r) => kinds.includes(r.kind)).length
  const sum = (pick: (r: RoomDraft) => boolean) =>
    Math.round(rooms.filter(pick).reduce((total, r) => total + areaOf(r), 0) * 10) / 10
  return {
    type: spec.type,
    rc: count(['bedroom', 'master-bedroom']),
    bc: count(['bathroom']),
    lv: drafts.length as 1 | 2,
    sq: sum((r) => r.kind !== 'terrace'),
    sqTerrace: sum((r) => r.kind === 'terrace'),
    levels: drafts.map(toLevel),
  }
}
