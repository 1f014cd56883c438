// Furniture symbols in the manner of architects' plans: white shapes with fine grey lines, each
// drawn in its own frame (width along x, depth along y, back at -y) and turned by quarter turns,
// so every rectangle stays axis-aligned on the plan. Drawn in centimetres into a Graphics scaled by
// FURNITURE_SCALE: Pixi picks a circle's segment count from its radius, and a 9 cm hob ring in
// metres would come out an octagon.

import type { Furniture, FurnitureKind, PlanPoint } from '../engine/geometry'
import type { Graphics } from 'pixi.js'
import { FINISH } from './palette'

type Local = (x: number, y: number) => [number, number]

/** Metres to the furniture Graphics' units (cm); the Graphics is scaled by FURNITURE_SCALE. */
const CM = 100
export const FURNITURE_SCALE = 1 / CM

const LINE = { width: 0.022 * CM, color: FINISH.furniture } as const

class Pen {
  constructor(
    private readonly g: Graphics,
    private readonly t: Local,
    private readonly turned: boolean,
  ) {}

  rect(
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    radius = 0,
    fill: number = FINISH.furnitureFill,
  ) {
    const [ax, ay] = this.t(x0, y0)
    const [bx, by] = this.t(x1, y1)
    const x = Math.min(ax, bx)
    const y = Math.min(ay, by)
    this.g
      .roundRect(x, y, Math.abs(bx - ax), Math.abs(by - ay), radius * CM)
      .fill(fill)
      .stroke(LINE)
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: number = FINISH.furnitureFill) {
    const [x, y] = this.t(cx, cy)
    const [w, h] = this.turned ? [ry, rx] : [rx, ry]
    this.g
      .ellipse(x, y, w * CM, h * CM)
      .fill(fill)
      .stroke(LINE)
  }

  line(x0: number, y0: number, x1: number, y1: number) {
    const [ax, ay] = this.t(x0, y0)
    const [bx, by] = this.t(x1, y1)
    this.g.moveTo(ax, ay).lineTo(bx, by).stroke(LINE)
  }
}

type Painter = (p: Pen, w: number, d: number) => void

const bed =
  (pillows: number): Painter =>
  (p, w, d) => {
    const [hw, hd] = [w / 2, d / 2]
    p.rect(-hw, -hd, hw, hd, 0.06)
    const pw = (w - 0.2) / pillows
    for (let i = 0; i < pillows; i++) {
      const x = -hw + 0.1 + i * pw
      p.rect(x + 0.04, -hd + 0.08, x + pw - 0.04, -hd + 0.42, 0.08)
    }
    p.line(-hw, -hd + d * 0.34, hw, -hd + d * 0.34)
  }

