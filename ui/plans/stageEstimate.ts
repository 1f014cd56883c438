// How tall a phone's stage will be at the building level, before the renderer has fetched the
// building and measured it (issue 18, CLS): the facade's frame (renderer/stageFit.ts, the rule
// the facade scene draws by) over the building's measures in the geometry manifest, as a CSS
// length of the screen's width. Exact for a phone: the height is a straight line in the width
// there (the minimap card keeps one size below 750 px). Environment: server, client.

import type { FacadeMeasures } from '../../engine/geometry'
import { facadeBox, facadeFrame, fitHeightFor } from '../../renderer/stageFit'

/** Two phone widths the line is drawn through (both below the 600 px of a narrow stage). */
const NARROW: readonly [number, number] = [320, 590]

/** The stage height at the building level for a phone's width, as `calc(…vw + …px)`. */
export function facadeFitEstimate(m: FacadeMeasures): string | null {
  // One section: the building's floors are offered at once, with their chips beside it.
  const focused = m.sections === 1
  const at = (width: number) =>
    fitHeightFor((vp) => facadeFrame(m, facadeBox(m), focused, vp), width)
  const [w0, w1] = NARROW
  const h0 = at(w0)
  const h1 = at(w1)
  if (h0 === null || h1 === null) return null
  const slope = (h1 - h0) / (w1 - w0)
  return `calc(${(slope * 100).toFixed(2)}vw + ${(h0 - slope * w0).toFixed(1)}px)`
}
