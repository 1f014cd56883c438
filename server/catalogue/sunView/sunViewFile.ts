// Where the build leaves the sun-and-view data and what the file holds: the one name the build
// step (server/catalogue/build.ts) and the API (server/api/sunViewRoute.ts) share.

import type { SUN_VIEW_ASSUMPTIONS } from '../../../content/sunViewAssumptions'
import type { FlatSunView } from '../../../engine/sunView/flatSunView'
import type { SunArc } from '../../../engine/sunView/skyline'

/** Relative to the repository root, beside generated/manifest.json. */
export const SUN_VIEW_FILE = 'generated/sun-view.json'

/** One flat's drawing data: its windows' skylines (skyline.ts) in the order of `windows`. */
export interface FlatSkyline {
  windows: { room: string; bearing: number; skyline: number[] }[]
}

/** Flats by alt, their skylines, the sun's arcs, and the assumptions they were computed under. */
export interface SunViewFile {
  assumptions: typeof SUN_VIEW_ASSUMPTIONS
  flats: Record<string, FlatSunView>
  skylines: Record<string, FlatSkyline>
  sunArcs: SunArc[]
}
