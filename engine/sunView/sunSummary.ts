// The figures a buyer compares, read off one flat's computed sun and view (flatSunView.ts): per
// room its sun on the four dates and when in the day it comes, and per flat the sunniest room's
// hours, evening sun on a terrace and a view of water. The flat screen, search, the compare table
// and the broker PDF all show these, so they are worked out once, here. Pure.

import { NORMED_ROOMS } from './insolationNorm'
import type { FlatSunView, WindowSunView } from './flatSunView'
import { composition, type ViewShares, type WaterShares } from './viewShares'

/** The four dates in the order shown: the norm's period ends, midsummer, midwinter. */
export const SUN_DATES = ['04-22', '06-21', '08-22', '12-21'] as const
export type SunDate = (typeof SUN_DATES)[number]

/** When in the day a window's sun comes: the middle of its first and last sunlit minutes. */
export type SunTime = 'morning' | 'day' | 'evening' | 'none'

/** Solar noon at 29.75° E is about 13:00 Moscow time: an hour either side is "the day". */
const MORNING_BEFORE = 12 * 60
const EVENING_AFTER = 14 * 60
/** A terrace has evening sun when the midsummer sun still reaches it at this local time. */
export const EVENING_FROM = '18:00'
/** A flat has a water view when water fills at least this share of some window's view. */
export const WATER_VIEW_SHARE = 0.02

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))

/** Morning, day or evening from a day's first and last sunlit times; midsummer decides. */
export function sunTime(first: string | null, last: string | null): SunTime {
  if (first === null || last === null) return 'none'
  const middle = (minutes(first) + minutes(last)) / 2
  if (middle < MORNING_BEFORE) return 'morning'
  if (middle > EVENING_AFTER) return 'evening'
  return 'day'
}

export interface RoomSunView {
  room: string
  kind: string
  level: 1 | 2
  /** Bearing of the room's sunniest window, degrees from north. */
  bearing: number
  /** Every window's bearing, the sunniest first: a corner room looks two ways. */
  bearings: number[]
  /** Hours of direct sun through the room's sunniest window, per date. */
  hours: Record<SunDate, number>
  /** Earliest and latest sun through any of its windows, per date (`HH:MM` or null). */
  first: Record<SunDate, string | null>
  last: Record<SunDate, string | null>
  time: SunTime
  /** The mean of its windows' view shares, and of how their water divides. */
  view: ViewShares
  waters: WaterShares
}

const perDate = <T>(pick: (d: SunDate) => T) =>
  Object.fromEntries(SUN_DATES.map((d) => [d, pick(d)])) as Record<SunDate, T>

function meanView(windows: readonly WindowSunView[]) {
  const sum = { gulf: 0, pond: 0, forest: 0, sky: 0, buildings: 0 }
  for (const w of windows) {
    sum.gulf += w.waters.gulf
    sum.pond += w.waters.pond
    sum.forest += w.view.forest
    sum.sky += w.view.sky
    sum.buildings += w.view.buildings
  }
  return composition(sum)
}

const earliest = (values: (string | null)[]) =>
  values.filter((v): v is string => v !== null).sort()[0] ?? null
const latest = (values: (string | null)[]) =>
  values
    .filter((v): v is string => v !== null)
    .sort()
    .at(-1) ?? null

/**
 * The flat's windows grouped by room, in the order the rooms first appear; terraces last. Only
 * the rooms one lives in and the terraces: a buyer does not choose by the bathroom's sun.
 */
export function roomSunViews(flat: FlatSunView): RoomSunView[] {
  const rooms = new Map<string, WindowSunView[]>()
  for (const w of flat.windows) {
    if (!NORMED_ROOMS.has(w.kind) && w.kind !== 'terrace') continue
    rooms.set(w.room, [...(rooms.get(w.room) ?? []), w])
  }
  const out = [...rooms.values()].map((ws) => {
    const best = (d: SunDate) =>
      ws.reduce((a, b) => ((b.sunHours[d] ?? 0) > (a.sunHours[d] ?? 0) ? b : a))
    const first = perDate((d) => earliest(ws.map((w) => w.firstSun[d] ?? null)))
    const last = perDate((d) => latest(ws.map((w) => w.lastSun[d] ?? null)))
    const w0 = ws[0] as WindowSunView
    return {
      room: w0.room,
      kind: w0.kind,
      level: w0.level,
      bearing: best('06-21').bearing,
      bearings: [best('06-21'), ...ws.filter((w) => w !== best('06-21'))].map((w) => w.bearing),
      hours: perDate((d) => best(d).sunHours[d] ?? 0),
      first,
      last,
      time: sunTime(first['06-21'], last['06-21']),
      ...meanView(ws),
    }
  })
  return [...out.filter((r) => r.kind !== 'terrace'), ...out.filter((r) => r.kind === 'terrace')]
}

export interface FlatSunSummary {
  /** Hours of direct sun in the flat's sunniest living room, per date (0 without one). */
  hours: Record<SunDate, number>
  /** Those hours' mean over the four dates, to 0.1: the "most sun first" sort key. */
  sun: number
  /** Some terrace still has direct sun at EVENING_FROM on 21 June. */
  evening: boolean
  /** Water fills at least WATER_VIEW_SHARE of some window's view. */
  water: boolean
  /** The mean view over all its windows, and how its water divides. */
  view: ViewShares
  waters: WaterShares
  meets: boolean
}

export function flatSunSummary(flat: FlatSunView): FlatSunSummary {
  const rooms = roomSunViews(flat)
  const living = rooms.filter((r) => r.kind !== 'terrace')
  const hours = perDate((d) => Math.max(0, ...living.map((r) => r.hours[d])))
  const sun = Math.round((SUN_DATES.reduce((s, d) => s + hours[d], 0) / SUN_DATES.length) * 10) / 10
  return {
    hours,
    sun,
    evening: flat.windows.some(
      (w) => w.kind === 'terrace' && (w.lastSun['06-21'] ?? '') >= EVENING_FROM,
    ),
    water: flat.windows.some((w) => w.view.water >= WATER_VIEW_SHARE),
    ...meanView(flat.windows),
    meets: flat.norm.meets,
  }
}

/** What search needs of every flat: the wire form of GET /api/sun-view, by alt. */
export interface SunSearchEntry {
  sun: number
  evening: boolean
  water: boolean
}

export type SunSearchIndex = Readonly<Record<string, SunSearchEntry>>

export function sunSearchIndex(flats: Readonly<Record<string, FlatSunView>>): SunSearchIndex {
  const out: Record<string, SunSearchEntry> = {}
  for (const [alt, flat] of Object.entries(flats)) {
    const { sun, evening, water } = flatSunSummary(flat)
    out[alt] = { sun, evening, water }
  }
  return out
}
