// The primitives a plan symbol is made of, in plan metres (y down), each with a style role that
// the canvas, the SVG and the PDF painters map to their own inks. Pure data, no drawing.

export type Pt = readonly [number, number]

/**
 * What a primitive stands for, so each painter picks its ink: `furniture`, `porcelain` and
 * `flight` are furniture fills (white, sanitary ware, a stair flight) outlined in the fine line;
 * the rest belong to walls and openings.
 */
export type ShapeRole =
  | 'furniture'
  | 'porcelain'
  | 'flight'
  | 'cut'
  | 'windowCut'
  | 'frame'
  | 'glass'
  | 'leaf'
  | 'entranceLeaf'
  | 'swing'
  | 'sliding'
  | 'arrow'
  | 'liftCross'
  | 'tread'
  | 'wall'
  | 'railing'
  | SectionTone
  | RoomTone

/** The section's own floor: the corridor and lift lobby, the stair and utility rooms, the lift. */
export type SectionTone = 'common' | 'core' | 'lift'

/** How a room's floor is toned: the painters give each tone their own ink. */
export type RoomTone = 'room' | 'hall' | 'wet' | 'store' | 'stair' | 'terrace'

/** Axis-aligned, from (x, y) to (x + w, y + h), corners rounded by `radius`. */
export interface RectShape {
  kind: 'rect'
  role: ShapeRole
  x: number
  y: number
  w: number
  h: number
  radius: number
}

export interface EllipseShape {
  kind: 'ellipse'
  role: ShapeRole
  cx: number
  cy: number
  rx: number
  ry: number
}

export interface LineShape {
  kind: 'line'
  role: ShapeRole
  a: Pt
  b: Pt
}

export interface PolygonShape {
  kind: 'polygon'
  role: ShapeRole
  points: readonly Pt[]
}

/** A circular arc round `centre` from `from` to `to`, `sweep` radians (positive: clockwise on screen). */
export interface ArcShape {
  kind: 'arc'
  role: ShapeRole
  centre: Pt
  r: number
  start: number
  sweep: number
  from: Pt
  to: Pt
}

export type Shape = RectShape | EllipseShape | LineShape | PolygonShape | ArcShape

export type Box = readonly [x0: number, y0: number, x1: number, y1: number]

/** The bounding box of one primitive (an arc by its sampled points), for tests and labels. */
export function shapeBox(s: Shape): Box {
  switch (s.kind) {
    case 'rect':
      return [s.x, s.y, s.x + s.w, s.y + s.h]
    case 'ellipse':
      return [s.cx - s.rx, s.cy - s.ry, s.cx + s.rx, s.cy + s.ry]
    case 'line':
      return pointsBox([s.a, s.b])
    case 'polygon':
      return pointsBox(s.points)
    case 'arc': {
      const steps = 16
      const points: Pt[] = []
      for (let i = 0; i <= steps; i++) {
        const t = s.start + (s.sweep * i) / steps
        points.push([s.centre[0] + s.r * Math.cos(t), s.centre[1] + s.r * Math.sin(t)])
      }
      return pointsBox(points)
    }
  }
}

export function pointsBox(points: readonly Pt[]): Box {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity]
  for (const [x, y] of points) {
    x0 = Math.min(x0, x)
    y0 = Math.min(y0, y)
    x1 = Math.max(x1, x)
    y1 = Math.max(y1, y)
  }
  return [x0, y0, x1, y1]
}
