// What a room looks out on, in words a buyer reads at a glance: which parts of the view are worth
// naming, the gulf and the pond told apart, and the side its windows face. Pure; the interface
// turns the parts into its dictionary's phrases ("вид на залив и на лес").

import { WATER_VIEW_SHARE } from './sunSummary'
import type { ViewShares, WaterBody, WaterShares } from './viewShares'

export type ViewPart = WaterBody | Exclude<keyof ViewShares, 'water'>

/** A part smaller than this is not worth a word; water is named from WATER_VIEW_SHARE. */
export const NAMED_SHARE = 0.15

/**
 * The waters to name when there is water enough to see: each that alone fills WATER_VIEW_SHARE
 * (both when both do), else the larger, the gulf on a tie.
 */
function waterParts(view: ViewShares, waters: WaterShares): WaterBody[] {
  if (view.water < WATER_VIEW_SHARE) return []
  const seen = (['gulf', 'pond'] as const).filter((k) => waters[k] >= WATER_VIEW_SHARE)
  if (seen.length > 0) return seen
  return [waters.pond > waters.gulf ? 'pond' : 'gulf']
}

/**
 * The parts to name, largest first, water always first when there is enough of it to see: a
 * strip of the gulf between pines is what a buyer asks about, even at a fifth of the view.
 */
export function viewParts(view: ViewShares, waters: WaterShares): ViewPart[] {
  const named = (['forest', 'sky', 'buildings'] as const)
    .filter((k) => view[k] >= NAMED_SHARE)
    .sort((a, b) => view[b] - view[a])
  const parts: ViewPart[] = [...waterParts(view, waters), ...named]
  if (parts.length > 0) return parts.slice(0, 3)
  // Nothing reaches the mark (a view split four ways, water under 2 %): name the largest part.
  const largest = (['forest', 'sky', 'buildings'] as const).reduce((a, b) =>
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
