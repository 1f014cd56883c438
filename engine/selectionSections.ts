// A building of one section has no section screen of its own: its building screen already offers
// the floors, so a section selection there is the building's, and back from a floor goes to the
// building. Pure; the selection transitions and the plans screen's back button share it.

import type { AltPath } from './alt'
import type { HydraData } from './types'

/** True when the live data knows exactly one section of building `b` (sold out or not). */
export function hasOneSection(data: HydraData | null, b: number): boolean {
  if (data === null) return false
  let sections = 0
  for (const row of Object.values(data.sections ?? {})) {
    if (row?.b === b) sections += 1
    if (sections > 1) return false
  }
  return sections === 1
}

/** [b, s] of a one-section building is [b]; every other path is itself. */
export function withoutLoneSection(path: AltPath, data: HydraData | null): readonly number[] {
  const b = path[0]
  return path.length === 2 && b !== undefined && hasOneSection(data, b) ? path.slice(0, 1) : path
}
