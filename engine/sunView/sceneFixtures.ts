// Small scenes whose answers are known by hand, for the sun-and-view tests: open water all round
// (the open-sky case), a wall of pines, a building opposite. Metres, x east, y south.

import type { WindowPose } from './horizon'
import { type Metres, type SunScene, siteGrid } from './siteGrid'
import { sunPath } from './sunPath'

export const SITE = { lat: 60.23, lon: 29.7508, utcOffset: 3 }
export const DATES = ['04-22', '06-21', '08-22', '12-21'] as const
export const paths = DATES.map((d) => sunPath(SITE, 2026, d))
export const path = (date: (typeof DATES)[number]) =>
  paths[DATES.indexOf(date)] as (typeof paths)[number]

const square = (x0: number, y0: number, x1: number, y1: number): Metres[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
]

export const SIZE = 400

/** Water to every edge: the only skyline is the sea's, at 0°. */
export const openSea = (extra: Partial<SunScene> = {}) =>
  siteGrid({
    size: [SIZE, SIZE],
    buildings: [],
    pines: [],
    canopy: 25,
    water: [square(0, 0, SIZE, SIZE)],
    ponds: [],
    dunes: [],
    duneHeight: 3,
    ...extra,
  })

/** A row of 25 m pines whose crowns fill the strip `y0`-`y1` across the whole scene. */
export function pineStrip(y0: number, y1: number): SunScene['pines'] {
  const pines: { at: Metres; r: number }[] = []
  for (let y = y0 + 2; y <= y1 - 2; y += 3)
    for (let x = 2; x < SIZE; x += 3) pines.push({ at: [x, y], r: 2.5 })
  return pines
}

export const windowPose = (
  bearing: number,
  z: number,
  at: Metres = [SIZE / 2, SIZE / 2],
): WindowPose => ({
  x: at[0],
  y: at[1],
  z,
  bearing,
  own: 0,
})

export { square }
