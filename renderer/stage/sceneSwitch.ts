// Which way a level change goes and what it flies through: going deeper, the old scene's target
// that leads to the new selection; going back, the new scene's target the old selection was.
// Pure, over the selections' paths (read once, renderState.ts) and hit areas.

import { type AltPath, altPath, leadsTo } from '../../engine/alt'
import type { HitArea } from '../hit/hitAreas'
import type { Box, WorldPoint } from './space'

/** `ancestor` is a proper path-prefix of `path`: [] of everything, [11] of [11, 2], not of [111]. */
export function isAncestor(ancestor: AltPath, path: AltPath): boolean {
  return ancestor.length < path.length && leadsTo(ancestor, path)
}

/** The area whose alt is the longest path-prefix of `path` (or `path` itself). */
export function areaLeadingTo(areas: readonly HitArea[], path: AltPath): HitArea | null {
  let best: HitArea | null = null
  let bestDepth = 0
  for (const area of areas) {
    // A scene's areas are read only here, once per scene change.
    const parts = altPath(area.alt)
    if (parts.length > bestDepth && leadsTo(parts, path)) {
      best = area
      bestDepth = parts.length
    }
  }
  return best
}

/**
 * The box a scene change zooms through, in the world of the scene that holds it: the leaving
 * scene's when going deeper, the entering scene's when going back; null for a sideways move.
 */
export function transitionFocus(
  leaving: readonly HitArea[],
  entering: readonly HitArea[],
  from: AltPath,
  to: AltPath,
): Box<WorldPoint> | null {
  if (isAncestor(from, to)) return areaLeadingTo(leaving, to)?.box ?? null
  if (isAncestor(to, from)) return areaLeadingTo(entering, from)?.box ?? null
  return null
}
