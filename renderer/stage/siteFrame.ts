// How the master plan sits on its stage: the picture on an even margin of paper, with more room
// above it only as far as the full cards of the northern buildings rise past the picture's edge.
// Pure: the scene passes its cards' measured heights, the tests and the page's estimate nominal ones.

import type { Insets, Viewport } from './camera'
import type { Box, WorldPoint } from './space'

/** A label card the frame keeps room for. */
export interface RisingCard {
  /** Its anchor's y, world units. */
  y: number
  /** How far the full card reaches above its anchor on screen, px (its scale applied). */
  rise: number
}

/** Paper kept round the picture on a stage 600 px wide and more, px. */
export const SITE_PAPER = 24
/** Air between a card's top and the canvas's top edge, px. */
export const CARD_AIR = 8
/**
 * The most room kept above, px (what every landscape stage kept before the rule): past it a
 * northern building's full card is cut by the edge and shrinks to its badge instead.
 */
export const MOST_ROOM = 84

/**
 * A phone's stage (under 600 px) keeps 28 px above for the badges its northern cards shrink to
 * and none at the sides, where 24 px would cost an eighth of the width. From 600 px the picture
 * has its paper all round and room above for full cards (roomAbove), whatever the stage's shape:
 * a portrait tablet's stage is sized to the frame and comes out wider than tall, so framing it
 * differently when it is measured tall (stageFit.ts fitHeightFor) left it a band of slack.
 */
export function siteInsets(
  box: Box<WorldPoint>,
  vp: Viewport,
  cards: readonly RisingCard[],
): Insets {
  if (vp.width < 600) return { top: 28, right: 0, bottom: 8, left: 0 }
  const sides = { right: SITE_PAPER, bottom: SITE_PAPER, left: SITE_PAPER }
  return { ...sides, top: roomAbove(box, vp, sides, cards) }
}

/**
 * The least room above `box` at which every card whose anchor lies in it clears the canvas's top
 * by CARD_AIR, at the zoom the frame then gets; never under the paper, never over MOST_ROOM.
 * With `top` = t, a card `below` world units under the box's top edge has its top at
 * t + below × zoom − rise (more where the box is centred in spare height), and the zoom is the
 * lesser of the width's, which t does not change, and the height's, (H − t − bottom) / bh, which
 * it does. The top clears at the lesser zoom exactly when it clears at both:
 *   width:  t ≥ rise + air − below × zoomW
 *   height: t + below × (H − t − bottom) / bh ≥ rise + air
 *           t ≥ (rise + air − below × (H − bottom) / bh) / (1 − below / bh)
 * Both sides grow with t, so the larger bound over all cards is the least t: no iteration.
 */
export function roomAbove(
  box: Box<WorldPoint>,
  vp: Viewport,
  sides: Omit<Insets, 'top'>,
  cards: readonly RisingCard[],
): number {
  const bw = box.max[0] - box.min[0]
  const bh = box.max[1] - box.min[1]
  if (!(bw > 0) || !(bh > 0)) return SITE_PAPER
  const zoomW = (vp.width - sides.left - sides.right) / bw
  let top = SITE_PAPER
  for (const { y, rise } of cards) {
    const below = y - box.min[1]
    // An anchor above the box is in the room itself or off the canvas; one below it, off it.
    if (below < 0 || below > bh) continue
    const byWidth = rise + CARD_AIR - below * zoomW
    const k = below / bh
    // An anchor on the box's bottom edge moves with the zoom as fast as the top does: t no help.
    const byHeight =
      k < 1 ? (rise + CARD_AIR - (below * (vp.height - sides.bottom)) / bh) / (1 - k) : 0
    top = Math.max(top, byWidth, byHeight)
  }
  return Math.min(MOST_ROOM, top)
}
