// Furniture symbols in the manner of architects' plans: each kind drawn in its own frame (width
// along x, depth along y, back at -y, centred on the origin), then turned by quarter turns and
// placed, so every rectangle stays axis-aligned on the plan. Pure; metres.

import type { Furniture, FurnitureKind } from '../geometry'
import type { EllipseShape, Pt, RectShape, Shape, ShapeRole } from './shapes'

type Item = Pick<Furniture<Pt>, 'kind' | 'size' | 'at' | 'angle'> & { outline?: readonly Pt[] }

/** Collects one symbol's primitives in its frame. */
class Sketch {
  readonly shapes: Shape[] = []

  rect(x0: number, y0: number, x1: number, y1: number, radius = 0, role: ShapeRole = 'furniture') {
    const [x, y] = [Math.min(x0, x1), Math.min(y0, y1)]
    this.shapes.push({
      kind: 'rect',
      role,
      x,
      y,
      w: Math.abs(x1 - x0),
      h: Math.abs(y1 - y0),
      radius,
    })
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, role: ShapeRole = 'furniture') {
    this.shapes.push({ kind: 'ellipse', role, cx, cy, rx, ry })
  }

  line(x0: number, y0: number, x1: number, y1: number) {
    this.shapes.push({ kind: 'line', role: 'furniture', a: [x0, y0], b: [x1, y1] })
  }
}

type Draw = (s: Sketch, w: number, d: number) => void

/** A bed: the mattress, a pillow per sleeper at the head, and the fold of the duvet. */
const bed =
  (pillows: number): Draw =>
  (s, w, d) => {
    const [hw, hd] = [w / 2, d / 2]
    s.rect(-hw, -hd, hw, hd, 0.06)
    const pw = (w - 0.2) / pillows
    for (let i = 0; i < pillows; i++) {
      const x = -hw + 0.1 + i * pw
      s.rect(x + 0.04, -hd + 0.08, x + pw - 0.04, -hd + 0.42, 0.08)
    }
    s.line(-hw, -hd + d * 0.34, hw, -hd + d * 0.34)
  }

const box: Draw = (s, w, d) => s.rect(-w / 2, -d / 2, w / 2, d / 2)

const DRAW: Record<FurnitureKind, Draw> = {
  // Its shape is the item's own outline (furnitureShapes); unplaced, it is its box.
  outline: box,
  'bed-double': bed(2),
  'bed-single': bed(1),
  nightstand: (s, w, d) => {
    s.rect(-w / 2, -d / 2, w / 2, d / 2, 0.03)
    s.ellipse(0, 0, Math.min(w, d) * 0.22, Math.min(w, d) * 0.22)
  },
  wardrobe: (s, w, d) => {
    box(s, w, d)
    s.line(-w / 2, -d / 2, w / 2, d / 2)
  },
  sofa: (s, w, d) => {
    const [hw, hd] = [w / 2, d / 2]
    s.rect(-hw, -hd, hw, hd, 0.08)
    s.rect(-hw + 0.2, -hd + 0.22, hw - 0.2, hd, 0.04)
    s.line(0, -hd + 0.22, 0, hd)
  },
  armchair: (s, w, d) => {
    s.rect(-w / 2, -d / 2, w / 2, d / 2, 0.08)
    s.rect(-w / 2 + 0.16, -d / 2 + 0.2, w / 2 - 0.16, d / 2, 0.04)
  },
  'coffee-table': (s, w, d) => s.rect(-w / 2, -d / 2, w / 2, d / 2, Math.min(w, d) * 0.2),
  'tv-unit': (s, w, d) => {
    box(s, w, d)
    s.line(-w * 0.35, d / 2 - 0.05, w * 0.35, d / 2 - 0.05)
  },
  'dining-table': (s, w, d) => {
    // A chair every 62 cm along both long sides, drawn first so the table lies over them.
    const seats = Math.max(1, Math.floor(w / 0.62))
    for (let i = 0; i < seats; i++) {
      const x = -w / 2 + (w / seats) * (i + 0.5)
      s.rect(x - 0.2, -d / 2 - 0.42, x + 0.2, -d / 2 - 0.04, 0.05)
      s.rect(x - 0.2, d / 2 + 0.04, x + 0.2, d / 2 + 0.42, 0.05)
    }
    s.rect(-w / 2, -d / 2, w / 2, d / 2, 0.04)
  },
  'kitchen-run': (s, w, d) => {
    box(s, w, d)
    const hob = -w / 2 + Math.min(0.9, w * 0.3)
    for (const [dx, dy] of HOB_RINGS) s.ellipse(hob + dx, dy, 0.08, 0.08)
    const sink = w / 2 - Math.min(0.9, w * 0.3)
    s.rect(sink - 0.25, -0.18, sink + 0.25, 0.18, 0.06)
  },
  desk: (s, w, d) => {
    box(s, w, d)
    s.ellipse(0, d / 2 + 0.25, 0.22, 0.22)
  },
  bath: (s, w, d) => {
    s.rect(-w / 2, -d / 2, w / 2, d / 2, 0.05)
    s.rect(-w / 2 + 0.08, -d / 2 + 0.08, w / 2 - 0.08, d / 2 - 0.08, 0.2, 'porcelain')
  },
  shower: (s, w, d) => {
    s.rect(-w / 2, -d / 2, w / 2, d / 2, 0, 'porcelain')
    s.line(-w / 2, -d / 2, w / 2, d / 2)
    s.line(w / 2, -d / 2, -w / 2, d / 2)
  },
  wc: (s, w, d) => {
    s.rect(-w / 2, -d / 2, w / 2, -d / 2 + d * 0.28, 0.03)
    s.ellipse(0, d * 0.12, w * 0.4, d * 0.36)
  },
  sink: (s, w, d) => {
    s.rect(-w / 2, -d / 2, w / 2, d / 2, 0.04)
    s.ellipse(0, d * 0.05, w * 0.32, d * 0.3, 'porcelain')
  },
  washer: (s, w, d) => {
    s.rect(-w / 2, -d / 2, w / 2, d / 2, 0.03)
    s.ellipse(0, 0, Math.min(w, d) * 0.32, Math.min(w, d) * 0.32)
  },
  shelves: (s, w, d) => {
    box(s, w, d)
    s.line(-w / 2, 0, w / 2, 0)
  },
  'stair-flight': (s, w, d) => {
    s.rect(-w / 2, -d / 2, w / 2, d / 2, 0, 'flight')
    // Treads every 28 cm along the run, and the walking line.
    for (let y = -d / 2 + 0.28; y < d / 2; y += 0.28) s.line(-w / 2, y, w / 2, y)
    s.line(0, d / 2 - 0.1, 0, -d / 2 + 0.2)
  },
  'outdoor-table': (s, w, d) => {
    const r = Math.min(w, d) / 2
    for (const a of [0, Math.PI / 2, Math.PI, (3 * Math.PI) / 2]) {
      s.ellipse(Math.cos(a) * (r + 0.28), Math.sin(a) * (r + 0.28), 0.2, 0.2)
    }
    s.ellipse(0, 0, r, r)
  },
  lounger: (s, w, d) => {
    s.rect(-w / 2, -d / 2, w / 2, d / 2, 0.1)
    s.line(-w / 2, -d / 2 + d * 0.3, w / 2, -d / 2 + d * 0.3)
  },
}

