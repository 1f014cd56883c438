// The sun's path over the site from the kept suncalc library (no astronomy of our own): its
// bearing and altitude minute by minute through one local day, and the bearing it sets at on
// each day of a year. Pure given its inputs; dates are local to a fixed UTC offset.

import SunCalc from 'suncalc'

export interface SunPath {
  /** `MM-DD`. */
  date: string
  /** Local midnight of the day, epoch ms. */
  start: number
  /** Sampling step, minutes; sample i stands for the minute [i, i + step) after midnight. */
  step: number
  /** Degrees from north, clockwise; and degrees above the horizon (no refraction). */
  bearing: Float32Array
  altitude: Float32Array
}

export interface Place {
  lat: number
  lon: number
  /** Hours ahead of UTC (Moscow time, +3, has no summer time). */
  utcOffset: number
}

const DEG = 180 / Math.PI
const MINUTE = 60_000

/** suncalc measures azimuth from south, positive westwards; bearings run from north, clockwise. */
const bearingOf = (azimuth: number) => (azimuth * DEG + 540) % 360

const midnight = (year: number, monthDay: string, place: Place) =>
  Date.parse(`${year}-${monthDay}T00:00:00Z`) - place.utcOffset * 3_600_000

export function sunPath(place: Place, year: number, monthDay: string, step = 1): SunPath {
  const start = midnight(year, monthDay, place)
  const count = Math.round((24 * 60) / step)
  const bearing = new Float32Array(count)
  const altitude = new Float32Array(count)
  for (let i = 0; i < count; i++) {
    // Sampled at the middle of its minute, so a sample speaks for the whole minute.
    const p = SunCalc.getPosition(new Date(start + (i + 0.5) * step * MINUTE), place.lat, place.lon)
    bearing[i] = bearingOf(p.azimuth)
    altitude[i] = p.altitude * DEG
  }
  return { date: monthDay, start, step, bearing, altitude }
}

/** Each day of `year` with a sunset: its `MM-DD` and the sun's bearing as it sets. */
export function sunsetBearings(place: Place, year: number): { date: string; bearing: number }[] {
  const out: { date: string; bearing: number }[] = []
  for (let day = Date.UTC(year, 0, 1); new Date(day).getUTCFullYear() === year; day += 86_400_000) {
    const date = new Date(day).toISOString().slice(5, 10)
    const noon = new Date(midnight(year, date, place) + 12 * 3_600_000)
    const sunset = SunCalc.getTimes(noon, place.lat, place.lon).sunset
    if (Number.isNaN(sunset.getTime())) continue
    out.push({
      date,
      bearing: bearingOf(SunCalc.getPosition(sunset, place.lat, place.lon).azimuth),
    })
  }
  return out
}
