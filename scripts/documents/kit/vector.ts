// Vector drawing inside a frame whose coordinates run from its top-left corner, y down, as in SVG:
// filled polygons, stroked polylines with round joins, and many circles in one path. The maps and
// the master plan use it so they stay sharp at any zoom and cost kilobytes, not megabytes.

import {
  clip,
  endPath,
  LineCapStyle,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  type RGB,
  rectangle,
} from 'pdf-lib'
import { H } from './slide'

export type Pt = readonly [number, number]

const n = (v: number) => (Math.round(v * 100) / 100).toString()

export function polygonPath(points: readonly Pt[]): string {
  return `${points.map((p, i) => `${i ? 'L' : 'M'}${n(p[0])} ${n(p[1])}`).join('')}Z`
}

/** The rectangle from the origin to (width, height): a whole canvas's background. */
export function rectPath(width: number, height: number): string {
  return polygonPath([
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ])
}

export function polylinePath(points: readonly Pt[]): string {
  return points.map((p, i) => `${i ? 'L' : 'M'}${n(p[0])} ${n(p[1])}`).join('')
}

/** Circles as four cubic curves each: far cheaper for pdf-lib to parse than SVG arcs. */
export function circlesPath(circles: readonly { at: Pt; r: number }[]): string {
  const k = 0.5523
  return circles
    .map(({ at: [x, y], r }) => {
      const c = r * k
      return (
        `M${n(x + r)} ${n(y)}` +
        `C${n(x + r)} ${n(y + c)} ${n(x + c)} ${n(y + r)} ${n(x)} ${n(y + r)}` +
        `C${n(x - c)} ${n(y + r)} ${n(x - r)} ${n(y + c)} ${n(x - r)} ${n(y)}` +
        `C${n(x - r)} ${n(y - c)} ${n(x - c)} ${n(y - r)} ${n(x)} ${n(y - r)}` +
        `C${n(x + c)} ${n(y - r)} ${n(x + r)} ${n(y - c)} ${n(x + r)} ${n(y)}Z`
      )
    })
    .join('')
}

/** A drawing surface: a rectangle of the page, in points from its top-left corner. */
export class Canvas {
  constructor(
    readonly page: PDFPage,
    readonly left: number,
    readonly top: number,
    readonly width: number,
    readonly height: number,
  ) {}

  /** Everything drawn inside `draw` is clipped to the frame. */
  clipped(draw: () => void) {
    this.page.pushOperators(
      pushGraphicsState(),
      rectangle(this.left, H - this.top - this.height, this.width, this.height),
      clip(),
      endPath(),
    )
    draw()
    this.page.pushOperators(popGraphicsState())
  }

  fill(path: string, color: RGB, opacity = 1) {
    this.page.drawSvgPath(path, { x: this.left, y: H - this.top, color, opacity })
  }

  outline(
    path: string,
    color: RGB,
    width: number,
    opts: { dash?: number[]; opacity?: number } = {},
  ) {
    this.page.drawSvgPath(path, {
      x: this.left,
      y: H - this.top,
      borderColor: color,
      borderWidth: width,
      borderOpacity: opts.opacity ?? 1,
      borderLineCap: LineCapStyle.Round,
      ...(opts.dash ? { borderDashArray: opts.dash } : {}),
    })
  }

  fillAndOutline(path: string, fill: RGB, stroke: RGB, width: number) {
    this.page.drawSvgPath(path, {
      x: this.left,
      y: H - this.top,
      color: fill,
      borderColor: stroke,
      borderWidth: width,
    })
  }
}
