// The three outputs of a flat plan agree by construction: every layout's walls, rooms, doors,
// windows and furniture painted through the canvas painter (into a recording stand-in for a Pixi
// Graphics), written as SVG for the thumbnails and as PDF path data, give back the same
// primitives as engine/planShapes, compared box by box. Lives here because only a test outside
// renderer/, server/ and ui/ may import all three.

import { describe, expect, it } from 'vitest'
import type { Door, FlatLevel, Furniture, Window } from '../../engine/geometry'
import {
  type Box,
  doorShapes,
  entranceArrow,
  furnitureShapes,
  levelShapes,
  type Shape,
  shapeBox,
  windowShapes,
} from '../../engine/planShapes'
import { drawFurniture, FURNITURE_SCALE } from '../../renderer/plan/furniture'
import { drawDoor, drawWindow } from '../../renderer/plan/openings'
import { resortModel } from '../../server/catalogue/resort'
import { furnitureShape } from '../../server/catalogue/draw/furnitureSvg'
import { openingsSvg } from '../../server/catalogue/draw/planSvg'
import { IDENTITY } from '../../ui/pdf/pathData'
import { furniturePath } from '../../ui/pdf/furnitureShapes'
import { levelPaths } from '../../ui/pdf/planDrawing'

type P = readonly [number, number]

/** Both outputs write hundredths of a metre; SVG rounds a symbol and its placing separately. */
const TOLERANCE = 0.021

/** Boxes of the points of each subpath: what a painter drew, primitive by primitive. */
class Boxes {
  readonly boxes: Box[] = []
  private points: P[] = []

  start(p: P) {
    this.end()
    this.points = [p]
  }

  add(p: P) {
    this.points.push(p)
  }

  end() {
    if (this.points.length === 0) return
    const xs = this.points.map((p) => p[0])
    const ys = this.points.map((p) => p[1])
    this.boxes.push([Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)])
    this.points = []
  }

  whole(box: Box) {
    this.end()
    this.boxes.push(box)
  }
}

/** Stands in for a Pixi Graphics: records each traced primitive's box, scaled to metres. */
function recordingGraphics(k: number) {
  const r = new Boxes()
  const at = (x: number, y: number): P => [x * k, y * k]
  const g = {
    roundRect: (x: number, y: number, w: number, h: number) => {
      r.whole([x * k, y * k, (x + w) * k, (y + h) * k])
      return g
    },
    ellipse: (x: number, y: number, rx: number, ry: number) => {
      r.whole([(x - rx) * k, (y - ry) * k, (x + rx) * k, (y + ry) * k])
      return g
    },
    poly: (flat: number[]) => {
      r.end()
      for (let i = 0; i < flat.length; i += 2) r.add(at(flat[i] ?? 0, flat[i + 1] ?? 0))
      r.end()
      return g
    },
    moveTo: (x: number, y: number) => {
      r.start(at(x, y))
      return g
    },
    lineTo: (x: number, y: number) => {
      r.add(at(x, y))
      return g
    },
    arc: (cx: number, cy: number, radius: number, a0: number, a1: number) => {
      for (let i = 0; i <= 32; i++) {
        const t = a0 + ((a1 - a0) * i) / 32
        r.add(at(cx + radius * Math.cos(t), cy + radius * Math.sin(t)))
      }
      return g
    },
    fill: () => g,
    stroke: () => g,
  }
  const boxes = () => {
    r.end()
    return r.boxes
  }
  return { g: g as never, boxes }
}

/** Path data (M, L, H, V, C, A, Z) as subpath boxes; curves sampled, arcs by their ends (quadrants). */
function pathBoxes(d: string, r = new Boxes()): Box[] {
  let last: P = [0, 0]
  for (const [, op, args] of d.matchAll(/([MLHVCAZ])([^MLHVCAZ]*)/g)) {
    const n = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number)
    if (op === 'H' || op === 'V') {
      last = op === 'H' ? [n[0] ?? 0, last[1]] : [last[0], n[0] ?? 0]
      r.add(last)
    } else if (op === 'M' || op === 'L' || op === 'A') {
      // An arc's end point is its last two numbers.
      const end: P = [n[n.length - 2] ?? 0, n[n.length - 1] ?? 0]
      if (op === 'M') r.start(end)
      else r.add(end)
      last = end
    } else if (op === 'C') {
      const [x1, y1, x2, y2, x3, y3] = n as [number, number, number, number, number, number]
      for (let i = 1; i <= 32; i++) {
        const t = i / 32
        const u = 1 - t
        r.add([
          u * u * u * last[0] + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
          u * u * u * last[1] + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3,
        ])
      }
      last = [x3, y3]
    }
  }
  r.end()
  return r.boxes
}

const attr = (el: string, name: string) => Number(el.match(new RegExp(` ${name}="([^"]+)"`))?.[1])

