// Direct sun at a window on one day: the minutes the sun stands above the window's skyline and
// in front of its facade, as hours, the first and last sunlit times (local) and the longest
// unbroken stretch. Pure over a Horizon and a SunPath.

import { type Horizon, offFacade } from './horizon'
import type { SunPath } from './sunPath'

export interface SunDay {
  /** Hours, to 0.1. */
  hours: number
  /** `HH:MM` local, or null on a day without direct sun. */
  first: string | null
  last: string | null
  longest: number
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

const tenth = (minutes: number) => Math.round(minutes / 6) / 10

/** Whether the sun of sample `i` reaches a window facing `normal` with skyline `horizon`. */
export function sunlit(horizon: Horizon, normal: number, path: SunPath, i: number): boolean {
  const altitude = path.altitude[i] as number
  if (altitude <= 0) return false
  const bearing = path.bearing[i] as number
  if (Math.abs(offFacade(bearing, normal)) >= 90) return false
  const skyline = horizon.elevation[Math.round(bearing) % 360] as number
  // NaN (behind the facade at the whole degree) counts as blocked.
  return altitude > skyline
}

export function sunDay(horizon: Horizon, normal: number, path: SunPath): SunDay {
  let lit = 0
  let first = -1
  let last = -1
  let run = 0
  let longest = 0
  for (let i = 0; i < path.bearing.length; i++) {
    if (!sunlit(horizon, normal, path, i)) {
      run = 0
      continue
    }
    lit += 1
    run += 1
    longest = Math.max(longest, run)
    if (first < 0) first = i
    last = i
  }
  return {
    hours: tenth(lit * path.step),
    first: first < 0 ? null : clock(first * path.step),
    last: last < 0 ? null : clock((last + 1) * path.step),
    longest: tenth(longest * path.step),
  }
}
