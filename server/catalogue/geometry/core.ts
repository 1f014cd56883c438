// The stair and lift core of a section, drawn in the back-row slot it occupies: lobby open to the
// corridor, a dog-leg stair lit from the back facade, the lift, shafts and residents' stores.

import type { CoreGeometry, Placement, PlanPoint, Window } from '../../../engine/geometry'
import { CORE_WIDTH, EXTERIOR_WALL as EXT, PARTITION as P, PARTY_WALL } from '../plan/dimensions'
import { doorBetween, doorOutward } from '../plan/openings'
import { type Rect, rect, round2 } from '../plan/rect'
import type { DoorDraft, RoomDraft } from '../plan/spec'
import { toPlan } from './placeLevel'

const corners = (m: Placement, r: Rect): PlanPoint[] =>
  [
    [r.x0, r.y0],
    [r.x0, r.y1],
    [r.x1, r.y1],
    [r.x1, r.y0],
  ].map((p) => toPlan(m, p as [number, number]))

/** `depth` is the row depth: the slot runs from the corridor (y = 0) to the back facade. */
export function coreGeometry(
  m: Placement,
  depth: number,
  ground: boolean,
): { core: CoreGeometry; windows: Window<PlanPoint>[] } {
  const lobbyRect = rect(0, -PARTY_WALL, CORE_WIDTH, 2)
  const stairRect = rect(0, 2 + P, 2.8, depth)
  const liftRect = rect(3.5, 2 + P, 5.7, 4.45)
  const utilityRect = rect(2.8 + P, 4.6, CORE_WIDTH, depth)
  const lobby: RoomDraft = { kind: 'hall', rects: [lobbyRect], id: 'lobby' }
  const stair: RoomDraft = { kind: 'stair', rects: [stairRect], id: 'stair' }
  const lift: RoomDraft = { kind: 'storage', rects: [liftRect], id: 'lift' }
  const drafts: DoorDraft[] = [
    doorBetween(lobby, stair, { width: 1, at: 'low', swingInto: 'to' }),
    doorBetween(lobby, lift, { width: 1, at: 4.6, swingInto: null }),
  ]
  if (ground)
    drafts.push(
      doorOutward(stair, 'bottom', EXT, 'outside', {
        width: 1.2,
        at: 1.4,
        swingInto: 'from',
        kind: 'entrance',
      }),
    )
  const id = (end: DoorDraft['from']) => (typeof end === 'string' ? end : (end.id as string))
  const doors = drafts.map((d) => ({
    kind: d.kind,
    hinge: toPlan(m, d.hinge),
    latch: toPlan(m, d.latch),
    width: round2(Math.hypot(d.latch[0] - d.hinge[0], d.latch[1] - d.hinge[1])),
    leafTip: d.leafTip ? toPlan(m, d.leafTip) : null,
    wall: d.wall,
    between: [id(d.from), id(d.to)] as const,
  }))
  const windowY = round2(depth + EXT / 2)
  const windows: Window<PlanPoint>[] = ground
    ? []
    : [{ a: toPlan(m, [0.5, windowY]), b: toPlan(m, [2.3, windowY]), wall: EXT, room: 'stair' }]
  return {
    core: {
      stair: corners(m, stairRect),
      lift: corners(m, liftRect),
      lobby: corners(m, lobbyRect),
      utility: corners(m, utilityRect),
      doors,
    },
    windows,
  }
}