const HOB_RINGS = [
  [-0.15, -0.1],
  [0.15, -0.1],
  [-0.15, 0.12],
  [0.15, 0.12],
] as const

/** The symbol of one kind and size in its own frame: centred on the origin, unturned. */
export function furnitureSymbol(kind: FurnitureKind, [w, d]: readonly [number, number]): Shape[] {
  const sketch = new Sketch()
  DRAW[kind](sketch, w, d)
  return sketch.shapes
}

/** Frame -> plan: turned clockwise on screen (y down) by `angle`, centred on `at`. */
export function placeIn(item: Pick<Item, 'at' | 'angle'>): (p: Pt) => [number, number] {
  const a = (item.angle * Math.PI) / 180
  const cos = Math.round(Math.cos(a))
  const sin = Math.round(Math.sin(a))
  const [cx, cy] = item.at
  return ([x, y]) => [cx + x * cos - y * sin, cy + x * sin + y * cos]
}

/** One item's primitives on the plan: its symbol turned and placed. */
export function furnitureShapes(item: Item): Shape[] {
  // An imported item with no symbol is its own outline, already placed in plan.
  if (item.kind === 'outline')
    return item.outline ? [{ kind: 'polygon', role: 'furniture', points: item.outline }] : []
  const place = placeIn(item)
  return furnitureSymbol(item.kind, item.size).map((s) => placed(s, place, item.angle))
}

/** A symbol's primitive turned by quarter turns and placed: rectangles stay axis-aligned. */
function placed(s: Shape, to: (p: Pt) => [number, number], angle: number): Shape {
  const turned = angle === 90 || angle === 270
  switch (s.kind) {
    case 'rect': {
      const [ax, ay] = to([s.x, s.y])
      const [bx, by] = to([s.x + s.w, s.y + s.h])
      const x = Math.min(ax, bx)
      const y = Math.min(ay, by)
      return { ...s, x, y, w: Math.abs(bx - ax), h: Math.abs(by - ay) } satisfies RectShape
    }
    case 'ellipse': {
      const [cx, cy] = to([s.cx, s.cy])
      const [rx, ry] = turned ? [s.ry, s.rx] : [s.rx, s.ry]
      return { ...s, cx, cy, rx, ry } satisfies EllipseShape
    }
    case 'line':
      return { ...s, a: to(s.a), b: to(s.b) }
    case 'polygon':
      return { ...s, points: s.points.map(to) }
    case 'arc': {
      const start = s.start + (angle * Math.PI) / 180
      return { ...s, centre: to(s.centre), from: to(s.from), to: to(s.to), start }
    }
  }
}
