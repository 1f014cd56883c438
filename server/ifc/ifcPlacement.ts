// Element frames in the IFC world: web-ifc composes an ObjectPlacement's chain into one matrix
// (column-major, z up, in the file's length unit); this scales it to metres, projects it to plan
// and carries a wall's 'Axis' representation through it.
import type { IfcAPI } from 'web-ifc'
import * as W from 'web-ifc'
import type { PlanFrame, Vec2 } from './ifcModel'
import { type IfcLine, type ModelLines, nums, ref, refs, text } from './ifcValues'

/** A placement's world matrix (file units), or null when the element has none web-ifc can read. */
export function worldMatrix(api: IfcAPI, model: number, placement: number | null): number[] | null {
  if (placement === null) return null
  try {
    const m = api.GetWorldTransformMatrix(model, placement)
    return Array.isArray(m) && m.length === 16 && m.every(Number.isFinite) ? m : null
  } catch {
    return null
  }
}

/** A point of the element's local frame in the world, metres: M · (x, y, z, 1) × scale. */
export function localToWorld(
  m: readonly number[],
  scale: number,
  [x, y, z]: readonly [number, number, number],
): [number, number, number] {
  return [
    (m[0]! * x + m[4]! * y + m[8]! * z + m[12]!) * scale,
    (m[1]! * x + m[5]! * y + m[9]! * z + m[13]!) * scale,
    (m[2]! * x + m[6]! * y + m[10]! * z + m[14]!) * scale,
  ]
}

function unit(x: number, y: number, fallback: Vec2): Vec2 {
  const len = Math.hypot(x, y)
  return len > 1e-9 ? [x / len, y / len] : fallback
}

/** The frame's origin and axes seen from above (axes of a tilted frame fall back to the model's). */
export function planFrame(m: readonly number[], scale: number): PlanFrame {
  return {
    origin: [m[12]! * scale, m[13]! * scale],
    z: m[14]! * scale,
    xAxis: unit(m[0]!, m[1]!, [1, 0]),
    yAxis: unit(m[4]!, m[5]!, [0, 1]),
  }
}

/** The local points of a curve the 'Axis' representation uses (polyline or indexed poly curve). */
function curvePoints(lines: ModelLines, curve: IfcLine | null): number[][] {
  if (curve?.type === W.IFCPOLYLINE) {
    return refs(curve.Points).map((id) => nums(lines.get(id)?.Coordinates))
  }
  if (curve?.type === W.IFCINDEXEDPOLYCURVE) {
    const list = lines.get(ref(curve.Points))
    return Array.isArray(list?.CoordList) ? list.CoordList.map(nums) : []
  }
  return []
}

/**
 * The first and last points of the element's 'Axis' representation in world plan, metres; null
 * when it has none or it is a curve kind other than a polyline.
 */
export function axisOf(
  lines: ModelLines,
  element: IfcLine,
  m: readonly number[] | null,
  scale: number,
): readonly [Vec2, Vec2] | null {
  if (!m) return null
  const shape = lines.get(ref(element.Representation))
  for (const repId of refs(shape?.Representations)) {
    const rep = lines.get(repId)
    if (text(rep?.RepresentationIdentifier) !== 'Axis') continue
    for (const item of refs(rep?.Items)) {
      const points = curvePoints(lines, lines.get(item)).filter((p) => p.length >= 2)
      if (points.length < 2) continue
      const ends = [points[0]!, points.at(-1)!].map((p) => {
        const [x, y] = localToWorld(m, scale, [p[0]!, p[1]!, p[2] ?? 0])
        return [x, y] as Vec2
      })
      return [ends[0]!, ends[1]!]
    }
  }
  return null
}

/** The direction of true north in plan from the model's representation contexts, or null. */
export function trueNorthOf(lines: ModelLines): Vec2 | null {
  const contexts = lines.linesOf([W.IFCGEOMETRICREPRESENTATIONCONTEXT])
  contexts.sort(
    (a, b) => Number(text(b.ContextType) === 'Model') - Number(text(a.ContextType) === 'Model'),
  )
  for (const context of contexts) {
    const [x, y] = nums(lines.get(ref(context.TrueNorth))?.DirectionRatios)
    if (x === undefined || y === undefined || Math.hypot(x, y) < 1e-12) continue
    return unit(x, y, [0, 1])
  }
  return null
}
