// Spaces and walls as the site reads them: a space's floor outline cut just above its lowest
// point, a wall's section at the storey's window height, its thickness and its axis.
import type { IfcSpaceData, IfcWallData, IfcWallKind, Vec2 } from './ifcModel'
import { axisOf, worldMatrix } from './ifcPlacement'
import { layerThickness, statedQuantityArea } from './ifcRelations'
import { type IfcLine, ref, text } from './ifcValues'
import { largestLoop, planPoints, sectionLoops, type WorldMesh, zRange } from './meshSlice'
import { convexHull, minAreaRect } from './planGeometry'
import { meshesOf, type ReadContext, refOf, storeyData } from './readContext'

/** How far above a space's lowest point its outline is taken: above a floor's own thickness. */
export const SPACE_CUT_ABOVE_BOTTOM = 0.1

/** The window height walls are cut at, above their storey's elevation, unless told otherwise. */
export const DEFAULT_CUT_HEIGHT = 1.2

export function readSpace(ctx: ReadContext, line: IfcLine): IfcSpaceData {
  const meshes = meshesOf(ctx, line.expressID)
  const range = zRange(meshes)
  let footprint: Vec2[] = []
  if (range) {
    // A space thinner than twice the offset (a sketchy model) is cut at half its height instead.
    const z = Math.min(range.bottom + SPACE_CUT_ABOVE_BOTTOM, (range.bottom + range.top) / 2)
    footprint = largestLoop(sectionLoops(meshes, z))
  }
  const stated = statedQuantityArea(ctx.lines, ctx.relations, line.expressID, 'NetFloorArea')
  return {
    ...refOf(line),
    longName: text(line.LongName),
    storey: storeyData(ctx, line.expressID)?.globalId ?? '',
    footprint,
    bottom: range?.bottom ?? null,
    top: range?.top ?? null,
    statedArea: stated === null ? null : stated * ctx.units.area,
  }
}

/** The narrow side of the smallest rectangle around the largest piece of the cut (or of the plan). */
function geometricThickness(
  cut: readonly (readonly Vec2[])[],
  meshes: readonly WorldMesh[],
): number {
  const piece = largestLoop(cut)
  const points = piece.length > 0 ? piece : planPoints(meshes)
  if (points.length < 3) return 0
  const { size } = minAreaRect(convexHull(points))
  return Math.min(size[0], size[1])
}

export function readWall(
  ctx: ReadContext,
  line: IfcLine,
  kind: IfcWallKind,
  cutHeight: number,
): IfcWallData {
  const meshes = meshesOf(ctx, line.expressID)
  const range = zRange(meshes)
  const storey = storeyData(ctx, line.expressID)
  let cut: Vec2[][] = []
  if (range) {
    let z = (storey?.elevation ?? range.bottom) + cutHeight
    // A wall the cut misses (a parapet lower than a window, a gable above its storey) is cut at
    // half its height, so it is still drawn.
    if (z <= range.bottom || z >= range.top) z = (range.bottom + range.top) / 2
    cut = sectionLoops(meshes, z)
  }
  const matrix = worldMatrix(ctx.api, ctx.model, ref(line.ObjectPlacement))
  const layers = layerThickness(ctx.lines, ctx.relations, line.expressID)
  return {
    ...refOf(line),
    kind,
    storey: storey?.globalId ?? '',
    cut,
    axis: axisOf(ctx.lines, line, matrix, ctx.units.length),
    thickness: layers !== null ? layers * ctx.units.length : geometricThickness(cut, meshes),
    bottom: range?.bottom ?? null,
    top: range?.top ?? null,
  }
}
