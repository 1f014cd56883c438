// Furniture symbols on the canvas: the primitives of engine/planShapes/furniture (white shapes
// with fine grey lines) painted in centimetres into a Graphics scaled by FURNITURE_SCALE: Pixi
// picks a circle's segment count from its radius, and a 9 cm hob ring in metres would come out an
// octagon.

import type { Furniture } from '../../engine/geometry'
import { furnitureShapes, type Pt } from '../../engine/planShapes'
import type { Graphics } from 'pixi.js'
import { FURNITURE_CM, paintShapes } from './planPainter'

export const FURNITURE_SCALE = 1 / FURNITURE_CM

export function drawFurniture(g: Graphics, item: Furniture<Pt>): void {
  paintShapes(g, furnitureShapes(item), FURNITURE_CM)
}
