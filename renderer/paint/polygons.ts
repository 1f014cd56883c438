// Pure polygon maths for drawing: the inset of a convex outline (roof fields) and the point a
// label sits on (rooms and flats of any rectilinear shape).

import { pointInPolygon } from '../hit/hitAreas'
import { boxOf, type WorldPoint, world } from '../stage/space'

/**
 * A convex polygon moved inwards by `d` on every side (each edge offset along its inward normal,
 * neighbours intersected); null when it would vanish.
 */
export function insetConvex(points: readonly WorldPoint[], d: number): WorldPoint[] | null {
  const n = points.length
  if (n < 3) return null
  let area = 0
  for (let i = 0; i < n; i++) {
    const a = points[i] as WorldPoint
    const b = points[(i + 1) % n] as WorldPoint
    area += a[0] * b[1] - b[0] * a[1]
  }
  const sign = area > 0 ? 1 : -1
  const lines = points.map((a, i) => {
    const b = points[(i + 1) % n] as WorldPoint
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1
    // Inward normal: left of the edge for a positive (counter-clockwise in y-up) winding.
    const nx = (-(b[1] - a[1]) / len) * sign * d
    const ny = ((b[0] - a[0]) / len) * sign * d
    return { x: a[0] + nx, y: a[1] + ny, dx: b[0] - a[0], dy: b[1] - a[1] }
  })
  const out: WorldPoint[] = []
  for (let i = 0; i < n; i++) {
    const p = lines[(i + n - 1) % n]
    const q = lines[i]
    if (!p || !q) return null
    const det = p.dx * q.dy - p.dy * q.dx
    if (Math.abs(det) < 1e-9) return null
    const t = ((q.x - p.x) * q.dy - (q.y - p.y) * q.dx) / det
    out.push(world(p.x + p.dx * t, p.y + p.dy * t))
  }
  // Moving every side inwards must keep the winding; a flipped result means it collapsed.
  let after = 0
  for (let i = 0; i < n; i++) {
    const a = out[i] as WorldPoint
    const b = out[(i + 1) % n] as WorldPoint
    after += a[0] * b[1] - b[0] * a[1]
  }
  return after * area > 0 && Math.abs(after) < Math.abs(area) ? out : null
}

/**
 * Where a shape's label goes: its area-weighted centroid, or, when that falls outside (the notch
 * of a U), the middle of the widest inside span of the horizontal line through it.
 */
export function labelPoint(polygon: readonly WorldPoint[]): WorldPoint {
  let a = 0
  let cx = 0
  let cy = 0
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const p = polygon[i]
    const q = polygon[j]
    if (!p || !q) continue
    const cross = q[0] * p[1] - p[0] * q[1]
    a += cross
    cx += (q[0] + p[0]) * cross
    cy += (q[1] + p[1]) * cross
  }
  const box = boxOf(polygon, world)
  if (Math.abs(a) < 1e-9) return world((box.min[0] + box.max[0]) / 2, (box.min[1] + box.max[1]) / 2)
  const centroid = world(cx / (3 * a), cy / (3 * a))
  if (pointInPolygon(centroid, polygon)) return centroid
  const y = centroid[1]
  const xs: number[] = []
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const p = polygon[i]
    const q = polygon[j]
    if (!p || !q || p[1] > y === q[1] > y) continue
    xs.push(p[0] + ((y - p[1]) * (q[0] - p[0])) / (q[1] - p[1]))
  }
  xs.sort((m, n) => m - n)
  let best = centroid
  let widest = 0
  for (let i = 0; i + 1 < xs.length; i += 2) {
    const span = (xs[i + 1] ?? 0) - (xs[i] ?? 0)
    if (span > widest) {
      widest = span
      best = world(((xs[i] ?? 0) + (xs[i + 1] ?? 0)) / 2, y)
    }
  }
  return best
}
