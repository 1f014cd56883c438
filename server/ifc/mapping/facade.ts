// An imported building's front elevation, drawn from the model: a band per storey at its real
// elevation and height, and every window of the front facade at its real sill and height. Pure.

import type { FacadeGeometry, FacadePoint, PlanPoint, Window } from '../../../engine/geometry'
import { elevationBox } from '../../catalogue/geometry/facade'
import { mm } from './planGeometry'

const box = (x0: number, z0: number, x1: number, z1: number) => elevationBox(x0, z0, x1, z1, mm)

export interface FacadeFloor {
  alt: string
  f: number
  /** Its floor above the lowest floor's, m. */
  z: number
  height: number
  outline: readonly PlanPoint[]
  /** Windows with the point of their room behind them (inside the building). */
  windows: readonly { window: Window<PlanPoint>; inside: readonly [number, number] }[]
}

/** Windows on walls that run along the front and look out of it (+y), in its front half. */
function facesFront(
  w: Window<PlanPoint>,
  inside: readonly [number, number],
  depth: number,
): boolean {
  const [dx, dy] = [w.b[0] - w.a[0], w.b[1] - w.a[1]]
  if (Math.abs(dy) > 0.15 * Math.abs(dx)) return false
  const y = (w.a[1] + w.b[1]) / 2
  return y > depth / 2 && inside[1] < y
}

export function importedFacade(
  code: number,
  size: readonly [number, number],
  floors: readonly FacadeFloor[],
  roof: number,
): FacadeGeometry {
  const [width, depth] = size
  const height = mm(Math.max(roof, ...floors.map((f) => f.z + f.height)))
  const out = {
    width,
    height,
    sections: [{ alt: `${code}-1`, s: 1, polygon: box(0, 0, width, height) }],
    floors: [] as FacadeGeometry['floors'][number][],
    windows: [] as FacadePoint[][],
    railings: [] as FacadePoint[][],
    pavilions: [] as FacadePoint[][],
  }
  floors.forEach((floor, i) => {
    const xs = floor.outline.map((p) => p[0])
    out.floors.push({
      alt: floor.alt,
      s: 1,
      f: floor.f,
      polygon: box(Math.min(...xs), i === 0 ? 0 : floor.z, Math.max(...xs), floor.z + floor.height),
    })
    for (const { window: w, inside } of floor.windows) {
      if (!facesFront(w, inside, depth)) continue
      const sill = w.sill ?? 0.9
      const glazing = w.height ?? 1.5
      out.windows.push(
        box(
          Math.min(w.a[0], w.b[0]),
          floor.z + sill,
          Math.max(w.a[0], w.b[0]),
          floor.z + sill + glazing,
        ),
      )
    }
  })
  return out
}