const PAINTERS: Record<FurnitureKind, Painter> = {
  'bed-double': bed(2),
  'bed-single': bed(1),
  nightstand: (p, w, d) => {
    p.rect(-w / 2, -d / 2, w / 2, d / 2, 0.03)
    p.ellipse(0, 0, Math.min(w, d) * 0.22, Math.min(w, d) * 0.22)
  },
  wardrobe: (p, w, d) => {
    p.rect(-w / 2, -d / 2, w / 2, d / 2)
    p.line(-w / 2, -d / 2, w / 2, d / 2)
  },
  sofa: (p, w, d) => {
    const [hw, hd] = [w / 2, d / 2]
    p.rect(-hw, -hd, hw, hd, 0.08)
    p.rect(-hw + 0.2, -hd + 0.22, hw - 0.2, hd, 0.04)
    p.line(0, -hd + 0.22, 0, hd)
  },
  armchair: (p, w, d) => {
    p.rect(-w / 2, -d / 2, w / 2, d / 2, 0.08)
    p.rect(-w / 2 + 0.16, -d / 2 + 0.2, w / 2 - 0.16, d / 2, 0.04)
  },
  'coffee-table': (p, w, d) => p.rect(-w / 2, -d / 2, w / 2, d / 2, Math.min(w, d) * 0.2),
  'tv-unit': (p, w, d) => {
    p.rect(-w / 2, -d / 2, w / 2, d / 2)
    p.line(-w * 0.35, d / 2 - 0.05, w * 0.35, d / 2 - 0.05)
  },
  'dining-table': (p, w, d) => {
    const seats = Math.max(1, Math.floor(w / 0.62))
    for (let i = 0; i < seats; i++) {
      const x = -w / 2 + (w / seats) * (i + 0.5)
      p.rect(x - 0.2, -d / 2 - 0.42, x + 0.2, -d / 2 - 0.04, 0.05)
      p.rect(x - 0.2, d / 2 + 0.04, x + 0.2, d / 2 + 0.42, 0.05)
    }
    p.rect(-w / 2, -d / 2, w / 2, d / 2, 0.04)
  },
  'kitchen-run': (p, w, d) => {
    p.rect(-w / 2, -d / 2, w / 2, d / 2)
    const hob = -w / 2 + Math.min(0.9, w * 0.3)
    for (const [dx, dy] of [
      [-0.15, -0.1],
      [0.15, -0.1],
      [-0.15, 0.12],
      [0.15, 0.12],
    ] as const) {
      p.ellipse(hob + dx, dy, 0.08, 0.08)
    }
    const sink = w / 2 - Math.min(0.9, w * 0.3)
    p.rect(sink - 0.25, -0.18, sink + 0.25, 0.18, 0.06)
  },
  desk: (p, w, d) => {
    p.rect(-w / 2, -d / 2, w / 2, d / 2)
    p.ellipse(0, d / 2 + 0.25, 0.22, 0.22)
  },
  bath: (p, w, d) => {
    p.rect(-w / 2, -d / 2, w / 2, d / 2, 0.05)
    p.rect(-w / 2 + 0.08, -d / 2 + 0.08, w / 2 - 0.08, d / 2 - 0.08, 0.2, 0xf2f6f6)
  },
  shower: (p, w, d) => {
    p.rect(-w / 2, -d / 2, w / 2, d / 2, 0, 0xf2f6f6)
    p.line(-w / 2, -d / 2, w / 2, d / 2)
    p.line(w / 2, -d / 2, -w / 2, d / 2)
  },
  wc: (p, w, d) => {
    p.rect(-w / 2, -d / 2, w / 2, -d / 2 + d * 0.28, 0.03)
    p.ellipse(0, d * 0.12, w * 0.4, d * 0.36)
  },
  sink: (p, w, d) => {
    p.rect(-w / 2, -d / 2, w / 2, d / 2, 0.04)
    p.ellipse(0, d * 0.05, w * 0.32, d * 0.3, 0xf2f6f6)
  },
  washer: (p, w, d) => {
    p.rect(-w / 2, -d / 2, w / 2, d / 2, 0.03)
    p.ellipse(0, 0, Math.min(w, d) * 0.32, Math.min(w, d) * 0.32)
  },
  shelves: (p, w, d) => {
    p.rect(-w / 2, -d / 2, w / 2, d / 2)
    p.line(-w / 2, 0, w / 2, 0)
  },
  'stair-flight': (p, w, d) => {
    p.rect(-w / 2, -d / 2, w / 2, d / 2, 0, 0xf7f4ee)
    // Treads every 28 cm along the run, and the walking line.
    for (let y = -d / 2 + 0.28; y < d / 2; y += 0.28) p.line(-w / 2, y, w / 2, y)
    p.line(0, d / 2 - 0.1, 0, -d / 2 + 0.2)
  },
  'outdoor-table': (p, w, d) => {
    const r = Math.min(w, d) / 2
    for (const a of [0, Math.PI / 2, Math.PI, (3 * Math.PI) / 2]) {
      p.ellipse(Math.cos(a) * (r + 0.28), Math.sin(a) * (r + 0.28), 0.2, 0.2)
    }
    p.ellipse(0, 0, r, r)
  },
  lounger: (p, w, d) => {
    p.rect(-w / 2, -d / 2, w / 2, d / 2, 0.1)
    p.line(-w / 2, -d / 2 + d * 0.3, w / 2, -d / 2 + d * 0.3)
  },
}

export function drawFurniture(g: Graphics, item: Furniture<PlanPoint>): void {
  const [cx, cy] = item.at
  const a = (item.angle * Math.PI) / 180
  const cos = Math.round(Math.cos(a))
  const sin = Math.round(Math.sin(a))
  // Clockwise on screen with y down: (x, y) -> (x cos - y sin, x sin + y cos).
  const t: Local = (x, y) => [(cx + x * cos - y * sin) * CM, (cy + x * sin + y * cos) * CM]
  const [w, d] = item.size
  PAINTERS[item.kind](new Pen(g, t, item.angle === 90 || item.angle === 270), w, d)
}
