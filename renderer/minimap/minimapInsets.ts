// Where the minimap card sits (the bottom-left corner of the canvas) and the room a framed plan
// leaves for it. Pure, for the tests.

import { fitZoom, type Insets, NO_INSETS, type Viewport } from '../stage/camera'
import { MINIMAP_SIZE } from '../stage/projections'
import type { Box, WorldPoint } from '../stage/space'

/** Card width for a viewport: a sixth of the width, within 120-220 px. */
export function minimapWidth(vp: Viewport): number {
  return Math.round(Math.min(220, Math.max(120, vp.width * 0.16)))
}

/** Card height for a viewport, px (the minimap's design proportions). */
export function minimapHeight(vp: Viewport): number {
  return Math.round((minimapWidth(vp) * MINIMAP_SIZE.height) / MINIMAP_SIZE.width)
}

/** The card's distance from the canvas's left and bottom edges, px. */
export function minimapMargin(vp: Viewport): number {
  return vp.width < 600 ? 12 : 20
}

/**
 * A stage that stacks its plan over the minimap card: any portrait one, and a phone's in any
 * shape. A phone's stage is as tall as its subject needs (PlanStage, --fit-h), which usually makes
 * it wider than tall; framing it as a landscape desktop stage (side columns, room above for
 * cards) drew the master plan at 70% of the phone's width inside a stage measured for all of it.
 */
export function stacked(vp: Viewport): boolean {
  return vp.height > vp.width || vp.width < 600
}

/**
 * Room a framed plan leaves for the minimap card: beside it on landscape screens, symmetric so the
 * plan stays centred; on portrait ones a band below it, as tall as the card (a phone's stage is
 * only as tall as the plan needs, so a band above would be paper for nothing).
 */
export function insetsAroundMinimap(vp: Viewport, base: number): Insets {
  const w = minimapWidth(vp)
  if (!stacked(vp)) {
    const side = Math.min(w + base, vp.width * 0.2)
    return { top: base, right: side, bottom: base, left: side }
  }
  return { top: base, right: base / 2, bottom: cardBand(vp, base), left: base / 2 }
}

/** The card's height with its margin and a little air above it, px. */
function cardBand(vp: Viewport, base: number): number {
  return minimapHeight(vp) + minimapMargin(vp) + base / 2
}

/**
 * Room for the card around `box` on a landscape screen, framed as large as it fits: the card only
 * holds its corner, so the plan takes the rest of the canvas, above a band as tall as the card or
 * right of a column as wide as it, whichever shows it larger; `base` stays free on the other
 * sides. A wide floor on a desktop stage comes out about 40% larger than between two columns.
 * Off-centre framing is safe: the camera's pan bounds keep a third of the screen in slack.
 * Portrait screens put the plan above the card, across the whole width, unless a tablet's or the
 * kiosk's plan is tall enough to show larger right of it. `extra` is room the subject keeps on
 * screen besides (a flat's dimension lines), added to each arrangement before they are weighed.
 */
export function insetsBesideMinimap(
  vp: Viewport,
  base: number,
  box: Box<WorldPoint>,
  extra: Insets = NO_INSETS,
): Insets {
  const options = arrangements(vp, base).map((i) => ({
    top: i.top + extra.top,
    right: i.right + extra.right,
    bottom: i.bottom + extra.bottom,
    left: i.left + extra.left,
  }))
  // The first arrangement wins a tie.
  return options.reduce((best, o) => (fitZoom(box, vp, o) > fitZoom(box, vp, best) ? o : best))
}

/** The plan key's height along the canvas's foot, its margin included, px. */
const PLAN_KEY_H = 48

/** The arrangements of plan and card a stage offers, its preferred one first. */
function arrangements(vp: Viewport, base: number): Insets[] {
  if (stacked(vp)) {
    const above = insetsAroundMinimap(vp, base)
    // A phone in portrait keeps the plan above the card: its stage is as tall as the plan needs.
    if (vp.height >= vp.width && vp.width < 600) return [above]
    // A phone's stage lower than wide (its sheet pulled up): a band as tall as the card left a flat
    // 60 px of a 210 px stage. A tablet's or the kiosk's portrait stage: a tall flat beside the
    // card fills more of it than above a band across the whole width.
    return [
      above,
      {
        top: base,
        right: base / 2,
        // The plan key (scale bar and north arrow, plan/planKey.ts) keeps the bottom right corner.
        bottom: Math.max(base, PLAN_KEY_H),
        left: minimapWidth(vp) + minimapMargin(vp) + base / 2,
      },
    ]
  }
  const clear = minimapMargin(vp) + base / 2
  const under: Insets = {
    top: base,
    right: base,
    bottom: Math.min(minimapHeight(vp) + clear, vp.height * 0.4),
    left: base,
  }
  const beside: Insets = {
    top: base,
    right: base,
    bottom: base,
    left: Math.min(minimapWidth(vp) + clear, vp.width * 0.3),
  }
  return [under, beside]
}
