// Every door of every layout opens freely: the quarter circle its leaf sweeps stays in
// the room it opens into, so it crosses no wall or partition, and no other leaf sweeps the same
// floor, where one open leaf would stand across the other door or the two would strike.

import { describe, expect, it } from 'vitest'
import type { Door } from '../../../engine/geometry'
import { insidePolygon } from '../../../engine/geometryLabels'
import { buildingGeometry } from '../geometry/building'
import { resortModel } from '../resort'

type XY = readonly [number, number]

/** The leaf's frame: along the closed leaf (hinge to latch) and along the open one. */
function frame(door: Door<XY>) {
  const tip = door.leafTip as XY
  const [hx, hy] = door.hinge
  const along = Math.hypot(door.latch[0] - hx, door.latch[1] - hy)
  const open = Math.hypot(tip[0] - hx, tip[1] - hy)
  return {
    u: [(door.latch[0] - hx) / along, (door.latch[1] - hy) / along] as const,
    v: [(tip[0] - hx) / open, (tip[1] - hy) / open] as const,
  }
}

/** Points of the swept quarter circle beyond the door's own wall. */
function sweep(door: Door<XY>): XY[] {
  const { u, v } = frame(door)
  const points: XY[] = []
  for (let degrees = 0; degrees <= 90; degrees += 2) {
    const a = (degrees * Math.PI) / 180
    for (let k = 1; k <= 20; k++) {
      const r = (door.width - 0.01) * (k / 20)
      if (r * Math.sin(a) < door.wall / 2 + 0.01) continue
      const [x, y] = [r * Math.cos(a), r * Math.sin(a)]
      points.push([door.hinge[0] + x * u[0] + y * v[0], door.hinge[1] + x * u[1] + y * v[1]])
    }
  }
  return points
}

/** Inside the quarter circle `door` sweeps, by more than `margin`. */
function swept(door: Door<XY>, p: XY, margin: number): boolean {
  const { u, v } = frame(door)
  const [dx, dy] = [p[0] - door.hinge[0], p[1] - door.hinge[1]]
  const a = dx * u[0] + dy * u[1]
  const b = dx * v[0] + dy * v[1]
  return a > margin && b > margin && Math.hypot(a, b) < door.width - margin
}

/** What is wrong with a set of doors opening into rooms: empty when every leaf swings freely. */
function conflicts(
  doors: readonly Door<XY>[],
  roomOf: (id: string) => readonly XY[] | undefined,
): string[] {
  const found: string[] = []
  const leaves = doors.filter((d) => d.leafTip)
  for (const door of leaves) {
    const name = door.between.join(' > ')
    const room = roomOf(door.between[1])
    const points = sweep(door)
    if (room && points.some((p) => !insidePolygon(p, room)))
      found.push(`${name}: the swing crosses a wall`)
    for (const other of leaves) {
      if (other === door) continue
      if (points.some((p) => swept(other, p, 0.02)))
        found.push(`${name}: the swing meets the swing of ${other.between.join(' > ')}`)
    }
  }
  return found
}

const resort = resortModel()
const layouts = resort.layouts.all().map((l) => [l.plan, l] as const)

describe.each(layouts)('layout %s', (_plan, layout) => {
  it('opens every door into its room without a leaf meeting a wall or another leaf', () => {
    for (const level of layout.levels) {
      const rooms = new Map(level.rooms.map((r) => [r.id, r.polygon]))
      expect(conflicts(level.doors, (id) => rooms.get(id))).toEqual([])
    }
  })
})

describe('section cores', () => {
  it('open the stair doors into the stair, clear of each other', () => {
    for (const model of resort.models) {
      for (const floor of buildingGeometry(model, resort.layouts).floors) {
        const core = floor.core!
        const rooms: Record<string, readonly XY[]> = { stair: core.stair, lobby: core.lobby }
        expect([floor.alt, conflicts(core.doors, (id) => rooms[id])]).toEqual([floor.alt, []])
      }
    }
  })
})

describe('the door check', () => {
  const door = (hinge: XY, latch: XY, leafTip: XY, into = 'room'): Door<XY> => ({
    kind: 'interior',
    hinge,
    latch,
    width: 0.8,
    leafTip,
    wall: 0.1,
    between: ['hall', into],
  })
  const room: XY[] = [
    [0, 0],
    [0, 3],
    [3, 3],
    [3, 0],
  ]

  it('finds a leaf that swings through a wall and two leaves sweeping the same floor', () => {
    // A door in the top wall at x 0.1-0.9 swinging down into a room only 0.5 m deep.
    const shallow: XY[] = [
      [0, 0],
      [0, 0.5],
      [3, 0.5],
      [3, 0],
    ]
    const deep = door([0.1, -0.05], [0.9, -0.05], [0.1, 0.75])
    expect(conflicts([deep], () => shallow)).toEqual(['hall > room: the swing crosses a wall'])
    expect(conflicts([deep], () => room)).toEqual([])
    // A second door in the left wall hinged at the same corner sweeps the same corner of floor.
    const side = door([-0.05, 0.1], [-0.05, 0.9], [0.75, 0.1])
    expect(conflicts([deep, side], () => room)).toHaveLength(2)
  })
})
