// SVG path data for the sheet, built in source units (metres, percent) and written in page points
// through an affine map. Arcs and ellipses become cubic Béziers before the map, so a mirrored or
// turned plan stays exact and both pdf-lib and SVG read the same M/L/C/Z subset. Pure.

export type Point = readonly [number, number]

/** SVG matrix order, as engine/geometry's Placement: X = a·x + c·y + e, Y = b·x + d·y + f. */
export type Affine = readonly [a: number, b: number, c: number, d: number, e: number, f: number]

export const IDENTITY: Affine = [1, 0, 0, 1, 0, 0]

export function apply(m: Affine, [x, y]: Point): Point {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]]
}

/** `outer ∘ inner`: first inner, then outer. */
export function compose(outer: Affine, inner: Affine): Affine {
  const [a, b, c, d, e, f] = outer
  const [p, q, r, s, t, u] = inner
  return [
    a * p + c * q,
    b * p + d * q,
    a * r + c * s,
    b * r + d * s,
    a * t + c * u + e,
    b * t + d * u + f,
  ]
}

/** Uniform scale `k` with (x0, y0) of the source landing on (left, top) of the page. */
export function placeAt(k: number, [x0, y0]: Point, [left, top]: Point): Affine {
  return [k, 0, 0, k, left - k * x0, top - k * y0]
}

export interface Bounds {
  minX: number
  minY: number
  maxX: number
  maxY: number
}

export function boundsOf(points: Iterable<Point>): Bounds {
  const b = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity }
  for (const [x, y] of points) {
    b.minX = Math.min(b.minX, x)
    b.minY = Math.min(b.minY, y)
    b.maxX = Math.max(b.maxX, x)
    b.maxY = Math.max(b.maxY, y)
  }
  return b
}

/** Two decimals of a point is a hundredth of a millimetre on paper: finer only grows the file. */
export const num = (n: number): string => String(Math.round(n * 100) / 100)

// The handle length that makes a cubic Bézier follow a quarter circle.
const KAPPA = 0.5522847498

export class PathData {
  private readonly parts: string[] = []

  constructor(private readonly m: Affine = IDENTITY) {}

  private at(p: Point): string {
    const [x, y] = apply(this.m, p)
    return `${num(x)} ${num(y)}`
  }

  move(p: Point): this {
    this.parts.push(`M${this.at(p)}`)
    return this
  }

  line(p: Point): this {
    this.parts.push(`L${this.at(p)}`)
    return this
  }

  curve(c1: Point, c2: Point, p: Point): this {
    this.parts.push(`C${this.at(c1)} ${this.at(c2)} ${this.at(p)}`)
    return this
  }

  close(): this {
    this.parts.push('Z')
    return this
  }

  polyline(points: readonly Point[]): this {
    points.forEach((p, i) => {
      if (i === 0) this.move(p)
      else this.line(p)
    })
    return this
  }

  polygon(points: readonly Point[]): this {
    if (points.length > 1) this.polyline(points).close()
    return this
  }

  rect(x: number, y: number, w: number, h: number): this {
    return this.polygon([
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ])
  }

  /** A quarter arc round `centre` from `from` to `to` (both at the same radius, 90° apart). */
  quarterArc(centre: Point, from: Point, to: Point): this {
    const c1: Point = [from[0] + KAPPA * (to[0] - centre[0]), from[1] + KAPPA * (to[1] - centre[1])]
    const c2: Point = [to[0] + KAPPA * (from[0] - centre[0]), to[1] + KAPPA * (from[1] - centre[1])]
    return this.move(from).curve(c1, c2, to)
  }

  ellipse([cx, cy]: Point, rx: number, ry: number): this {
    const p = (dx: number, dy: number): Point => [cx + dx, cy + dy]
    const [kx, ky] = [rx * KAPPA, ry * KAPPA]
    return this.move(p(rx, 0))
      .curve(p(rx, ky), p(kx, ry), p(0, ry))
      .curve(p(-kx, ry), p(-rx, ky), p(-rx, 0))
      .curve(p(-rx, -ky), p(-kx, -ry), p(0, -ry))
      .curve(p(kx, -ry), p(rx, -ky), p(rx, 0))
      .close()
  }

  get empty(): boolean {
    return this.parts.length === 0
  }

  toString(): string {
    return this.parts.join('')
  }
}
