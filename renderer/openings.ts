// Doors and windows cut across the walls of a plan (engine/geometry.ts: walls are the outline
// showing between rooms). A door clears its opening and draws its leaf and swing; a window clears
// its opening and draws the frame faces and the glass line. World units: metres.

import type { Door, PlanPoint, Window } from '../engine/geometry'
import type { Graphics } from 'pixi.js'
import { FINISH, PALETTE } from './palette'

/** The opening as a quad of `depth` across the wall centreline from a to b. */
function openingQuad(a: PlanPoint, b: PlanPoint, depth: number): number[] {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const len = Math.hypot(dx, dy) || 1
  // The unit normal to the wall, scaled to half the depth.
  const nx = (-dy / len) * (depth / 2)
  const ny = (dx / len) * (depth / 2)
  return [a[0] + nx, a[1] + ny, b[0] + nx, b[1] + ny, b[0] - nx, b[1] - ny, a[0] - nx, a[1] - ny]
}

/** Clears the opening in the floor colour; the extra 2 cm covers the wall's anti-aliased faces. */
export function drawDoor(g: Graphics, door: Door<PlanPoint>, floor: number): void {
  g.poly(openingQuad(door.hinge, door.latch, door.wall + 0.02)).fill(floor)
  const tip = door.leafTip
  if (!tip) return
  const [hx, hy] = door.hinge
  const r = Math.hypot(door.latch[0] - hx, door.latch[1] - hy)
  const from = Math.atan2(tip[1] - hy, tip[0] - hx)
  const to = Math.atan2(door.latch[1] - hy, door.latch[0] - hx)
  // The swing runs the short way round from the open leaf to the closed position.
  let sweep = to - from
  if (sweep > Math.PI) sweep -= Math.PI * 2
  if (sweep < -Math.PI) sweep += Math.PI * 2
  g.moveTo(tip[0], tip[1])
    .arc(hx, hy, r, from, from + sweep, sweep < 0)
    .stroke({ width: 0.025, color: PALETTE.inkSoft, alpha: 0.55 })
  const leaf = door.kind === 'entrance' ? 0.06 : 0.04
  g.moveTo(hx, hy).lineTo(tip[0], tip[1]).stroke({ width: leaf, color: PALETTE.ink, cap: 'butt' })
}

export function drawWindow(g: Graphics, window: Window<PlanPoint>): void {
  const quad = openingQuad(window.a, window.b, window.wall)
  g.poly(quad).fill(0xffffff)
  // Frame faces on both sides of the wall, then the glass on the centreline.
  g.moveTo(quad[0] ?? 0, quad[1] ?? 0)
    .lineTo(quad[2] ?? 0, quad[3] ?? 0)
    .moveTo(quad[4] ?? 0, quad[5] ?? 0)
    .lineTo(quad[6] ?? 0, quad[7] ?? 0)
    .stroke({ width: 0.025, color: PALETTE.ink })
  g.moveTo(window.a[0], window.a[1])
    .lineTo(window.b[0], window.b[1])
    .stroke({ width: 0.05, color: FINISH.glass })
}
