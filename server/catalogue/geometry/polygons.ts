// Polygon arithmetic the geometry is checked with: area, point in polygon, and the overlap of any
// polygon with a convex one (Sutherland-Hodgman). Pure; coordinates in any one space.

type P = readonly [number, number]

/** Shoelace area, positive for either orientation. */
export const area = (poly: readonly P[]): number => Math.abs(signedArea(poly))

/** True inside or within `tolerance` of the boundary. */
export function contains(poly: readonly P[], p: P, tolerance = 1e-6): boolean {
  let hit = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] as P
    const [xj, yj] = poly[j] as P
    if (distanceToSegment(p, [xi, yi], [xj, yj]) <= tolerance) return true
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) hit = !hit
  }
  return hit
}

export function distanceToSegment(p: P, a: P, b: P): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]]
  const t = Math.max(
    0,
    Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)),
  )
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)
}

export function distanceToPolygon(poly: readonly P[], p: P): number {
  if (contains(poly, p)) return 0
  return Math.min(...poly.map((a, i) => distanceToSegment(p, a, poly[(i + 1) % poly.length] as P)))
}

/** The part of `subject` inside the convex polygon `clip`. */
export function clipConvex(subject: readonly P[], clip: readonly P[]): P[] {
  const orientation = Math.sign(signedArea(clip))
  let output: P[] = [...subject]
  for (let i = 0; i < clip.length && output.length > 0; i++) {
    const a = clip[i] as P
    const b = clip[(i + 1) % clip.length] as P
    const inside = (p: P) =>
      orientation * ((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])) >= 0
    const input = output
    output = []
    for (let k = 0; k < input.length; k++) {
      const current = input[k] as P
      const previous = input[(k + input.length - 1) % input.length] as P
      if (inside(current)) {
        if (!inside(previous)) output.push(intersect(previous, current, a, b))
        output.push(current)
      } else if (inside(previous)) output.push(intersect(previous, current, a, b))
    }
  }
  return output
}

export const overlap = (subject: readonly P[], convex: readonly P[]) =>
  area(clipConvex(subject, convex))

/** Positive for a counter-clockwise polygon (y up), negative for a clockwise one. */
export function signedArea(poly: readonly P[]): number {
  let twice = 0
  for (let i = 0; i < poly.length; i++) {
    const [x0, y0] = poly[i] as P
    const [x1, y1] = poly[(i + 1) % poly.length] as P
    twice += x0 * y1 - x1 * y0
  }
  return twice / 2
}

function intersect(p: P, q: P, a: P, b: P): P {
  const [x1, y1, x2, y2, x3, y3, x4, y4] = [p[0], p[1], q[0], q[1], a[0], a[1], b[0], b[1]]
  const d = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4)
  const t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / d
  return [x1 + t * (x2 - x1), y1 + t * (y2 - y1)]
}

/** The corners of a furniture item or any box given by centre, size and quarter turn. */
export function boxCorners(at: P, size: readonly [number, number], angle: number): P[] {
  const [w, d] = angle % 180 === 0 ? size : [size[1], size[0]]
  return [
    [at[0] - w / 2, at[1] - d / 2],
    [at[0] - w / 2, at[1] + d / 2],
    [at[0] + w / 2, at[1] + d / 2],
    [at[0] + w / 2, at[1] - d / 2],
  ]
}
