// Renderer coordinate spaces, branded like engine/geometry.ts so they cannot be mixed:
// - WorldPoint: the current scene's drawing units (metres; site, plan or facade turned y-down).
// - ScreenPoint: CSS pixels from the canvas's top-left corner.
// - MinimapPoint: the minimap's design frame, 1490 x 1256 (the design's minimap).
// Pure constructors and small vector helpers only.

type Branded<Space extends string> = readonly [number, number] & { readonly __space: Space }

export type WorldPoint = Branded<'world'>
export type ScreenPoint = Branded<'screen'>
export type MinimapPoint = Branded<'minimap'>

export const world = (x: number, y: number) => [x, y] as unknown as WorldPoint
export const screen = (x: number, y: number) => [x, y] as unknown as ScreenPoint
export const minimapPoint = (x: number, y: number) => [x, y] as unknown as MinimapPoint

/** An axis-aligned box in one space. */
export interface Box<P> {
  readonly min: P
  readonly max: P
}

/** A rectangle in CSS pixels, as the DOM measures it. */
export interface ScreenRect {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** `b` grown by `m` on every side. */
export function growBox(b: Box<WorldPoint>, m: number): Box<WorldPoint> {
  return {
    min: world(b.min[0] - m, b.min[1] - m),
    max: world(b.max[0] + m, b.max[1] + m),
  }
}

export function boxOf<P extends readonly [number, number]>(
  points: Iterable<P>,
  make: (x: number, y: number) => P,
): Box<P> {
  let minX = Number.POSITIVE_INFINITY
  let minY = Number.POSITIVE_INFINITY
  let maxX = Number.NEGATIVE_INFINITY
  let maxY = Number.NEGATIVE_INFINITY
  for (const [x, y] of points) {
    if (x < minX) minX = x
    if (y < minY) minY = y
    if (x > maxX) maxX = x
    if (y > maxY) maxY = y
  }
  // An empty input is a zero box at the origin rather than infinities that poison camera maths.
  if (minX > maxX) return { min: make(0, 0), max: make(0, 0) }
  return { min: make(minX, minY), max: make(maxX, maxY) }
}

export function boxUnion<P extends readonly [number, number]>(
  boxes: readonly Box<P>[],
  make: (x: number, y: number) => P,
): Box<P> {
  return boxOf(
    boxes.flatMap((b) => [b.min, b.max]),
    make,
  )
}

/** Pixi's flat `[x0, y0, x1, y1, ...]` form of a polygon. */
export function flatten(points: readonly (readonly [number, number])[]): number[] {
  const out = new Array<number>(points.length * 2)
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as readonly [number, number]
    out[i * 2] = p[0]
    out[i * 2 + 1] = p[1]
  }
  return out
}

export const boxWidth = <P extends readonly [number, number]>(b: Box<P>) => b.max[0] - b.min[0]
export const boxHeight = <P extends readonly [number, number]>(b: Box<P>) => b.max[1] - b.min[1]
