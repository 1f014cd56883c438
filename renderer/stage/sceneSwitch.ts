// Which way a level change goes and what it flies through: going deeper, the old scene's target
// that leads to the new selection; going back, the new scene's target the old selection was.
// Pure, over alts and hit areas.

import { parseAlt } from '../../engine/alt'
import type { Alt } from '../../engine/types'
import type { HitArea } from '../hit/hitAreas'
import type { Box, WorldPoint } from './space'

/** `ancestor` is a proper path-prefix of `alt`: '' of everything, '11' of '11-2', not of '111'. */
export function isAncestor(ancestor: Alt, alt: Alt): boolean {
  const a = parseAlt(ancestor) ?? []
  const b = parseAlt(alt) ?? []
  return a.length < b.length && a.every((part, i) => part === b[i])
}

/** The area whose alt is the longest path-prefix of `alt` (or `alt` itself). */
export function areaLeadingTo(areas: readonly HitArea[], alt: Alt): HitArea | null {
  const path = parseAlt(alt) ?? []
  let best: HitArea | null = null
  let bestDepth = 0
  for (const area of areas) {
    const parts = parseAlt(area.alt) ?? []
    const prefix = parts.length <= path.length && parts.every((p, i) => p === path[i])
    if (prefix && parts.length > bestDepth) {
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
  from: Alt,
  to: Alt,
): Box<WorldPoint> | null {
  if (isAncestor(from, to)) return areaLeadingTo(leaving, to)?.box ?? null
  if (isAncestor(to, from)) return areaLeadingTo(entering, from)?.box ?? null
  return null
}
