// How tall a portrait stage will be at a building, section or floor, before the renderer has fetched
// the building and measured it (CLS): the facade's or the floor's frame (renderer/stage/stageFit.ts,
// minimapInsets.ts, the rules the scenes draw by) over the measures in the geometry manifest, as
// CSS lengths of the stage's width (cqw). The height is a straight line in the width on each side
// of the 600 px where a stage stops being narrow (its insets grow), so there are two: exact for a
// phone, and for a tablet or the kiosk from 750 px (the minimap card grows with the width up to
// 1,375 px).
// Environment: server, client.

import type { FacadeMeasures, WorldBox } from '../../engine/geometry'
import { floorFrame } from '../../renderer/plan/flatFrame'
import type { Viewport } from '../../renderer/stage/camera'
import type { SceneFrame } from '../../renderer/scenes/scene'
import { type Box, type WorldPoint, world } from '../../renderer/stage/space'
import { facadeFrame, facadeShown, fitHeightFor } from '../../renderer/stage/stageFit'

/** Two widths each line is drawn through: a phone's (below 600 px), a tablet's or kiosk's. */
const NARROW: readonly [number, number] = [320, 590]
const WIDE: readonly [number, number] = [760, 1360]

export interface FacadeFitEstimate {
  /** For a stage narrower than 600 px, as `calc(…cqw + …px)`. */
  narrow: string
  /** For a stage 600 px wide and more. */
  wide: string
}

/**
 * The stage height at the building level for a portrait stage's width, or at a section's (the
 * facade with that section, its span along the facade `section`, in focus).
 */
export function facadeFitEstimate(
  m: FacadeMeasures,
  section: readonly [number, number] | null = null,
  // One section: the building's floors are offered at once, with their chips beside it.
  focused = section !== null || m.sections === 1,
): FacadeFitEstimate | null {
  const shown = facadeShown(m, section)
  return estimateOf((vp) => facadeFrame(m, shown, focused, vp))
}

/** The stage height at a floor, whose scene frames the floor's outline, box `frame` (m). */
export function floorFitEstimate(frame: WorldBox): FacadeFitEstimate | null {
  const box = boxOfWorld(frame)
  return estimateOf((vp) => floorFrame(box, vp))
}

/** A manifest's box, [x0, y0, x1, y1] in a scene's world units, as the renderer's box. */
export const boxOfWorld = (b: WorldBox): Box<WorldPoint> => ({
  min: world(b[0], b[1]),
  max: world(b[2], b[3]),
})

function estimateOf(frameAt: (vp: Viewport) => SceneFrame): FacadeFitEstimate | null {
  const at = (width: number) => fitHeightFor(frameAt, width)
  const line = ([w0, w1]: readonly [number, number]): string | null => {
    const h0 = at(w0)
    const h1 = at(w1)
    if (h0 === null || h1 === null) return null
    const slope = (h1 - h0) / (w1 - w0)
    return `calc(${(slope * 100).toFixed(2)}cqw + ${(h0 - slope * w0).toFixed(1)}px)`
  }
  const narrow = line(NARROW)
  const wide = line(WIDE)
  return narrow && wide ? { narrow, wide } : null
}
