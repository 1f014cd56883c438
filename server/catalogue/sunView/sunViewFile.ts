// Where the build leaves the sun-and-view data and what the file holds: the one name the build
// step (server/catalogue/build.ts) and the API (server/api/sunViewRoute.ts) share.

import type { SUN_VIEW_ASSUMPTIONS } from '../../../content/sunViewAssumptions'
import type { FlatSunView } from '../../../engine/sunView/flatSunView'

/** Relative to the repository root, beside generated/manifest.json. */
export const SUN_VIEW_FILE = 'generated/sun-view.json'

/** Flats by alt, and the assumptions they were computed under. */
export interface SunViewFile {
  assumptions: typeof SUN_VIEW_ASSUMPTIONS
  flats: Record<string, FlatSunView>
}
