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
 * Where a flat's badge may sit, preferred first: the middle of its largest room (`anchor`), clear of
 * the inner walls the flat's own middle often falls on, then the flat's own middle, which leaves
 * more room where the largest room lies along the flat's edge. Each with the room round it.
 */
export function badgeSpots(
  polygon: readonly WorldPoint[],
  anchor?: readonly WorldPoint[],
): BadgeSpot[] {
  const spot = (at: WorldPoint) => ({ at, clearance: roomFit(at, polygon, [1, 1]) })
  const own = spot(labelPoint(polygon))
  return anchor && anchor.length >= 3 ? [spot(labelPoint(anchor)), own] : [own]
}

/**
 * The badge at `zoom` px a metre: the fullest form any spot allows, at the first spot that allows
 * it; null where none does.
 */
export function placeBadge(
  spots: readonly BadgeSpot[],
  zoom: number,
  onSale: boolean,
  compact = COMPACT_RADIUS,
): { at: WorldPoint; form: BadgeForm } | null {
  const forms = spots.map((s) => badgeForm(s.clearance * zoom, onSale, compact))
  for (const form of ['standard', 'compact'] as const) {
    const i = forms.indexOf(form)
    const at = spots[i]?.at
    if (at) return { at, form }
  }
  return null
}
