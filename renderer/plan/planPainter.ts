// Paints the plan primitives of engine/planShapes into a Pixi Graphics: the canvas's inks per
// style role. `k` scales plan metres to the Graphics' units (furniture is drawn in centimetres).

import type { Shape, ShapeRole } from '../../engine/planShapes'
import type { FillInput, Graphics, StrokeInput } from 'pixi.js'
import { FINISH, PALETTE } from '../paint/palette'

/** Metres to the furniture Graphics' units (cm): Pixi picks a circle's segments from its radius. */
export const FURNITURE_CM = 100

const FURNITURE_LINE = { width: 0.022 * FURNITURE_CM, color: FINISH.furniture } as const
const GLASS = { width: 0.05, color: FINISH.glass } as const

interface Ink {
  fill?: FillInput
  stroke?: StrokeInput
}

const INKS: Partial<Record<ShapeRole, Ink>> = {
  furniture: { fill: FINISH.furnitureFill, stroke: FURNITURE_LINE },
  porcelain: { fill: 0xf2f6f6, stroke: FURNITURE_LINE },
  flight: { fill: 0xf7f4ee, stroke: FURNITURE_LINE },
  windowCut: { fill: 0xffffff },
  frame: { stroke: { width: 0.025, color: PALETTE.ink } },
  glass: { stroke: GLASS },
  sliding: { stroke: GLASS },
  swing: { stroke: { width: 0.025, color: PALETTE.inkSoft, alpha: 0.55 } },
  leaf: { stroke: { width: 0.04, color: PALETTE.ink, cap: 'butt' } },
  entranceLeaf: { stroke: { width: 0.06, color: PALETTE.ink, cap: 'butt' } },
  liftCross: { stroke: { width: 0.03, color: PALETTE.inkSoft } },
  tread: { stroke: { width: 0.02, color: PALETTE.inkSoft, alpha: 0.6 } },
}

/** Traces one primitive as the Graphics' current path, in the Graphics' units. */
function trace(g: Graphics, s: Shape, k: number): void {
  switch (s.kind) {
    case 'rect':
      g.roundRect(s.x * k, s.y * k, s.w * k, s.h * k, s.radius * k)
      return
    case 'ellipse':
      g.ellipse(s.cx * k, s.cy * k, s.rx * k, s.ry * k)
      return
    case 'line':
      g.moveTo(s.a[0] * k, s.a[1] * k).lineTo(s.b[0] * k, s.b[1] * k)
      return
    case 'polygon':
      g.poly(s.points.flatMap(([x, y]) => [x * k, y * k]))
      return
    case 'arc':
      g.moveTo(s.from[0] * k, s.from[1] * k).arc(
        s.centre[0] * k,
        s.centre[1] * k,
        s.r * k,
        s.start,
        s.start + s.sweep,
        s.sweep < 0,
      )
  }
}

/**
 * Paints the primitives in order, each filled and outlined in its role's ink; `fills` gives the
 * inks that depend on where the shape lies (a door cut takes the floor it opens onto).
 */
export function paintShapes(
  g: Graphics,
  shapes: readonly Shape[],
  k = 1,
  fills: Partial<Record<ShapeRole, number>> = {},
): void {
  for (const s of shapes) {
    const ink = INKS[s.role]
    const fill = fills[s.role] ?? ink?.fill
    trace(g, s, k)
    if (fill !== undefined) g.fill(fill)
    if (ink?.stroke) g.stroke(ink.stroke)
  }
}
