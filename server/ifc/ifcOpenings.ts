// Doors and windows: the wall each fills (door -> IfcRelFillsElement -> opening ->
// IfcRelVoidsElement -> wall), its stated or measured size, its sill, its jambs in plan and its
// operation from the element (IFC4) or its type or style (IFC2X3).
import type { IfcOpeningElementData, IfcWallData, PlanFrame, Vec2 } from './ifcModel'
import { planFrame, worldMatrix } from './ifcPlacement'
import { type IfcLine, num, ref, text } from './ifcValues'
import { planPoints, zRange } from './meshSlice'
import { convexHull, longAxisEnds, minAreaRect } from './planGeometry'
import {
  definedEnum,
  meshesOf,
  type ReadContext,
  refOf,
  storeyData,
  typeObjectOf,
} from './readContext'

function operationOf(ctx: ReadContext, line: IfcLine, kind: 'door' | 'window'): string | null {
  const type = typeObjectOf(ctx, line.expressID)
  if (kind === 'door') return definedEnum(line.OperationType) ?? definedEnum(type?.OperationType)
  // IFC4 names a window's partitioning PartitioningType; IFC2X3's IfcWindowStyle, OperationType.
  return (
    definedEnum(line.PartitioningType) ??
    definedEnum(type?.PartitioningType) ??
    definedEnum(type?.OperationType)
  )
}

function hostOf(ctx: ReadContext, host: number | undefined): IfcOpeningElementData['host'] {
  const line = host === undefined ? null : ctx.lines.get(host)
  if (!line) return null
  return { globalId: text(line.GlobalId), entity: ctx.api.GetNameFromTypeCode(line.type) }
}

const dot = (p: Vec2, q: Vec2) => p[0] * q[0] + p[1] * q[1]

export function readOpening(
  ctx: ReadContext,
  line: IfcLine,
  kind: 'door' | 'window',
  wallsById: ReadonlyMap<number, IfcWallData>,
): IfcOpeningElementData {
  const { relations, units } = ctx
  const opening = relations.fills.get(line.expressID)
  const host = opening === undefined ? undefined : relations.voids.get(opening)
  const storey =
    storeyData(ctx, line.expressID) ?? (host === undefined ? null : storeyData(ctx, host))
  const meshes = meshesOf(ctx, line.expressID)
  const range = zRange(meshes)
  const hull = convexHull(planPoints(meshes))
  const rect = hull.length > 0 ? minAreaRect(hull) : null
  const ends = rect ? longAxisEnds(rect) : null

  const matrix = worldMatrix(ctx.api, ctx.model, ref(line.ObjectPlacement))
  const frame: PlanFrame = matrix
    ? planFrame(matrix, units.length)
    : { origin: ends?.[0] ?? [0, 0], z: range?.bottom ?? 0, xAxis: [1, 0], yAxis: [0, 1] }

  const statedWidth = num(line.OverallWidth)
  const statedHeight = num(line.OverallHeight)
  const width =
    statedWidth !== null ? statedWidth * units.length : rect ? Math.max(...rect.size) : 0
  const height =
    statedHeight !== null ? statedHeight * units.length : range ? range.top - range.bottom : 0

  let a: Vec2
  let b: Vec2
  if (ends) {
    // `a` is the jamb nearer the frame's local x = 0 (a left door's hinge side).
    const [p, q] = ends
    const first = dot(p, frame.xAxis) <= dot(q, frame.xAxis)
    a = first ? p : q
    b = first ? q : p
  } else {
    a = frame.origin
    b = [frame.origin[0] + frame.xAxis[0] * width, frame.origin[1] + frame.xAxis[1] * width]
  }
  return {
    ...refOf(line),
    kind,
    storey: storey?.globalId ?? '',
    hostWall: host === undefined ? null : (wallsById.get(host)?.globalId ?? null),
    host: hostOf(ctx, host),
    width,
    height,
    sill: (range?.bottom ?? frame.z) - (storey?.elevation ?? 0),
    a,
    b,
    frame,
    operation: operationOf(ctx, line, kind),
  }
}
