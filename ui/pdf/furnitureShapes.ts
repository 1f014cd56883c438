// Furniture and stair flights on the sheet: the symbols of engine/planShapes, turned and placed
// on the plan, written as fine-line path data in page points. Pure.

import type { Furniture } from '../../engine/geometry'
import { furnitureShapes } from '../../engine/planShapes'
import { type Affine, PathData } from './pathData'

export function furniturePath(item: Furniture<readonly [number, number]>, toPage: Affine): string {
  const path = new PathData(toPage)
  for (const shape of furnitureShapes(item)) path.shape(shape)
  return path.toString()
}
