// How a floor plan is framed: the whole floor at rest, or the flat being viewed with its
// terraces, a little paper round it in the plan's own measure, and room on screen for its
// dimension lines along the top and left. Pure.
//
// The paper was a tenth of the flat's larger side on every side, 50-70 px on a tablet or the
// kiosk: with the base inset and the minimap's band, a portrait tablet showed 120 px of empty
// paper between the view options and the plan. The lines need 34 px, whatever the zoom.

import { insetsBesideMinimap } from '../minimap/minimapInsets'
import type { Viewport } from '../stage/camera'
import type { SceneFrame } from '../scenes/scene'
import { type Box, growBox, type WorldPoint } from '../stage/space'

/** CSS px between the flat's outline and its dimension lines (planDimensions.ts draws by it). */
export const DIMENSIONS_OFFSET = 18
/** How far the lines and their figures reach out from the flat's outline, CSS px. */
export const DIMENSIONS_REACH = DIMENSIONS_OFFSET + 16

/** The paper round the flat, as a share of its larger side. */
export const FLAT_PAPER = 0.04

/** Paper between the view options in their band above the canvas and the flat's lines, px. */
const TOOLS_APART = 16

/** The base inset of a plan on a narrow (phone) stage and a wider one, CSS px. */
export function planBase(vp: Viewport): number {
  return vp.width < 600 ? 24 : 56
}

/**
 * The frame of a whole floor spanning `floor`, m: at rest on every screen, the minimap card below
 * it or beside it, whichever shows it larger; on a phone in portrait always below, so the floor
 * takes the stage's width less the base's half either side, and the stage is as tall as that needs
 * (stageFit.ts). A pinch brings a flat closer.
 */
export function floorFrame(floor: Box<WorldPoint>, vp: Viewport): SceneFrame {
  return { box: floor, insets: insetsBesideMinimap(vp, planBase(vp), floor) }
}

/**
 * The frame of a flat whose rooms (terraces included) span `flat`, m, on a floor spanning `floor`:
 * where the stage has room to spare, the flat leans toward the rest of its floor.
 */
export function flatFrame(flat: Box<WorldPoint>, floor: Box<WorldPoint>, vp: Viewport): SceneFrame {
  const side = Math.max(flat.max[0] - flat.min[0], flat.max[1] - flat.min[1])
  const box = growBox(flat, side * FLAT_PAPER)
  const base = planBase(vp)
  // Where the view options have a band of their own above the canvas (a portrait screen,
  // Plans.module.css), the room above the flat only parts it from them; elsewhere they lie over
  // the canvas's top and the base keeps them clear.
  const above = vp.coveredTop === undefined ? 0 : Math.max(TOOLS_APART, vp.coveredTop) - base
  const lines = { top: DIMENSIONS_REACH + above, right: 0, bottom: 0, left: DIMENSIONS_REACH }
  return { box, insets: insetsBesideMinimap(vp, base, box, lines), context: floor }
}
