// The front elevation of a building: section and floor bands for hit areas, and for drawing the
// windows that face the front, terrace railings and roof pavilions, all from the placed plans.

import type {
  FacadeGeometry,
  FacadePoint,
  FlatLevel,
  PlanPoint,
  SectionFloor,
} from '../../../engine/geometry'
import { EXTERIOR_WALL as EXT } from '../plan/dimensions'
import { round2 } from '../plan/rect'

const PLINTH = 0.6
const PARAPET = 0.9
const RAILING = 1.1

/** A rectangle of an elevation, its corners snapped: to the cm here, to the mm for a model's. */
export const elevationBox = (
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  snap: (v: number) => number = round2,
): FacadePoint[] =>
  [
    [x0, z0],
    [x1, z0],
    [x1, z1],
    [x0, z1],
  ].map(([x, z]) => [snap(x as number), snap(z as number)] as unknown as FacadePoint)

const box = (x0: number, z0: number, x1: number, z1: number) => elevationBox(x0, z0, x1, z1)

const xs = (poly: readonly PlanPoint[]) => poly.map((p) => p[0])
const ys = (poly: readonly PlanPoint[]) => poly.map((p) => p[1])

const WET = new Set(['bathroom', 'wc', 'laundry', 'stair'])

/** Windows on walls that face the front: horizontal, in the front half, with their room behind. */
function frontWindows(level: FlatLevel<PlanPoint>, depth: number, z: number): FacadePoint[][] {
  const out: FacadePoint[][] = []
  for (const w of level.windows) {
    if (w.a[1] !== w.b[1] || w.a[1] < depth / 2) continue
    const room = level.rooms.find((r) => r.id === w.room)
    if (!room || Math.min(...ys(room.polygon)) > w.a[1]) continue
    const [sill, head] = WET.has(room.kind) ? [1.5, 2.3] : [0.5, 2.7]
    out.push(box(Math.min(w.a[0], w.b[0]), z + sill, Math.max(w.a[0], w.b[0]), z + head))
  }
  return out
}

export function facadeGeometry(
  code: number,
  size: readonly [number, number],
  floorHeight: number,
  floorCount: number,
  floors: readonly SectionFloor[],
): FacadeGeometry {
  const [width, depth] = size
  const level = (f: number) => PLINTH + (f - 1) * floorHeight
  const roof = level(floorCount + 1)
  const height = round2(roof + PARAPET)
  const facade = {
    width,
    height,
    sections: [] as FacadeGeometry['sections'][number][],
    floors: [] as FacadeGeometry['floors'][number][],
    windows: [] as FacadePoint[][],
    railings: [] as FacadePoint[][],
    pavilions: [] as FacadePoint[][],
  }
  const frontLine = depth - EXT
  for (const floor of floors) {
    const [x0, x1] = [Math.min(...xs(floor.outline)), Math.max(...xs(floor.outline))]
    if (floor.f === 1)
      facade.sections.push({
        alt: `${code}-${floor.s}`,
        s: floor.s,
        polygon: box(x0, 0, x1, height),
      })
    const z = level(floor.f)
    facade.floors.push({
      alt: floor.alt,
      s: floor.s,
      f: floor.f,
      polygon: box(x0, floor.f === 1 ? 0 : z, x1, z + floorHeight),
    })
    for (const flat of floor.flats) {
      for (const lv of flat.levels) {
        const zl = lv.level === 2 ? roof : z
        facade.windows.push(...frontWindows(lv, depth, zl))
        if (lv.level === 2) {
          facade.pavilions.push(
            box(Math.min(...xs(lv.outline)), roof, Math.max(...xs(lv.outline)), roof + floorHeight),
          )
        }
        for (const room of lv.rooms) {
          if (room.kind !== 'terrace' || floor.f === 1) continue
          // Terraces reaching the front line show their railing; roof terraces stand on the roof.
          if (lv.level === 1 && Math.max(...ys(room.polygon)) < frontLine - 0.01) continue
          facade.railings.push(
            box(Math.min(...xs(room.polygon)), zl, Math.max(...xs(room.polygon)), zl + RAILING),
          )
        }
      }
    }
  }
  return facade
}
