// Doors and windows where they cut across the walls of a plan (walls are the outline showing
// between rooms): the cut that clears the wall, a door's leaf and swing or a sliding door's glass,
// a window's frame faces and glass, and the arrow at a flat's entrance. Pure; metres.

import type { Door, Window } from '../geometry'
import type { Pt, Shape } from './shapes'

/** The unit normal of the wall from a to b. */
function normal(a: Pt, b: Pt): Pt {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1
  return [-(b[1] - a[1]) / len, (b[0] - a[0]) / len]
}

/** The band of `depth` across the wall centreline from a to b. */
export function openingQuad(a: Pt, b: Pt, depth: number): [Pt, Pt, Pt, Pt] {
  const [nx, ny] = normal(a, b)
  const h = depth / 2
  return [
    [a[0] + nx * h, a[1] + ny * h],
    [b[0] + nx * h, b[1] + ny * h],
    [b[0] - nx * h, b[1] - ny * h],
    [a[0] - nx * h, a[1] - ny * h],
  ]
}

/** The extra 2 cm of a cut covers the wall's anti-aliased faces. */
const CUT_OVERLAP = 0.02

/**
 * A door: the cut through the wall, then the swing (from the open leaf the short way round to
 * the closed position) and the leaf, or the glass line of a sliding terrace door.
 */
export function doorShapes(door: Door<Pt>): Shape[] {
  const shapes: Shape[] = [
    {
      kind: 'polygon',
      role: 'cut',
      points: openingQuad(door.hinge, door.latch, door.wall + CUT_OVERLAP),
    },
  ]
  const tip = door.leafTip
  if (!tip) {
    if (door.kind === 'terrace') {
      shapes.push({ kind: 'line', role: 'sliding', a: door.hinge, b: door.latch })
    }
    return shapes
  }
  const [hx, hy] = door.hinge
  const r = Math.hypot(door.latch[0] - hx, door.latch[1] - hy)
  const start = Math.atan2(tip[1] - hy, tip[0] - hx)
  const end = Math.atan2(door.latch[1] - hy, door.latch[0] - hx)
  let sweep = end - start
  if (sweep > Math.PI) sweep -= Math.PI * 2
  if (sweep < -Math.PI) sweep += Math.PI * 2
  shapes.push(
    { kind: 'arc', role: 'swing', centre: door.hinge, r, start, sweep, from: tip, to: door.latch },
    {
      kind: 'line',
      role: door.kind === 'entrance' ? 'entranceLeaf' : 'leaf',
      a: door.hinge,
      b: tip,
    },
  )
  return shapes
}

/** A window: the cut (as deep as the wall), the frame faces on both sides and the glass line. */
export function windowShapes(pane: Window<Pt>): Shape[] {
  const [a, b, c, d] = openingQuad(pane.a, pane.b, pane.wall)
  return [
    { kind: 'polygon', role: 'windowCut', points: [a, b, c, d] },
    { kind: 'line', role: 'frame', a, b },
    { kind: 'line', role: 'frame', a: c, b: d },
    { kind: 'line', role: 'glass', a: pane.a, b: pane.b },
  ]
}

/** The entrance: a small arrow outside the door, pointing in (the way the leaf opens). */
export function entranceArrow(door: Door<Pt>): Shape {
  const inward = door.leafTip ?? door.latch
  const mid: Pt = [(door.hinge[0] + door.latch[0]) / 2, (door.hinge[1] + door.latch[1]) / 2]
  let [nx, ny] = normal(door.hinge, door.latch)
  const towardsLeaf = (inward[0] - door.hinge[0]) * nx + (inward[1] - door.hinge[1]) * ny
  if (towardsLeaf < 0) [nx, ny] = [-nx, -ny]
  const base = door.wall / 2 + 0.75
  const tip: Pt = [mid[0] - nx * (door.wall / 2 + 0.2), mid[1] - ny * (door.wall / 2 + 0.2)]
  const back: Pt = [mid[0] - nx * base, mid[1] - ny * base]
  const [tx, ty] = [ny * 0.3, -nx * 0.3]
  return {
    kind: 'polygon',
    role: 'arrow',
    points: [tip, [back[0] + tx, back[1] + ty], [back[0] - tx, back[1] - ty]],
  }
}
