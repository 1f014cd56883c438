// Every window and terrace edge of a building placed on the site: its point in ground metres a
// little outside the glass, its height above ground from the floor and the glazing's centre, its
// outward bearing, and the loggia it may look out of. Pure over the building's geometry and its
// siting (centre and clockwise angle of the plan frame, as the master plan draws it).

import { SUN_VIEW_ASSUMPTIONS as A } from '../../../content/sunViewAssumptions'
import type { BuildingGeometry, FlatLevel, PlanPoint, Room } from '../../../engine/geometry'
import type { PlacedOpening } from '../../../engine/sunView/flatSunView'
import type { WindowPose } from '../../../engine/sunView/horizon'
import { insidePolygon } from '../../../engine/geometryLabels'
import type { Siting } from '../site/siteData'

type V = readonly [number, number]
const add = (a: V, b: V, k = 1): V => [a[0] + b[0] * k, a[1] + b[1] * k]
const dot = (a: V, b: V) => a[0] * b[0] + a[1] * b[1]
const inside = (p: V, poly: readonly PlanPoint[]) => insidePolygon(p, poly)
/** Bearing of a ground direction: x east, y south. */
const bearingOf = (d: V) => ((Math.atan2(d[0], -d[1]) * 180) / Math.PI + 360) % 360

export interface FlatOpenings {
  alt: string
  roomCount: number
  openings: PlacedOpening[]
}

export function buildingOpenings(building: BuildingGeometry, siting: Siting): FlatOpenings[] {
  const [length, depth] = building.size
  const rad = (siting.angle * Math.PI) / 180
  const [c, s] = [Math.cos(rad), Math.sin(rad)]
  const turn = (v: V): V => [v[0] * c - v[1] * s, v[0] * s + v[1] * c]
  const place = (p: V): V =>
    add([siting.cx, siting.cy], turn([p[0] - length / 2, p[1] - depth / 2]))
  const groundFloor = building.facade.floors.find((f) => f.f === 1)
  const plinth = groundFloor
    ? Math.max(...groundFloor.polygon.map((p) => p[1])) - building.floorHeight
    : 0
  // A generated flat's upper level is a pavilion on the roof; an imported one's is on its storey.
  const levelZ = (f: number, level: FlatLevel<PlanPoint>) =>
    plinth +
    ((level.storey ?? (level.level === 2 ? building.floorCount + 1 : f)) - 1) * building.floorHeight

  const pose = (at: V, normal: V, z: number): WindowPose => ({
    x: place(at)[0],
    y: place(at)[1],
    z,
    bearing: bearingOf(turn(normal)),
    own: building.code,
  })

  const out: FlatOpenings[] = []
  for (const floor of building.floors)
    for (const flat of floor.flats) {
      if (flat.upper) continue
      const openings: PlacedOpening[] = []
      for (const level of flat.levels) {
        const z = levelZ(floor.f, level)
        for (const w of level.windows) {
          const room = level.rooms.find((r) => r.id === w.room)
          if (!room) continue
          const mid: V = [(w.a[0] + w.b[0]) / 2, (w.a[1] + w.b[1]) / 2]
          const along = Math.hypot(w.b[0] - w.a[0], w.b[1] - w.a[1]) || 1
          let n: V = [-(w.b[1] - w.a[1]) / along, (w.b[0] - w.a[0]) / along]
          if (inside(add(mid, n, w.wall / 2 + 0.1), room.polygon)) n = [-n[0], -n[1]]
          const at = add(mid, n, w.wall / 2 + 0.3)
          // A model's window is seen from the middle of its own glazing.
          const centre = w.sill !== undefined && w.height ? w.sill + w.height / 2 : A.windowCentre
          const p = pose(at, n, z + centre)
          const recess = loggia(level, at, n, building.floorHeight - A.windowCentre)
          if (recess) p.recess = recess
          openings.push({ room: room.id, kind: room.kind, level: level.level, pose: p })
        }
        for (const room of level.rooms) {
          if (room.kind !== 'terrace') continue
          const edge = openEdge(level, room)
          if (edge)
            openings.push({
              room: room.id,
              kind: room.kind,
              level: level.level,
              pose: pose(edge.at, edge.n, z + A.terraceEye),
            })
        }
      }
      const layout = building.layouts[flat.plan]
      out.push({ alt: flat.alt, roomCount: layout?.rc ?? 1, openings })
    }
  return out
}

/** Plan axes are the site's turned, so depth and side spans can be measured in the plan frame. */
function loggia(level: FlatLevel<PlanPoint>, at: V, n: V, rise: number): WindowPose['recess'] {
  const terrace = level.rooms.find((r) => r.kind === 'terrace' && inside(at, r.polygon))
  if (!terrace) return undefined
  const centre = centroid(terrace.polygon)
  // A terrace inside the level's envelope is a loggia: walls either side, the slab above.
  if (!inside(centre, level.outline)) return undefined
  const right: V = [-n[1], n[0]]
  const rel = terrace.polygon.map((v): V => [v[0] - at[0], v[1] - at[1]])
  return {
    depth: Math.max(0.3, ...rel.map((v) => dot(v, n))),
    right: Math.max(0, ...rel.map((v) => dot(v, right))),
    left: Math.max(0, ...rel.map((v) => -dot(v, right))),
    rise,
  }
}

const centroid = (poly: readonly PlanPoint[]): V => [
  poly.reduce((a, p) => a + p[0], 0) / poly.length,
  poly.reduce((a, p) => a + p[1], 0) / poly.length,
]

/** The terrace's longest side open to the outside, and the point just inside it at its middle. */
function openEdge(level: FlatLevel<PlanPoint>, room: Room<PlanPoint>): { at: V; n: V } | null {
  const xs = room.polygon.map((p) => p[0])
  const ys = room.polygon.map((p) => p[1])
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const sides: { mid: V; n: V; length: number }[] = [
    { mid: [(x0 + x1) / 2, y0], n: [0, -1], length: x1 - x0 },
    { mid: [(x0 + x1) / 2, y1], n: [0, 1], length: x1 - x0 },
    { mid: [x0, (y0 + y1) / 2], n: [-1, 0], length: y1 - y0 },
    { mid: [x1, (y0 + y1) / 2], n: [1, 0], length: y1 - y0 },
  ]
  const open = sides
    .filter((side) => {
      const probe = add(side.mid, side.n, 0.5)
      return !inside(probe, level.outline) && !level.rooms.some((r) => inside(probe, r.polygon))
    })
    .sort((a, b) => b.length - a.length)[0]
  return open ? { at: add(open.mid, open.n, -0.3), n: open.n } : null
}
