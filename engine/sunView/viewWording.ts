// What a room looks out on, in words a buyer reads at a glance: which parts of the view are worth
// naming and the side its windows face. Pure; the interface turns the parts into its dictionary's
// phrases ("вид на воду и на лес").

import { WATER_VIEW_SHARE } from './sunSummary'
import type { ViewShares } from './viewShares'

export type ViewPart = keyof ViewShares

/** A part smaller than this is not worth a word; water is named from WATER_VIEW_SHARE. */
export const NAMED_SHARE = 0.15

/**
 * The parts to name, largest first, water always first when there is enough of it to see: a
 * strip of the gulf between pines is what a buyer asks about, even at a fifth of the view.
 */
export function viewParts(view: ViewShares): ViewPart[] {
  const named = (['forest', 'sky', 'buildings'] as const)
    .filter((k) => view[k] >= NAMED_SHARE)
    .sort((a, b) => view[b] - view[a])
  const parts: ViewPart[] = view.water >= WATER_VIEW_SHARE ? ['water', ...named] : named
  if (parts.length > 0) return parts.slice(0, 3)
  // Nothing reaches the mark (a view split four ways): name the largest part.
  const largest = (['water', 'forest', 'sky', 'buildings'] as const).reduce((a, b) =>
    view[b] > view[a] ? b : a,
  )
  return [largest]
}

export type CompassSide = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw'

const SIDES: readonly CompassSide[] = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw']

/** 0° north, clockwise, to the nearest of eight sides: 200° -> 's', 240° -> 'sw', 330° -> 'nw'. */
export function compassSide(bearing: number): CompassSide {
  const turn = ((bearing % 360) + 360) % 360
  return SIDES[Math.round(turn / 45) % 8] as CompassSide
}
