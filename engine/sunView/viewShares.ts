// What a window looks out on, from its Horizon: the shares of water, forest, sky and buildings
// in its field of view (summing to 1) and which water that is (the gulf, a pond), the bearing of
// the nearest water and which it is, the distance to the nearest facade opposite, and the days
// the sun sets over water as seen from it. Pure.

import { BAND_KINDS, type Horizon, offFacade, VIEW_BAND } from './horizon'
import { Cover } from './siteGrid'

/** Half-width of the field of view either side of the window's normal, degrees. */
export const VIEW_HALF_WIDTH = 60
/** "Opposite" for privacy: facades within this many degrees of straight ahead. */
export const FACING_HALF_WIDTH = 30

export interface ViewShares {
  water: number
  forest: number
  sky: number
  buildings: number
}

/** The gulf and the ponds inside the site: the waters a view is named by. */
export type WaterBody = 'gulf' | 'pond'
/** How `ViewShares.water` divides between the waters; the two sum to it exactly. */
export type WaterShares = Record<WaterBody, number>

export interface ViewComposition {
  view: ViewShares
  waters: WaterShares
}

/** Degrees (or any measure) of the view per part, the water already divided. */
export type ViewSums = WaterShares & Omit<ViewShares, 'water'>

const SUM_KEYS = ['gulf', 'pond', 'forest', 'sky', 'buildings'] as const

/**
 * Near ground (lawn, sand, paths) is in every window's view and says nothing of it: it is left
 * out and the parts that matter are scaled to sum to 1, each to 0.01.
 */
export function viewComposition(horizon: Horizon, normal: number): ViewComposition {
  const sum: ViewSums = { gulf: 0, pond: 0, forest: 0, sky: 0, buildings: 0 }
  const band = VIEW_BAND.below + VIEW_BAND.above
  for (let off = -VIEW_HALF_WIDTH; off <= VIEW_HALF_WIDTH; off++) {
    const b = ((Math.round(normal + off) % 360) + 360) % 360
    let taken = 0
    BAND_KINDS.forEach((kind, k) => {
      const degrees = horizon.band[b * BAND_KINDS.length + k] as number
      taken += degrees
      if (kind !== 'ground') sum[kind] += degrees
    })
    sum.sky += Math.max(0, band - taken)
  }
  return composition(sum)
}

export const viewShares = (horizon: Horizon, normal: number): ViewShares =>
  viewComposition(horizon, normal).view

/**
 * Rounds to hundredths that still sum to exactly 1 (the largest remainders get the slack), the
 * gulf and the ponds rounded apart so that they add up to the water share.
 */
export function composition(sum: ViewSums): ViewComposition {
  const total = SUM_KEYS.reduce((a, k) => a + sum[k], 0)
  if (total <= 0)
    return { view: { water: 0, forest: 0, sky: 1, buildings: 0 }, waters: { gulf: 0, pond: 0 } }
  const exact = SUM_KEYS.map((k) => (sum[k] / total) * 100)
  const floor = exact.map(Math.floor)
  let spare = 100 - floor.reduce((a, b) => a + b, 0)
  const order = exact
    .map((e, i) => [e - (floor[i] as number), i] as const)
    .sort((a, b) => b[0] - a[0])
  for (const [, i] of order) if (spare-- > 0) floor[i] = (floor[i] as number) + 1
  const [gulf, pond, forest, sky, buildings] = floor as [number, number, number, number, number]
  return {
    view: {
      water: (gulf + pond) / 100,
      forest: forest / 100,
      sky: sky / 100,
      buildings: buildings / 100,
    },
    waters: { gulf: gulf / 100, pond: pond / 100 },
  }
}

/** Bearing (whole degrees) of the nearest water in front of the facade; null when none. */
export function waterBearing(horizon: Horizon, normal: number): number | null {
  let best: number | null = null
  let nearest = Number.POSITIVE_INFINITY
  for (let b = 0; b < 360; b++) {
    if (Math.abs(offFacade(b, normal)) >= 90) continue
    const d = horizon.water[b] as number
    // Ties go to the bearing nearest straight ahead.
    if (
      d < nearest ||
      (d === nearest &&
        best !== null &&
        Math.abs(offFacade(b, normal)) < Math.abs(offFacade(best, normal)))
    ) {
      nearest = d
      best = b
    }
  }
  return best
}

/** Which water the nearest water in front of the facade is; null when none. */
export function waterBody(horizon: Horizon, normal: number): WaterBody | null {
  const bearing = waterBearing(horizon, normal)
  if (bearing === null) return null
  return horizon.waterKind[bearing] === Cover.pond ? 'pond' : 'gulf'
}

/** Metres to the nearest other building's facade straight ahead (±30°); null when none. */
export function facingDistance(horizon: Horizon, normal: number): number | null {
  let nearest = Number.POSITIVE_INFINITY
  for (let off = -FACING_HALF_WIDTH; off <= FACING_HALF_WIDTH; off++) {
    const b = ((Math.round(normal + off) % 360) + 360) % 360
    nearest = Math.min(nearest, horizon.facade[b] as number)
  }
  return Number.isFinite(nearest) ? Math.round(nearest) : null
}

/**
 * Spans of days (`[from, to]`, `MM-DD`; a span over New Year has `from` after `to`) on which the
 * sun, seen from the window, sets in front of its facade where the skyline is the water's own.
 */
export function sunsetsOverWater(
  horizon: Horizon,
  normal: number,
  sunsets: readonly { date: string; bearing: number }[],
): [string, string][] {
  const spans: [string, string][] = []
  let open: [string, string] | null = null
  for (const s of sunsets) {
    const b = Math.round(s.bearing) % 360
    const over = Math.abs(offFacade(s.bearing, normal)) < 90 && horizon.cause[b] === Cover.water
    if (over) {
      if (open) open[1] = s.date
      else {
        open = [s.date, s.date]
        spans.push(open)
      }
    } else open = null
  }
  // A winter span runs across New Year: join its two ends into one, from autumn to spring.
  const first = spans[0]
  const last = spans[spans.length - 1]
  if (
    spans.length > 1 &&
    first &&
    last &&
    first[0] === sunsets[0]?.date &&
    last[1] === sunsets.at(-1)?.date
  ) {
    spans.pop()
    first[0] = last[0]
  }
  return spans
}
