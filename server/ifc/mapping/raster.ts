// The union of many polygons as one outline: a storey's envelope (its walls and spaces) and a
// flat's (its rooms grown by the walls round them). The polygons are painted on a grid of 5 cm
// cells, grown or clipped there, and the grid's outer edge traced and straightened. Exact to a
// cell, whatever the shapes: walls at any angle, L-shaped flats, curved bays. Pure.

import { pointsBox } from '../../../engine/planShapes/shapes'
import { contains } from '../../catalogue/geometry/polygons'

type P = readonly [number, number]

export interface Grid {
  x0: number
  y0: number
  cols: number
  rows: number
  cell: number
  on: Uint8Array
}

export const CELL = 0.05

/** An empty grid covering `box` [x0, y0, x1, y1] with a margin of `margin` metres. */
export function gridOver(box: readonly number[], margin: number, cell = CELL): Grid {
  const [bx0 = 0, by0 = 0, bx1 = 0, by1 = 0] = box
  const x0 = bx0 - margin
  const y0 = by0 - margin
  const cols = Math.max(1, Math.ceil((bx1 - bx0 + 2 * margin) / cell))
  const rows = Math.max(1, Math.ceil((by1 - by0 + 2 * margin) / cell))
  return { x0, y0, cols, rows, cell, on: new Uint8Array(cols * rows) }
}

export function boxOfPolygons(
  polygons: readonly (readonly P[])[],
): readonly [number, number, number, number] {
  return pointsBox(polygons.flat())
}

/** Turns on every cell whose centre lies in the polygon (scanline, even-odd). */
export function paint(grid: Grid, poly: readonly P[]): void {
  if (poly.length < 3) return
  const { x0, y0, cols, rows, cell, on } = grid
  const xs: number[] = []
  for (let r = 0; r < rows; r++) {
    const y = y0 + (r + 0.5) * cell
    xs.length = 0
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const [xi, yi] = poly[i] as P
      const [xj, yj] = poly[j] as P
      if (yi > y !== yj > y) xs.push(xi + ((y - yi) * (xj - xi)) / (yj - yi))
    }
    xs.sort((a, b) => a - b)
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = Math.max(0, Math.ceil(((xs[k] as number) - x0) / cell - 0.5))
      const to = Math.min(cols - 1, Math.floor(((xs[k + 1] as number) - x0) / cell - 0.5))
      for (let c = from; c <= to; c++) on[r * cols + c] = 1
    }
  }
}

/** Grows the set by `metres` in every direction (a square brush, so corners stay square). */
export function grow(grid: Grid, metres: number): void {
  const k = Math.round(metres / grid.cell)
  if (k <= 0) return
  const { cols, rows, on } = grid
  const row = new Uint8Array(on.length)
  // Along each row, then along each column of that: the brush's two sides.
  smear(on, row, k, { lines: rows, length: cols, lineStride: cols, step: 1 })
  smear(row, on, k, { lines: cols, length: rows, lineStride: 1, step: cols })
}

/** One side of the brush: a cell of `to` is on where `from` is within `k` cells along its line. */
function smear(
  from: Uint8Array,
  to: Uint8Array,
  k: number,
  axis: { lines: number; length: number; lineStride: number; step: number },
): void {
  const { lines, length, lineStride, step } = axis
  for (let a = 0; a < lines; a++)
    for (let i = 0; i < length; i++) {
      let hit = 0
      for (let d = Math.max(0, i - k); d <= Math.min(length - 1, i + k) && !hit; d++)
        hit = from[a * lineStride + d * step] as number
      to[a * lineStride + i * step] = hit
    }
}

/** Keeps only cells also on in `mask` (same frame). */
export function clip(grid: Grid, mask: Grid): void {
  for (let i = 0; i < grid.on.length; i++) if (!mask.on[i]) grid.on[i] = 0
}

/** Fills enclosed holes: cells not reachable from the border through off cells. */
export function fillHoles(grid: Grid): void {
  const { cols, rows, on } = grid
  const outside = new Uint8Array(on.length)
  const stack: number[] = []
  const push = (r: number, c: number) => {
    if (r < 0 || c < 0 || r >= rows || c >= cols) return
    const i = r * cols + c
    if (on[i] || outside[i]) return
    outside[i] = 1
    stack.push(i)
  }
  for (let c = 0; c < cols; c++) {
    push(0, c)
    push(rows - 1, c)
  }
  for (let r = 0; r < rows; r++) {
    push(r, 0)
    push(r, cols - 1)
  }
  while (stack.length > 0) {
    const i = stack.pop() as number
    const [r, c] = [Math.floor(i / cols), i % cols]
    push(r + 1, c)
    push(r - 1, c)
    push(r, c + 1)
    push(r, c - 1)
  }
  for (let i = 0; i < on.length; i++) if (!outside[i]) on[i] = 1
}

/**
 * The outer boundary of the largest connected set of cells, along cell edges, then straightened
 * (Douglas-Peucker within `tolerance` m). Clockwise on screen (y down).
 */
