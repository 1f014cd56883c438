// Where a flat's number badge sits on a floor plan and which form it takes there, by the room its
// flat leaves round it on screen: the standard disc, a compact one, or none. Pure, for the tests.
//
// A flat on sale is what a buyer came for, so it keeps its number down to the compact disc; a
// sold one may go without. Each disc stays inside its own flat, so two numbers never overlap.

import { roomFit } from '../../engine/geometryLabels'
import { labelPoint } from '../paint/polygons'
import type { WorldPoint } from '../stage/space'

/** The standard badge's disc radius, CSS px (a 30 px disc). */
export const BADGE_RADIUS = 15
/** The compact badge's least disc radius, CSS px; it grows to hold a wider number (the kiosk's). */
export const COMPACT_RADIUS = 10
/** CSS px kept between a disc and its flat's outline, so the wall's line stays visible. */
export const BADGE_CLEAR = 2

export type BadgeForm = 'standard' | 'compact'

/**
 * The form a badge takes where `clearance` CSS px lie between its centre and its flat's outline
 * every way (the half-side of the largest square round it inside the flat); null: none fits, or
 * only the compact one and the flat is sold. `compactRadius`: the compact disc's radius, px.
 */
export function badgeForm(
  clearance: number,
  onSale: boolean,
  compactRadius = COMPACT_RADIUS,
): BadgeForm | null {
  if (clearance >= BADGE_RADIUS + BADGE_CLEAR) return 'standard'
  if (onSale && clearance >= compactRadius + BADGE_CLEAR) return 'compact'
  return null
}

/** The compact disc's radius for a number `width` CSS px wide: 3 px of disc either side of it. */
export function compactRadius(width: number): number {
  return Math.max(COMPACT_RADIUS, Math.ceil(width / 2 + 3))
}

/** A badge's place and the room round it inside its flat, m (the half-side of a square there). */
export interface BadgeSpot {
  at: WorldPoint
  clearance: number
}

/**
 * Where a flat's badge sits: the middle of its largest room (`anchor`; its own middle often falls
 * on an inner wall), unless the flat's own middle leaves the badge more room (a studio whose
 * largest room is a strip along its window).
 */
export function badgeSpot(
  polygon: readonly WorldPoint[],
  anchor?: readonly WorldPoint[],
): BadgeSpot {
  const spot = (at: WorldPoint) => ({ at, clearance: roomFit(at, polygon, [1, 1]) })
  const own = spot(labelPoint(polygon))
  if (!anchor || anchor.length < 3) return own
  const room = spot(labelPoint(anchor))
  // The room's middle unless the flat's own is clearly roomier: on a tie (a studio as wide as its
  // room) the choice fell either way by a rounding, and two like studios carried their numbers at
  // different heights.
  return own.clearance > room.clearance + SPOT_TIE ? own : room
}

/** Clearances closer than this, m, count as equal. */
const SPOT_TIE = 0.05
