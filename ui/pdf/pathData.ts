// SVG path data for the sheet, built in source units (metres, percent) and written in page points
// through an affine map. Arcs and ellipses become cubic Béziers before the map, so a mirrored or
// turned plan stays exact and both pdf-lib and SVG read the same M/L/C/Z subset. Pure.

import type { Shape } from '../../engine/planShapes'

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

  /** A rectangle with its corners rounded by `r` (clamped to half the shorter side). */
  roundRect(x: number, y: number, w: number, h: number, radius: number): this {
    const r = Math.min(radius, w / 2, h / 2)
    if (r <= 0) return this.rect(x, y, w, h)
    const k = r * (1 - KAPPA)
    const [x1, y1] = [x + w, y + h]
    return this.move([x + r, y])
      .line([x1 - r, y])
      .curve([x1 - k, y], [x1, y + k], [x1, y + r])
      .line([x1, y1 - r])
      .curve([x1, y1 - k], [x1 - k, y1], [x1 - r, y1])
      .line([x + r, y1])
      .curve([x + k, y1], [x, y1 - k], [x, y1 - r])
      .line([x, y + r])
      .curve([x, y + k], [x + k, y], [x + r, y])
      .close()
  }

  /** A circular arc round `centre` from angle `start` through `sweep`, in Béziers of ≤ 90°. */
  arc([cx, cy]: Point, r: number, start: number, sweep: number): this {
    const n = Math.max(1, Math.ceil(Math.abs(sweep) / (Math.PI / 2) - 1e-9))
    const step = sweep / n
    const h = (4 / 3) * Math.tan(step / 4) * r
    const p = (t: number): Point => [cx + r * Math.cos(t), cy + r * Math.sin(t)]
    this.move(p(start))
    for (let i = 0; i < n; i++) {
      const [a, b] = [start + i * step, start + (i + 1) * step]
      const [pa, pb] = [p(a), p(b)]
      this.curve(
        [pa[0] - h * Math.sin(a), pa[1] + h * Math.cos(a)],
        [pb[0] + h * Math.sin(b), pb[1] - h * Math.cos(b)],
        pb,
      )
    }
    return this
  }

  /** One plan primitive of engine/planShapes. */
  shape(s: Shape): this {
    switch (s.kind) {
      case 'rect':
        return this.roundRect(s.x, s.y, s.w, s.h, s.radius)
      case 'ellipse':
        return this.ellipse([s.cx, s.cy], s.rx, s.ry)
      case 'line':
        return this.move(s.a).line(s.b)
      case 'polygon':
        return this.polygon(s.points)
      case 'arc':
        return this.arc(s.centre, s.r, s.start, s.sweep)
    }
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
