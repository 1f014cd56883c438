// Axis-aligned rectangles in layout metres and the rectilinear polygons made from their unions.
// Pure arithmetic; every layout is drawn from these before it is placed on a floor.

export interface Rect {
  x0: number
  y0: number
  x1: number
  y1: number
}

export type XY = readonly [number, number]

export const rect = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 })

export const rectWidth = (r: Rect) => r.x1 - r.x0
export const rectHeight = (r: Rect) => r.y1 - r.y0
export const rectArea = (r: Rect) => rectWidth(r) * rectHeight(r)

export function inflate(r: Rect, left: number, top: number, right: number, bottom: number): Rect {
  return rect(r.x0 - left, r.y0 - top, r.x1 + right, r.y1 + bottom)
}

/** Overlap area; touching rectangles overlap by 0. */
export function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)
  return w > 0 && h > 0 ? w * h : 0
}

export function containsRect(outer: Rect, inner: Rect, tolerance = 1e-6): boolean {
  return (
    inner.x0 >= outer.x0 - tolerance &&
    inner.y0 >= outer.y0 - tolerance &&
    inner.x1 <= outer.x1 + tolerance &&
    inner.y1 <= outer.y1 + tolerance
  )
}

export const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * Outline of a union of touching or overlapping rectangles (one room may be an L or a T).
 * Compresses the coordinates to a grid, marks covered cells and walks the boundary edges.
 */
export function unionOutline(rects: readonly Rect[]): XY[] {
  const xs = [...new Set(rects.flatMap((r) => [r.x0, r.x1]))].sort((a, b) => a - b)
  const ys = [...new Set(rects.flatMap((r) => [r.y0, r.y1]))].sort((a, b) => a - b)
  const covered = (i: number, j: number) => {
    if (i < 0 || j < 0 || i >= xs.length - 1 || j >= ys.length - 1) return false
    const cx = ((xs[i] as number) + (xs[i + 1] as number)) / 2
    const cy = ((ys[j] as number) + (ys[j + 1] as number)) / 2
    return rects.some((r) => cx > r.x0 && cx < r.x1 && cy > r.y0 && cy < r.y1)
  }
  // Directed boundary edges keep the covered cell on their left in y-down screen space.
  const next = new Map<string, [number, number]>()
  const key = (i: number, j: number) => `${i},${j}`
  for (let i = 0; i < xs.length - 1; i++) {
    for (let j = 0; j < ys.length - 1; j++) {
      if (!covered(i, j)) continue
      if (!covered(i, j - 1)) next.set(key(i + 1, j), [i, j])
      if (!covered(i - 1, j)) next.set(key(i, j), [i, j + 1])
      if (!covered(i, j + 1)) next.set(key(i, j + 1), [i + 1, j + 1])
      if (!covered(i + 1, j)) next.set(key(i + 1, j + 1), [i + 1, j])
    }
  }
  const start = [...next.keys()].sort()[0]
  if (start === undefined) return []
  const loop: [number, number][] = []
  let at = start
  do {
    const [i, j] = at.split(',').map(Number) as [number, number]
    loop.push([i, j])
    const to = next.get(at)
    if (!to) throw new Error(`unionOutline: open boundary at ${at}`)
    at = key(to[0], to[1])
  } while (at !== start && loop.length <= next.size)
  if (loop.length !== next.size)
    throw new Error('unionOutline: rooms must be one piece without holes')
  // Drop the vertices where the boundary runs straight on.
  const corners = loop.filter((p, k) => {
    const prev = loop[(k + loop.length - 1) % loop.length] as [number, number]
    const after = loop[(k + 1) % loop.length] as [number, number]
    return !((prev[0] === p[0] && p[0] === after[0]) || (prev[1] === p[1] && p[1] === after[1]))
  })
  return corners.map(([i, j]) => [round2(xs[i] as number), round2(ys[j] as number)] as const)
}
