// The north arrow of the plan: a needle in a ring, turned to where north lies in the drawing
// (the plan keeps the building's frame, so north is wherever the site turned it), and its letter
// beyond the ring. Pure.

import { PathData, type Point } from './pathData'
import type { Typesetter } from './typeset'

const RING = 8.5

export function northArrow(ts: Typesetter, [cx, cy]: Point, north: Point, letter: string): void {
  const len = Math.hypot(north[0], north[1]) || 1
  const [ux, uy] = [north[0] / len, north[1] / len]
  const at = (along: number, across: number): Point => [
    cx + ux * along - uy * across,
    cy + uy * along + ux * across,
  ]
  const tip = at(RING - 1, 0)
  const tail = at(-(RING - 1), 0)
  ts.push(
    {
      kind: 'path',
      d: new PathData().ellipse([cx, cy], RING, RING).toString(),
      stroke: 'inkSoft',
      width: 0.4,
    },
    {
      kind: 'path',
      d: new PathData().polygon([tip, at(0, 2.6), tail, at(0, -2.6)]).toString(),
      fill: 'paper',
      stroke: 'pine',
      width: 0.5,
    },
    {
      kind: 'path',
      d: new PathData().polygon([tip, at(0, 2.6), at(0, -2.6)]).toString(),
      fill: 'pine',
    },
  )
  const [lx, ly] = at(RING + 6, 0)
  ts.text(letter, lx, ly + 2.5, { font: 'bold', size: 7, ink: 'pine' }, 'center')
}