export function trace(grid: Grid, tolerance = 0.04): P[] {
  const { cols, rows, on, x0, y0, cell } = grid
  const at = (r: number, c: number) =>
    r >= 0 && c >= 0 && r < rows && c < cols && on[r * cols + c] === 1
  // The first cell in reading order of the largest component starts the walk.
  const start = largestComponentStart(grid)
  if (start < 0) return []
  const sr = Math.floor(start / cols)
  const sc = start % cols
  // Walk the boundary with the cell on the left (square tracing over vertices of the grid).
  // Vertex (r, c) is the top-left corner of cell (r, c). Start at the top-left corner of the
  // start cell heading right (the cell above it is off).
  const points: P[] = []
  let [r, c] = [sr, sc]
  let dir = 0 // 0 right, 1 down, 2 left, 3 up (screen: r grows down)
  const dr = [0, 1, 0, -1]
  const dc = [1, 0, -1, 0]
  const limit = 4 * (cols + 1) * (rows + 1)
  for (let step = 0; step < limit; step++) {
    points.push([x0 + c * cell, y0 + r * cell])
    // Cells ahead-left and ahead-right of the edge leaving vertex (r, c) in direction d.
    const leftCell = (d: number): boolean => {
      // With the shape on the right of travel (clockwise on screen with r down).
      switch (d) {
        case 0:
          return at(r - 1, c)
        case 1:
          return at(r, c)
        case 2:
          return at(r, c - 1)
        default:
          return at(r - 1, c - 1)
      }
    }
    const rightCell = (d: number): boolean => {
      switch (d) {
        case 0:
          return at(r, c)
        case 1:
          return at(r, c - 1)
        case 2:
          return at(r - 1, c - 1)
        default:
          return at(r - 1, c)
      }
    }
    // Hug the shape: prefer a right turn, then straight on, then left (4-connected, like the labels).
    let moved = false
    for (const turn of [1, 0, 3]) {
      const d = (dir + turn) % 4
      if (rightCell(d) && !leftCell(d)) {
        dir = d
        r += dr[d] as number
        c += dc[d] as number
        moved = true
        break
      }
    }
    if (!moved || (r === sr && c === sc)) break
  }
  return simplify(collinearOut(points), tolerance)
}

function largestComponentStart(grid: Grid): number {
  const { cols, rows, on } = grid
  const label = new Int32Array(on.length).fill(-1)
  let best = -1
  let bestSize = 0
  for (let i = 0; i < on.length; i++) {
    if (!on[i] || (label[i] as number) >= 0) continue
    let size = 0
    const stack = [i]
    label[i] = i
    while (stack.length > 0) {
      const j = stack.pop() as number
      size += 1
      const [r, c] = [Math.floor(j / cols), j % cols]
      for (const [rr, cc] of [
        [r + 1, c],
        [r - 1, c],
        [r, c + 1],
        [r, c - 1],
      ] as const) {
        if (rr < 0 || cc < 0 || rr >= rows || cc >= cols) continue
        const k = rr * cols + cc
        if (on[k] && (label[k] as number) < 0) {
          label[k] = i
          stack.push(k)
        }
      }
    }
    if (size > bestSize) {
      bestSize = size
      best = i
    }
  }
  return best
}

function collinearOut(points: P[]): P[] {
  return points.filter((p, i) => {
    const a = points[(i + points.length - 1) % points.length] as P
    const b = points[(i + 1) % points.length] as P
    return Math.abs((p[0] - a[0]) * (b[1] - a[1]) - (p[1] - a[1]) * (b[0] - a[0])) > 1e-9
  })
}

/** Douglas-Peucker on a closed ring. */
export function simplify(ring: readonly P[], tolerance: number): P[] {
  if (ring.length <= 4) return [...ring]
  // Split at the point farthest from the first, so the ring's two halves are open chains.
  const first = ring[0] as P
  let far = 0
  let farD = -1
  ring.forEach((p, i) => {
    const d = Math.hypot(p[0] - first[0], p[1] - first[1])
    if (d > farD) {
      farD = d
      far = i
    }
  })
  const a = chain(ring.slice(0, far + 1), tolerance)
  const b = chain([...ring.slice(far), first], tolerance)
  return [...a.slice(0, -1), ...b.slice(0, -1)]
}

function chain(points: P[], tolerance: number): P[] {
  if (points.length < 3) return points
  const a = points[0] as P
  const b = points[points.length - 1] as P
  let index = 0
  let max = -1
  for (let i = 1; i < points.length - 1; i++) {
    const d = segmentDistance(points[i] as P, a, b)
    if (d > max) {
      max = d
      index = i
    }
  }
  if (max <= tolerance) return [a, b]
  return [
    ...chain(points.slice(0, index + 1), tolerance).slice(0, -1),
    ...chain(points.slice(index), tolerance),
  ]
}

function segmentDistance(p: P, a: P, b: P): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]]
  const len = dx * dx + dy * dy
  const t =
    len === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len))
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)
}

/** True when the point lies in any of the polygons. */
export const inAny = (polygons: readonly (readonly P[])[], p: P): boolean =>
  polygons.some((poly) => contains(poly, p))
