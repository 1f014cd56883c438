// Camera maths: world <-> screen, fitting a scene, zoom about a point, pan bounds, rubber banding.
// Pure: nothing here reads renderer state; callers pass the camera, viewport and scene bounds.

import { type Box, type ScreenPoint, screen, type WorldPoint, world } from './space'

/** The world point at the viewport's centre and the scale in CSS px per world unit. */
export interface Camera {
  readonly x: number
  readonly y: number
  readonly zoom: number
}

/** The canvas in CSS px. */
export interface Viewport {
  readonly width: number
  readonly height: number
  /**
   * How far down from the canvas's top the page's own controls lie over it, CSS px, where the page
   * says (its --canvas-covered-top; 0 where the view options have a band of their own above the
   * canvas). Absent where it does not: a frame then keeps its usual room above.
   */
  readonly coveredTop?: number
}

export interface ZoomLimits {
  readonly min: number
  readonly max: number
}

/** Space kept free around a fitted scene, CSS px (cards, minimap, the page's own buttons). */
export interface Insets {
  readonly top: number
  readonly right: number
  readonly bottom: number
  readonly left: number
}

export const NO_INSETS: Insets = { top: 0, right: 0, bottom: 0, left: 0 }

export function worldToScreen(c: Camera, vp: Viewport, p: WorldPoint): ScreenPoint {
  return screen((p[0] - c.x) * c.zoom + vp.width / 2, (p[1] - c.y) * c.zoom + vp.height / 2)
}

export function screenToWorld(c: Camera, vp: Viewport, p: ScreenPoint): WorldPoint {
  return world((p[0] - vp.width / 2) / c.zoom + c.x, (p[1] - vp.height / 2) / c.zoom + c.y)
}

/** The largest zoom at which `bounds` fits inside the viewport less the insets. */
export function fitZoom(bounds: Box<WorldPoint>, vp: Viewport, insets: Insets = NO_INSETS) {
  const w = Math.max(1e-6, bounds.max[0] - bounds.min[0])
  const h = Math.max(1e-6, bounds.max[1] - bounds.min[1])
  const availW = Math.max(1, vp.width - insets.left - insets.right)
  const availH = Math.max(1, vp.height - insets.top - insets.bottom)
  return Math.min(availW / w, availH / h)
}

/** Centres `bounds` in the inset area at the fitting zoom. */
export function fitCamera(bounds: Box<WorldPoint>, vp: Viewport, insets: Insets = NO_INSETS) {
  const zoom = fitZoom(bounds, vp, insets)
  const cx = (bounds.min[0] + bounds.max[0]) / 2
  const cy = (bounds.min[1] + bounds.max[1]) / 2
  // The inset area's centre is off the viewport centre by half the inset difference.
  const offX = (insets.left - insets.right) / 2
  const offY = (insets.top - insets.bottom) / 2
  return { x: cx - offX / zoom, y: cy - offY / zoom, zoom }
}

/**
 * Frames `box` at its fitting zoom and, where the inset area has room to spare along an axis,
 * slides it within that room so the view shows as little outside `context` as it can: a flat on
 * the floor's north wall rises to the top of a portrait stage, with its floor below it, instead of
 * sitting under a band of paper (the street side, where nothing is drawn). A view already inside
 * the context stays centred on its subject.
 */
export function frameCamera(
  box: Box<WorldPoint>,
  vp: Viewport,
  insets: Insets = NO_INSETS,
  context?: Box<WorldPoint>,
): Camera {
  const c = fitCamera(box, vp, insets)
  if (!context) return c
  const lean = (at: number, axis: 0 | 1, extent: number, inset: number) => {
    // Half the room to spare, and half the view, along the axis, world units.
    const spare = Math.max(0, (extent - inset) / c.zoom - (box.max[axis] - box.min[axis])) / 2
    const half = extent / c.zoom / 2
    const lo = context.min[axis] + half
    const hi = context.max[axis] - half
    const inside = lo <= hi ? Math.min(hi, Math.max(lo, at)) : (lo + hi) / 2
    return Math.min(at + spare, Math.max(at - spare, inside))
  }
  return {
    ...c,
    x: lean(c.x, 0, vp.width, insets.left + insets.right),
    y: lean(c.y, 1, vp.height, insets.top + insets.bottom),
  }
}

