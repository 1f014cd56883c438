// Furniture and fixtures: which entities count, and each one's outline in plan, its smallest
// enclosing rectangle turned to its own x, and the names its type object gives it.
import * as W from 'web-ifc'
import type { IfcFurnitureData } from './ifcModel'
import { planFrame, worldMatrix } from './ifcPlacement'
import { type IfcLine, ref, text } from './ifcValues'
import { planPoints } from './meshSlice'
import { convexHull, minAreaRect, rectFacing } from './planGeometry'
import {
  definedEnum,
  meshesOf,
  type ReadContext,
  refOf,
  storeyData,
  typeObjectOf,
} from './readContext'

/** The entities read as furniture, by web-ifc's type code, with their names in the schema. */
export const FURNITURE_ENTITIES: ReadonlyMap<number, string> = new Map([
  [W.IFCFURNISHINGELEMENT, 'IfcFurnishingElement'],
  [W.IFCFURNITURE, 'IfcFurniture'],
  [W.IFCSYSTEMFURNITUREELEMENT, 'IfcSystemFurnitureElement'],
  [W.IFCSANITARYTERMINAL, 'IfcSanitaryTerminal'],
  [W.IFCFLOWTERMINAL, 'IfcFlowTerminal'],
])

/**
 * Whether the line is furniture: any of the entities above, except that a generic IfcFlowTerminal
 * (IFC2X3 has no IfcSanitaryTerminal) counts only when its type is an IfcSanitaryTerminalType,
 * so lights and air terminals stay out.
 */
export function isFurniture(ctx: Pick<ReadContext, 'lines' | 'relations'>, line: IfcLine): boolean {
  if (!FURNITURE_ENTITIES.has(line.type)) return false
  if (line.type !== W.IFCFLOWTERMINAL) return true
  return typeObjectOf(ctx, line.expressID)?.type === W.IFCSANITARYTERMINALTYPE
}

export function readFurniture(ctx: ReadContext, line: IfcLine): IfcFurnitureData {
  const type = typeObjectOf(ctx, line.expressID)
  const matrix = worldMatrix(ctx.api, ctx.model, ref(line.ObjectPlacement))
  const frame = matrix ? planFrame(matrix, ctx.units.length) : null
  const outline = convexHull(planPoints(meshesOf(ctx, line.expressID)))
  let rect = minAreaRect(outline)
  if (frame) {
    rect =
      outline.length > 0
        ? rectFacing(rect, frame.xAxis)
        : { centre: frame.origin, size: [0, 0], angle: rectFacing(rect, frame.xAxis).angle }
  }
  return {
    ...refOf(line),
    entity: FURNITURE_ENTITIES.get(line.type) ?? '',
    objectType: text(line.ObjectType),
    typeName: text(type?.Name),
    predefinedType: definedEnum(line.PredefinedType) ?? definedEnum(type?.PredefinedType) ?? '',
    storey: storeyData(ctx, line.expressID)?.globalId ?? '',
    outline,
    centre: rect.centre,
    size: rect.size,
    angle: rect.angle,
    frame,
  }
}
