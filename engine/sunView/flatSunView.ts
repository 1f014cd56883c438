// One flat's sun and view as the API serves it: per window (and terrace edge) the sun on the four
// dates, the view shares and which water they hold, the nearest water (and which) and facade and
// the sunsets over water; per flat the
// insolation norm by our estimate. Pure: assembles horizon, sunHours, viewShares and the norm.

import { type Horizon, traceHorizon, type WindowPose } from './horizon'
import { checkNorm, NORMED_ROOMS, NORTHERN_NORM, type NormVerdict } from './insolationNorm'
import type { SiteGrid } from './siteGrid'
import { sunDay } from './sunHours'
import type { SunPath } from './sunPath'
import {
  facingDistance,
  sunsetsOverWater,
  type ViewShares,
  viewComposition,
  type WaterBody,
  type WaterShares,
  waterBearing,
  waterBody,
} from './viewShares'

export interface WindowSunView {
  /** Room id within the flat (`bedroom-2`, `terrace`) and its kind. */
  room: string
  kind: string
  level: 1 | 2
  /** Outward normal, degrees from north, clockwise. */
  bearing: number
  /** Height of the reference point above ground, m. */
  height: number
  /** By date `MM-DD`: hours of direct sun, first and last sunlit local time, longest stretch (h). */
  sunHours: Record<string, number>
  firstSun: Record<string, string | null>
  lastSun: Record<string, string | null>
  longestStretch: Record<string, number>
  view: ViewShares
  /** `view.water` divided between the gulf and the site's pond (the two add up to it). */
  waters: WaterShares
  waterBearing: number | null
  /** Which water lies at `waterBearing`. */
  waterBody: WaterBody | null
  facingDistance: number | null
  /** `[from, to]` spans of `MM-DD` when the sun sets over the water as seen from here. */
  sunsetOverWater: [string, string][]
}

export interface FlatSunView {
  alt: string
  windows: WindowSunView[]
  norm: NormVerdict
}

export interface PlacedOpening {
  room: string
  kind: string
  level: 1 | 2
  pose: WindowPose
}

export interface SunContext {
  grid: SiteGrid
  paths: readonly SunPath[]
  sunsets: readonly { date: string; bearing: number }[]
}

const byDate = <T>(paths: readonly SunPath[], pick: (path: SunPath) => T) =>
  Object.fromEntries(paths.map((p) => [p.date, pick(p)]))

export function windowSunView(
  context: SunContext,
  opening: PlacedOpening,
  horizon?: Horizon,
): WindowSunView {
  const { pose } = opening
  const mask = horizon ?? traceHorizon(context.grid, pose)
  const days = new Map(context.paths.map((p) => [p.date, sunDay(mask, pose.bearing, p)]))
  const day = (p: SunPath) => days.get(p.date) as ReturnType<typeof sunDay>
  const { view, waters } = viewComposition(mask, pose.bearing)
  return {
    room: opening.room,
    kind: opening.kind,
    level: opening.level,
    bearing: Math.round(pose.bearing),
    height: Math.round(pose.z * 10) / 10,
    sunHours: byDate(context.paths, (p) => day(p).hours),
    firstSun: byDate(context.paths, (p) => day(p).first),
    lastSun: byDate(context.paths, (p) => day(p).last),
    longestStretch: byDate(context.paths, (p) => day(p).longest),
    view,
    waters,
    waterBearing: waterBearing(mask, pose.bearing),
    waterBody: waterBody(mask, pose.bearing),
    facingDistance: facingDistance(mask, pose.bearing),
    sunsetOverWater: sunsetsOverWater(mask, pose.bearing, context.sunsets),
  }
}

/** A room meets the norm through its best window; terraces are not rooms the norm counts. */
export function flatSunView(
  context: SunContext,
  alt: string,
  openings: readonly PlacedOpening[],
  roomCount: number,
  /** The openings' horizons when traced ahead together (traceHorizons); else traced here. */
  horizons?: readonly Horizon[],
): FlatSunView {
  const windows = openings.map((o, i) => windowSunView(context, o, horizons?.[i]))
  const best = new Map<string, number[]>()
  for (const w of windows) {
    if (!NORMED_ROOMS.has(w.kind)) continue
    const longest = NORTHERN_NORM.period.map((d) => w.longestStretch[d] ?? 0)
    const prev = best.get(w.room)
    best.set(w.room, prev ? prev.map((h, i) => Math.max(h, longest[i] as number)) : longest)
  }
  const rooms = [...best.values()].map((longest) => ({ longest }))
  return { alt, windows, norm: checkNorm(rooms, roomCount) }
}
