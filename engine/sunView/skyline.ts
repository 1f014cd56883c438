// What a sun-path drawing needs, kept out of the flat's main answer to keep that small: each
// window's skyline as whole degrees every SKYLINE_STEP° across its front half, and the sun's
// arcs over the site on the four dates. Pure.

import type { Horizon } from './horizon'
import type { SunPath } from './sunPath'

export const SKYLINE_STEP = 5

/**
 * Elevations from 90° left of the normal to 90° right (37 values), each the highest within half
 * a step of its bearing, so a thin obstacle is not missed; 90 where a loggia wall closes the view.
 */
export function skylineProfile(mask: Horizon, normal: number): number[] {
  const out: number[] = []
  const half = Math.floor(SKYLINE_STEP / 2)
  for (let off = -90; off <= 90; off += SKYLINE_STEP) {
    let high = Number.NEGATIVE_INFINITY
    for (let k = -half; k <= half; k++) {
      const e = mask.elevation[(((Math.round(normal) + off + k) % 360) + 360) % 360] as number
      if (!Number.isNaN(e)) high = Math.max(high, e)
    }
    out.push(Number.isFinite(high) ? Math.max(0, Math.round(high)) : 90)
  }
  return out
}

export interface SunArc {
  date: string
  /** `[bearing, altitude]`, whole degrees, every `minutes` while the sun is up. */
  points: [number, number][]
}

export function sunArcs(paths: readonly SunPath[], minutes = 15): SunArc[] {
  return paths.map((p) => {
    const points: [number, number][] = []
    const every = Math.max(1, Math.round(minutes / p.step))
    for (let i = 0; i < p.altitude.length; i += every)
      if ((p.altitude[i] as number) > 0)
        points.push([Math.round(p.bearing[i] as number), Math.round(p.altitude[i] as number)])
    return { date: p.date, points }
  })
}
