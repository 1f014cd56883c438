// How a building's facade is framed, and how tall a phone's stage must be to show what a scene
// frames: one rule for the scenes (which draw by it), the renderer (which reports the height) and
// the page, which sizes a phone's stage before the renderer has measured anything
// (ui/plans/stageEstimate.ts). Pure.

import type { FacadeMeasures } from '../../engine/geometry'
import type { Viewport } from './camera'
import { insetsBesideMinimap, stacked } from '../minimap/minimapInsets'
import type { SceneFrame } from '../scenes/scene'
import { type Box, type WorldPoint, world } from './space'

/** What framing a facade needs of its building, m (the manifest's measures, engine/geometry.ts). */
export type FacadeMeasure = Pick<FacadeMeasures, 'width' | 'height' | 'floorHeight'>

/** The whole facade, ground line at y = 0. */
export function facadeBox(m: Pick<FacadeMeasure, 'width' | 'height'>): Box<WorldPoint> {
  return { min: world(0, -m.height), max: world(m.width, 0) }
}

/** What a facade's frame shows: the whole facade, or one section's span along it, m. */
export function facadeShown(
  m: Pick<FacadeMeasure, 'width' | 'height'>,
  section: readonly [number, number] | null,
): Box<WorldPoint> {
  return section ? { min: world(section[0], -m.height), max: world(section[1], 0) } : facadeBox(m)
}

/**
 * The frame of a facade showing `shown` (the whole building, or one section of several):
 * a band of sky and pine crowns a quarter of the building's height above (more left the facade
 * at under half the canvas's width below empty sky) and a strip of ground below, so the building
 * fills the picture and stands on something; room for section cards above and, once a section is in focus, for
 * floor chips to the right. The whole building at rest on every screen (a phone's stage is as
 * tall as it needs; a pinch brings the floors closer).
 */
export function facadeFrame(
  m: FacadeMeasure,
  shown: Box<WorldPoint>,
  focused: boolean,
  vp: Viewport,
): SceneFrame {
  const ground = m.floorHeight * 0.8
  const narrow = vp.width < 600
  const chips = focused ? (narrow ? 64 : Math.min(150, vp.width * 0.28)) : 0
  const cards = focused ? 24 : 76
  const box = {
    min: world(shown.min[0], -m.height * 1.25),
    max: world(shown.max[0], shown.max[1] + ground),
  }
  // The minimap card below the facade or beside it, whichever frames it larger: a long facade
  // between two side columns took 60% of a landscape canvas's width under empty sky.
  const base = insetsBesideMinimap(vp, narrow ? 20 : 48, box)
  const insets = {
    ...base,
    top: base.top + cards,
    right: base.right + chips,
    left: base.left + chips * 0.3,
  }
  // Where the stage has height to spare (a landscape tablet's band over the minimap card, a
  // desktop's tall canvas) the building stands on the bottom of its room with the pines and sky
  // above it, not in the middle with a strip of paper under its lawn: the context ends at the
  // ground strip and reaches far up and to either side (camera.ts frameCamera leans toward it).
  const far = Math.max(m.width, m.height) * 40
  const context = { min: world(box.min[0] - far, -far), max: world(box.max[0] + far, box.max[1]) }
  return { box, insets, context }
}

/** The portrait viewport a phone's stage `width` px wide is measured in. */
export function portrait(width: number): Viewport {
  return { width, height: Math.round(width * 1.8) }
}

/**
 * How tall a stage `width` px wide must be to show the whole of a frame at its width, px: the
 * frame's box scaled to the width left between its side insets, with its top and bottom insets.
 */
export function fitHeightOf({ box, insets }: SceneFrame, width: number): number | null {
  const bw = box.max[0] - box.min[0]
  const bh = box.max[1] - box.min[1]
  if (!(bw > 0) || !(bh > 0)) return null
  const zoom = (width - insets.left - insets.right) / bw
  return Math.ceil(bh * zoom + insets.top + insets.bottom)
}

/**
 * How tall a stage `width` px wide must be for what `frameAt` frames, measured in the shape the
 * stage will then have: a frame depends on whether its stage stacks the plan over the minimap
 * (minimapInsets.ts), and a tablet's stage sized for the stacked frame can come out wider than
 * tall. Where the two shapes disagree, the taller height holds the subject in either.
 */
export function fitHeightFor(frameAt: (vp: Viewport) => SceneFrame, width: number): number | null {
  const first = portrait(width)
  const height = fitHeightOf(frameAt(first), width)
  if (height === null) return null
  const vp = { width, height }
  if (stacked(vp) === stacked(first)) return height
  const again = fitHeightOf(frameAt(vp), width)
  return again === null ? height : Math.max(height, again)
}