/** An SVG fragment's primitives as boxes: elements whole, paths by subpath. */
function svgBoxes(svg: string): Box[] {
  const boxes: Box[] = []
  for (const [el, tag] of svg.matchAll(/<(rect|circle|ellipse|polygon|path)\b[^>]*>/g)) {
    if (tag === 'rect') {
      const [x, y] = [attr(el, 'x'), attr(el, 'y')]
      boxes.push([x, y, x + attr(el, 'width'), y + attr(el, 'height')])
    } else if (tag === 'circle' || tag === 'ellipse') {
      const [cx, cy] = [attr(el, 'cx'), attr(el, 'cy')]
      const rx = tag === 'circle' ? attr(el, 'r') : attr(el, 'rx')
      const ry = tag === 'circle' ? attr(el, 'r') : attr(el, 'ry')
      boxes.push([cx - rx, cy - ry, cx + rx, cy + ry])
    } else if (tag === 'polygon') {
      const points = (el.match(/points="([^"]+)"/)?.[1] ?? '').replace(/ /g, 'L')
      boxes.push(...pathBoxes(`M${points.replace(/,/g, ' ')}`))
    } else boxes.push(...pathBoxes(el.match(/ d="([^"]+)"/)?.[1] ?? ''))
  }
  return boxes
}

/** Where <use transform="translate(at) rotate(angle)"> puts a box of the symbol's frame. */
function placedBox(box: Box, item: Furniture<P>): Box {
  const a = (item.angle * Math.PI) / 180
  const [c, s] = [Math.round(Math.cos(a)), Math.round(Math.sin(a))]
  const corners = [
    [box[0], box[1]],
    [box[2], box[3]],
  ].map(([x = 0, y = 0]) => [item.at[0] + x * c - y * s, item.at[1] + x * s + y * c] as const)
  const xs = corners.map((p) => p[0])
  const ys = corners.map((p) => p[1])
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]
}

/** Every expected box finds its own drawn box within the tolerance, and nothing is left over. */
function expectSameBoxes(drawn: readonly Box[], expected: readonly Box[], what: string) {
  const free = [...drawn]
  const missing: Box[] = []
  for (const box of expected) {
    const i = free.findIndex((d) => d.every((v, j) => Math.abs(v - (box[j] ?? 0)) <= TOLERANCE))
    if (i < 0) missing.push(box)
    else free.splice(i, 1)
  }
  expect({ what, missing, extra: free }).toEqual({ what, missing: [], extra: [] })
}

const boxesOf = (shapes: readonly Shape[]) => shapes.map(shapeBox)

const levels = resortModel()
  .layouts.all()
  .flatMap((layout) =>
    layout.levels.map((level) => [`${layout.plan} level ${level.level}`, level] as const),
  )

describe('one flat plan, three outputs', () => {
  it.each(levels)(
    '%s: each furniture symbol is the same on the canvas, in SVG and in PDF',
    (_, level) => {
      for (const item of level.furniture) {
        const expected = boxesOf(furnitureShapes(item))
        const canvas = recordingGraphics(FURNITURE_SCALE)
        drawFurniture(canvas.g, item)
        expectSameBoxes(canvas.boxes(), expected, `canvas ${item.kind}`)
        const svg = svgBoxes(furnitureShape(item)).map((b) => placedBox(b, item))
        expectSameBoxes(svg, expected, `svg ${item.kind}`)
        expectSameBoxes(pathBoxes(furniturePath(item, IDENTITY)), expected, `pdf ${item.kind}`)
      }
    },
  )

  it.each(levels)(
    '%s: doors and windows are the same on the canvas, in SVG and in PDF',
    (_, level) => {
      const doors: readonly Door<P>[] = level.doors
      const windows: readonly Window<P>[] = level.windows
      const expected = boxesOf([...doors.flatMap(doorShapes), ...windows.flatMap(windowShapes)])
      const canvas = recordingGraphics(1)
      for (const door of doors) drawDoor(canvas.g, door, 0xffffff)
      for (const w of windows) drawWindow(canvas.g, w)
      expectSameBoxes(canvas.boxes(), expected, 'canvas openings')
      expectSameBoxes(
        svgBoxes(openingsSvg(doors, windows, 0.05, () => '#fff')),
        expected,
        'svg openings',
      )
    },
  )

  it.each(levels)('%s: the PDF draws the whole level from the shared primitives', (_, level) => {
    const l: FlatLevel<P> = level
    const expected = boxesOf([
      ...levelShapes(l),
      ...l.doors.flatMap(doorShapes),
      ...l.doors.filter((d) => d.kind === 'entrance').map(entranceArrow),
      ...l.windows.flatMap(windowShapes),
      ...l.furniture.flatMap(furnitureShapes),
    ])
    const drawn = levelPaths(l, IDENTITY, true).flatMap((item) => pathBoxes(item.d))
    expectSameBoxes(drawn, expected, 'pdf level')
  })
})
