// Pure plan geometry for the IFC reader: polygon area and winding, collinear simplification,
// convex hull and the minimum-area enclosing rectangle. Points in, points out; no web-ifc here.
import type { Vec2 } from './ifcModel'

/** Shoelace area: positive when the polygon runs counter-clockwise. */
export function signedArea(poly: readonly Vec2[]): number {
  let twice = 0
  for (let i = 0; i < poly.length; i++) {
    const [x0, y0] = poly[i]!
    const [x1, y1] = poly[(i + 1) % poly.length]!
    twice += x0 * y1 - x1 * y0
  }
  return twice / 2
}

export function counterClockwise(poly: readonly Vec2[]): Vec2[] {
  return signedArea(poly) < 0 ? [...poly].reverse() : [...poly]
}

/** Distance from p to the line through a and b (to a itself when a and b coincide). */
function offLine(p: Vec2, a: Vec2, b: Vec2): number {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const len = Math.hypot(dx, dy)
  if (len === 0) return Math.hypot(p[0] - a[0], p[1] - a[1])
  return Math.abs((p[0] - a[0]) * dy - (p[1] - a[1]) * dx) / len
}

/**
 * Drops the points of a closed polygon that lie within `tolerance` of the line through their
 * neighbours (collinear runs, repeated points), until none is left to drop.
 */
export function simplifyCollinear(poly: readonly Vec2[], tolerance = 0.001): Vec2[] {
  const out = [...poly]
  let dropped = true
  while (dropped && out.length > 3) {
    dropped = false
    for (let i = 0; i < out.length && out.length > 3; i++) {
      const prev = out[(i - 1 + out.length) % out.length]!
      const next = out[(i + 1) % out.length]!
      if (offLine(out[i]!, prev, next) <= tolerance) {
        out.splice(i, 1)
        i--
        dropped = true
      }
    }
  }
  return out
}

const cross = (o: Vec2, a: Vec2, b: Vec2) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

/** Andrew's monotone chain: the convex hull, counter-clockwise, without collinear points. */
export function convexHull(points: readonly Vec2[]): Vec2[] {
  const sorted = [...points].sort((p, q) => p[0] - q[0] || p[1] - q[1])
  if (sorted.length < 3) return sorted
  const lower: Vec2[] = []
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower.at(-2)!, lower.at(-1)!, p) <= 0) lower.pop()
    lower.push(p)
  }
  const upper: Vec2[] = []
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i]!
    while (upper.length >= 2 && cross(upper.at(-2)!, upper.at(-1)!, p) <= 0) upper.pop()
    upper.push(p)
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)]
}

export interface PlanRect {
  centre: Vec2
  /** Along the rectangle's own x and y. */
  size: readonly [number, number]
  /** Direction of its own x, degrees counter-clockwise from +x, in (-180, 180]. */
  angle: number
}

/**
 * The smallest-area rectangle enclosing a convex hull: one of its sides lies on a hull edge, so
 * every edge direction is tried (n² on hulls of a few hundred points at most).
 */
export function minAreaRect(hull: readonly Vec2[]): PlanRect {
  if (hull.length === 0) return { centre: [0, 0], size: [0, 0], angle: 0 }
  let best: PlanRect | null = null
  let bestArea = Number.POSITIVE_INFINITY
  for (let i = 0; i < Math.max(hull.length, 1); i++) {
    const a = hull[i]!
    const b = hull[(i + 1) % hull.length]!
    const len = Math.hypot(b[0] - a[0], b[1] - a[1])
    const ux = len > 0 ? (b[0] - a[0]) / len : 1
    const uy = len > 0 ? (b[1] - a[1]) / len : 0
    let minU = Number.POSITIVE_INFINITY
    let maxU = Number.NEGATIVE_INFINITY
    let minV = Number.POSITIVE_INFINITY
    let maxV = Number.NEGATIVE_INFINITY
    for (const [x, y] of hull) {
      const u = x * ux + y * uy
      const v = -x * uy + y * ux
      minU = Math.min(minU, u)
      maxU = Math.max(maxU, u)
      minV = Math.min(minV, v)
      maxV = Math.max(maxV, v)
    }
    const area = (maxU - minU) * (maxV - minV)
    if (area < bestArea - 1e-12) {
      bestArea = area
      const cu = (minU + maxU) / 2
      const cv = (minV + maxV) / 2
      best = {
        centre: [cu * ux - cv * uy, cu * uy + cv * ux],
        size: [maxU - minU, maxV - minV],
        angle: normalDegrees((Math.atan2(uy, ux) * 180) / Math.PI),
      }
    }
  }
  return best!
}

/** Degrees in (-180, 180], snapped to a quarter turn within a millionth of a degree. */
function normalDegrees(deg: number): number {
  const quarter = Math.round(deg / 90) * 90
  let a = (Math.abs(deg - quarter) < 1e-6 ? quarter : deg) % 360
  if (a > 180) a -= 360
  if (a <= -180) a += 360
  return a === 0 ? 0 : a
}

/**
 * The same rectangle with its own x turned by a quarter turn at a time until it is the closest to
 * `direction` (an element's local x), so a bed's length stays its x whatever its hull's edges.
 */
export function rectFacing(rect: PlanRect, direction: Vec2): PlanRect {
  const want = (Math.atan2(direction[1], direction[0]) * 180) / Math.PI
  const turns = Math.round(normalDegrees(want - rect.angle) / 90)
  const odd = Math.abs(turns) % 2 === 1
  return {
    centre: rect.centre,
    size: odd ? [rect.size[1], rect.size[0]] : rect.size,
    angle: normalDegrees(rect.angle + turns * 90),
  }
}

/** The two ends of the rectangle's long side's centre line, in no particular order. */
export function longAxisEnds(rect: PlanRect): readonly [Vec2, Vec2] {
  const alongX = rect.size[0] >= rect.size[1]
  const half = (alongX ? rect.size[0] : rect.size[1]) / 2
  const rad = ((rect.angle + (alongX ? 0 : 90)) * Math.PI) / 180
  const dx = Math.cos(rad) * half
  const dy = Math.sin(rad) * half
  const [cx, cy] = rect.centre
  return [
    [cx - dx, cy - dy],
    [cx + dx, cy + dy],
  ]
}
