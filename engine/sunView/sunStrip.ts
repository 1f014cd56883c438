// The sun-path strip of one window, laid out once for every painter (the plans worker's canvas,
// the text twin): the skyline's silhouette across the window's front half and the sun's arcs on
// the four dates, in strip units (x 0..1 from 90° left of the window's normal to 90° right, y 0..1
// from the horizon up to STRIP_TOP degrees), each arc split where the skyline hides the sun. Pure.

import type { SunArc } from './skyline'

/** Degrees of elevation at the strip's top: above the midsummer sun at 60° N (about 53°). */
export const STRIP_TOP = 60

export type StripPoint = readonly [number, number]

export interface StripArc {
  date: string
  /** Runs of points, each either in sun (`lit`) or behind the skyline. */
  runs: { lit: boolean; points: StripPoint[] }[]
}

export interface SunStrip {
  bearing: number
  /** The silhouette's top edge, left to right; the painter closes it along the bottom. */
  skyline: StripPoint[]
  arcs: StripArc[]
}

/** Signed degrees from the normal, -180..180. */
const offset = (bearing: number, normal: number) => ((((bearing - normal) % 360) + 540) % 360) - 180

const y = (elevation: number) => Math.min(1, Math.max(0, elevation / STRIP_TOP))

/** The skyline's elevation at `off` degrees from the normal, read between its samples. */
export function skylineAt(skyline: readonly number[], step: number, off: number): number {
  const at = (off + 90) / step
  const i = Math.max(0, Math.min(skyline.length - 1, Math.floor(at)))
  const j = Math.min(skyline.length - 1, i + 1)
  const t = Math.max(0, Math.min(1, at - i))
  return (skyline[i] as number) * (1 - t) + (skyline[j] as number) * t
}

export function sunStrip(
  bearing: number,
  skyline: readonly number[],
  step: number,
  arcs: readonly SunArc[],
): SunStrip {
  const outline = skyline.map((e, i): StripPoint => [(i * step) / 180, y(e)])
  return {
    bearing,
    skyline: outline,
    arcs: arcs.map((arc) => {
      const runs: StripArc['runs'] = []
      for (const [b, altitude] of arc.points) {
        const off = offset(b, bearing)
        // Behind the facade the sun is no part of this window's sky: the run ends there.
        if (Math.abs(off) > 90) {
          runs.push({ lit: false, points: [] })
          continue
        }
        const lit = altitude > skylineAt(skyline, step, off)
        const point: StripPoint = [(off + 90) / 180, y(altitude)]
        const last = runs.at(-1)
        if (last && last.lit === lit && last.points.length > 0) last.points.push(point)
        else {
          // Joined to the previous run, so the arc reads as one line changing its stroke.
          const prev = last?.points.at(-1)
          runs.push({ lit, points: prev ? [prev, point] : [point] })
        }
      }
      return { date: arc.date, runs: runs.filter((r) => r.points.length > 1) }
    }),
  }
}

/** The sun's altitude over the bearing `off` degrees from the normal, or null when it never is. */
export function sunAltitudeAt(arc: SunArc, normal: number, off: number): number | null {
  let best: number | null = null
  let nearest = 3
  for (const [b, altitude] of arc.points) {
    const d = Math.abs(offset(b, normal) - off)
    if (d < nearest) {
      nearest = d
      best = altitude
    }
  }
  return best
}
