// Doors and windows on the canvas: the primitives of engine/planShapes/openings painted in the
// canvas's inks. A door's cut takes the floor colour it opens onto. World units: metres.

import type { Door, Window } from '../../engine/geometry'
import { doorShapes, type Pt, windowShapes } from '../../engine/planShapes'
import type { Graphics } from 'pixi.js'
import { paintShapes } from './planPainter'

export function drawDoor(g: Graphics, door: Door<Pt>, floor: number): void {
  paintShapes(g, doorShapes(door), 1, { cut: floor })
}

export function drawWindow(g: Graphics, window: Window<Pt>): void {
  paintShapes(g, windowShapes(window))
}