/** The world box a camera shows on a viewport. */
export function viewBox(c: Camera, vp: Viewport): Box<WorldPoint> {
  return {
    min: screenToWorld(c, vp, screen(0, 0)),
    max: screenToWorld(c, vp, screen(vp.width, vp.height)),
  }
}

/**
 * The box a camera may pan over: the scene's bounds, grown to all a framed camera shows. A plan
 * framed off-centre (beside the minimap card) on a stage barely wider than the scene's bounds was
 * pulled back to the middle by the pan clamp, under the card.
 */
export function panBounds(scene: Box<WorldPoint>, framed: Camera, vp: Viewport): Box<WorldPoint> {
  const v = viewBox(framed, vp)
  return {
    min: world(Math.min(scene.min[0], v.min[0]), Math.min(scene.min[1], v.min[1])),
    max: world(Math.max(scene.max[0], v.max[0]), Math.max(scene.max[1], v.max[1])),
  }
}

export const clampZoom = (zoom: number, limits: ZoomLimits) =>
  Math.min(limits.max, Math.max(limits.min, zoom))

/**
 * Keeps the scene on screen: along each axis the camera centre may move only while the scene's
 * edge stays within `margin` px of the viewport's edge; a scene smaller than the view is centred.
 */
export function clampCamera(c: Camera, bounds: Box<WorldPoint>, vp: Viewport, margin = 0): Camera {
  const axis = (centre: number, lo: number, hi: number, span: number) => {
    const half = span / 2 / c.zoom
    const slack = margin / c.zoom
    const from = lo + half - slack
    const to = hi - half + slack
    return from > to ? (lo + hi) / 2 : Math.min(to, Math.max(from, centre))
  }
  return {
    x: axis(c.x, bounds.min[0], bounds.max[0], vp.width),
    y: axis(c.y, bounds.min[1], bounds.max[1], vp.height),
    zoom: c.zoom,
  }
}

/** Zooms by `factor` keeping the world point under `at` where it is on screen. */
export function zoomAt(
  c: Camera,
  vp: Viewport,
  at: ScreenPoint,
  factor: number,
  limits: ZoomLimits,
): Camera {
  const zoom = clampZoom(c.zoom * factor, limits)
  const anchor = screenToWorld(c, vp, at)
  return {
    x: anchor[0] - (at[0] - vp.width / 2) / zoom,
    y: anchor[1] - (at[1] - vp.height / 2) / zoom,
    zoom,
  }
}

/** Moves the picture by a screen delta: dragging right shows what is to the left. */
export function panBy(c: Camera, dx: number, dy: number): Camera {
  return { x: c.x - dx / c.zoom, y: c.y - dy / c.zoom, zoom: c.zoom }
}

/**
 * A zoom past its limit gives way less and less (the feel of iOS scroll views): the excess ratio
 * is raised to `give` (0.3), so asking for half the minimum shows 0.5^0.3 = 0.81 of it.
 */
export function rubberZoom(requested: number, limits: ZoomLimits, give = 0.3): number {
  if (requested < limits.min) return limits.min * (requested / limits.min) ** give
  if (requested > limits.max) return limits.max * (requested / limits.max) ** give
  return requested
}

/** Linear in position, geometric in zoom, so a zoom tween feels even at every step. */
export function lerpCamera(a: Camera, b: Camera, t: number): Camera {
  return {
    x: a.x + (b.x - a.x) * t,
    y: a.y + (b.y - a.y) * t,
    zoom: a.zoom * (b.zoom / a.zoom) ** t,
  }
}

export function sameCamera(a: Camera, b: Camera, epsilon = 1e-6): boolean {
  return (
    Math.abs(a.x - b.x) < epsilon &&
    Math.abs(a.y - b.y) < epsilon &&
    Math.abs(a.zoom - b.zoom) < epsilon * Math.max(1, a.zoom)
  )
}

/** The middle of `box` cut to the canvas's shape: a picture that fills the canvas edge to edge. */
export function cropToViewport(box: Box<WorldPoint>, vp: Viewport): Box<WorldPoint> {
  const bw = box.max[0] - box.min[0]
  const bh = box.max[1] - box.min[1]
  const aspect = vp.width / vp.height
  const w = Math.min(bw, bh * aspect)
  const h = Math.min(bh, bw / aspect)
  const cx = (box.min[0] + box.max[0]) / 2
  const cy = (box.min[1] + box.max[1]) / 2
  return { min: world(cx - w / 2, cy - h / 2), max: world(cx + w / 2, cy + h / 2) }
}
