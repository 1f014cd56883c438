// How tall a portrait stage will be at the building level, before the renderer has fetched the
// building and measured it (CLS): the facade's frame (renderer/stage/stageFit.ts, the rule the facade
// scene draws by) over the building's measures in the geometry manifest, as CSS lengths of the
// stage's width (cqw). The height is a straight line in the width on each side of the 600 px
// where a stage stops being narrow (its insets grow), so there are two: exact for a phone, and
// for a tablet or the kiosk from 750 px (the minimap card grows with the width up to 1,375 px).
// Environment: server, client.

import type { FacadeMeasures } from '../../engine/geometry'
import { facadeBox, facadeFrame, fitHeightFor } from '../../renderer/stage/stageFit'

/** Two widths each line is drawn through: a phone's (below 600 px), a tablet's or kiosk's. */
const NARROW: readonly [number, number] = [320, 590]
const WIDE: readonly [number, number] = [760, 1360]

export interface FacadeFitEstimate {
  /** For a stage narrower than 600 px, as `calc(…cqw + …px)`. */
  narrow: string
  /** For a stage 600 px wide and more. */
  wide: string
}

/** The stage height at the building level for a portrait stage's width. */
export function facadeFitEstimate(m: FacadeMeasures): FacadeFitEstimate | null {
  // One section: the building's floors are offered at once, with their chips beside it.
  const focused = m.sections === 1
  const at = (width: number) =>
    fitHeightFor((vp) => facadeFrame(m, facadeBox(m), focused, vp), width)
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
