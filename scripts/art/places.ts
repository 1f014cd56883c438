// Forest scenes: pines in low sun, the forest floor, a summer meadow and the winter card.

import { forest } from './forest'
import { type Ctx, ridge } from './landscape'
import { way, wayPoint, type Way } from './terrain'
import { C, mix } from './palette'
import { ellipse, g, n, path, type Pt, rect, use } from './svg'
import { grass, mounds, shrub } from './plants'

/** Small flowers or berries scattered over the lower part of the image. */
function blossoms(c: Ctx, y0: number, colors: string[], count: number, size: number): string {
  let out = ''
  for (const col of colors) {
    let d = ''
    for (let i = 0; i < count; i++) d += `M${n(c.r.range(0, c.w))} ${n(c.r.range(y0, c.h))}h0.1`
    out += path(d, { stroke: col, 'stroke-width': size, 'stroke-linecap': 'round' })
  }
  return out
}

/** Tall pines in slanting low sun over moss and heather; also the spring and autumn cards. */
export function pineLight(c: Ctx): string {
  const autumn = c.season === 'autumn'
  const spring = c.season === 'spring'
  return forest(c, {
    horizon: 0.6,
    forest: 0.3,
    sunX: 0.85,
    mid: { y: 0.74, h: 0.9, step: 0.07, birches: autumn ? 0.45 : 0.15 },
    under: 0.76,
    dapple: true,
    rays: 7,
    near: [
      [0.05, 1.04, 1.45],
      [0.17, 1.1, 1.3],
      [0.64, 1.05, 1.4],
      [0.88, 1.09, 1.5],
    ],
    cover: { kind: spring ? 'grass' : autumn ? 'moss' : 'heather', y: 0.88 },
    front: () => {
      let out = ''
      if (spring) out += blossoms(c, c.h * 0.82, ['#f7f4ea'], 60, c.h * 0.012)
      if (autumn) {
        for (let i = 0; i < 5; i++)
          out += mushroom(c.r.range(0.2, 0.95) * c.w, c.h * c.r.range(0.9, 0.98), c.h * 0.04)
        out += blossoms(c, c.h * 0.84, ['#d9a43e', '#c7852f'], 30, c.h * 0.01)
      }
      return out
    },
  })
}

function mushroom(x: number, y: number, s: number): string {
  return g(
    {},
    rect(x - s * 0.12, y - s * 0.7, s * 0.24, s * 0.7, { fill: '#efe6d6' }),
    path(
      `M${n(x - s * 0.5)} ${n(y - s * 0.62)}Q${n(x)} ${n(y - s * 1.3)} ${n(x + s * 0.5)} ${n(y - s * 0.62)}Z`,
      { fill: '#8a4b2c' },
    ),
  )
}

/** A close view of the forest floor: moss, berries, cones and a narrow boardwalk into the trees. */
export function forestFloor(c: Ctx): string {
  const { w, h } = c
  return forest(c, {
    horizon: 0.42,
    forest: 0.22,
    mid: { y: 0.5, h: 0.55, step: 0.06, birches: 0.1 },
    under: 0.52,
    dapple: true,
    rays: 4,
    focus: () => {
      let out =
        ridge(c.r, -20, w + 20, h * 0.58, h * 0.01, mix(C.moss, c.L.ground, 0.5), h) +
        rect(0, h * 0.62, w, h * 0.38, { fill: mix(C.moss, c.L.ground, 0.5) })
      const mossTones = [C.moss, mix(C.moss, C.sage, 0.4), mix(C.moss, C.pine, 0.4)]
      out += mounds(c.defs, c.r, -40, w + 40, h * 0.56, h * 1.02, 22, mossTones, w * 0.05, w * 0.22)
      const wy: Way = { x: w * 0.56, w: w * 0.2, fx: w * 0.66, fy: h * 0.53, sway: 0.6 }
      out += way(wy, h, C.timber)
      let planks = ''
      for (let t = 0; t < 1; t += 0.045 * (1 - t * 0.7)) {
        const [ax, ay] = wayPoint(wy, h, t, -1)
        const [bx, by] = wayPoint(wy, h, t, 1)
        planks += `M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`
      }
      out += path(planks, { stroke: C.timberDark, 'stroke-width': 2, opacity: 0.6 })
      let bushes = ''
      for (let i = 0; i < 14; i++) {
        bushes += use(
          shrub(c.defs, i % 4),
          c.r.range(0, w),
          h * c.r.range(0.7, 1.02),
          (h / 500) * c.r.range(0.4, 0.9),
        )
      }
      out += g({ color: mix(C.pine, C.moss, 0.5) }, bushes)
      out += blossoms(c, h * 0.7, ['#b8332e', '#3d4f7a'], 40, h * 0.012)
      for (let i = 0; i < 8; i++) {
        const x = c.r.range(0, w)
        const y = h * c.r.range(0.75, 0.98)
        out += ellipse(x, y, h * 0.012, h * 0.02, {
          fill: '#7a5535',
          transform: `rotate(${n(c.r.range(-60, 60))} ${n(x)} ${n(y)})`,
        })
      }
      return out
    },
    near: [
      [0.06, 0.98, 1.1],
      [0.9, 1.0, 1.2],
    ],
  })
}

/** A summer meadow at the forest edge: tall grass, wildflowers and a hammock between two pines. */
export function meadow(c: Ctx): string {
  const { w, h, r } = c
  return forest(c, {
    horizon: 0.58,
    forest: 0.3,
    mid: { y: 0.66, h: 0.7, step: 0.06, birches: 0.25 },
    under: 0.68,
    focus: () => {
      let out = ridge(r, -20, w + 20, h * 0.7, h * 0.015, mix(C.sage, C.sand, 0.25), h)
      for (let y = h * 0.72; y < h; y += h * 0.06)
        out += grass(
          r,
          -10,
          w + 10,
          y,
          h * (0.04 + (y / h - 0.7) * 0.2),
          mix(C.sage, C.moss, (y / h - 0.7) * 2),
          2.2,
        )
      const a: Pt = [w * 0.56, h * 0.66]
      const b: Pt = [w * 0.84, h * 0.67]
      out += path(
        `M${n(a[0])} ${n(a[1])}Q${n((a[0] + b[0]) / 2)} ${n(h * 0.8)} ${n(b[0])} ${n(b[1])}Q${n((a[0] + b[0]) / 2)} ${n(h * 0.74)} ${n(a[0])} ${n(a[1])}Z`,
        { fill: C.sand },
      )
      out += path(
        `M${n(a[0])} ${n(a[1])}Q${n((a[0] + b[0]) / 2)} ${n(h * 0.8)} ${n(b[0])} ${n(b[1])}`,
        { stroke: '#b59c73', 'stroke-width': 3, fill: 'none' },
      )
      return out
    },
    near: [
      [0.55, 0.8, 0.95],
      [0.85, 0.81, 0.9],
    ],
    front: () => blossoms(c, h * 0.74, ['#f7f4ea', '#e9c75a', '#9a86b8'], 45, h * 0.012),
  })
}

/** Winter: snow-laden pines, a frozen path and a lit window of a white building. */
export function winterCard(c: Ctx): string {
  const { w, h } = c
  return forest(c, {
    horizon: 0.6,
    forest: 0.25,
    mid: { y: 0.7, h: 0.7, step: 0.08, keep: [[0.5, 0.85]] },
    focus: () => {
      let out = ''
      const x = w * 0.52
      const base = h * 0.72
      out += rect(x, base - h * 0.34, w * 0.34, h * 0.34, { fill: C.white })
      for (let f = 0; f < 3; f++) {
        const y = base - h * 0.11 * (f + 1)
        out += rect(x + w * 0.02, y + h * 0.03, w * 0.3, h * 0.065, { fill: '#8d9891' })
        out += rect(x + w * (f === 1 ? 0.18 : 0.05), y + h * 0.035, w * 0.1, h * 0.055, {
          fill: f === 1 ? '#f2c27a' : '#5e6b66',
        })
        out += rect(x - w * 0.01, y + h * 0.095, w * 0.36, h * 0.014, { fill: '#f4f2ec' })
      }
      out += rect(x - w * 0.01, base - h * 0.35, w * 0.36, h * 0.016, { fill: '#f4f2ec' })
      out += ellipse(x + w * 0.23, base + h * 0.02, w * 0.12, h * 0.02, {
        fill: '#f2c27a',
        opacity: 0.2,
      })
      out += way({ x: w * 0.45, w: w * 0.3, fx: w * 0.62, fy: base, sway: 0.4 }, h, '#dfe7ea')
      return out
    },
    near: [
      [0.08, 1.04, 1.2],
      [0.3, 1.08, 1.05],
      [0.95, 1.06, 1.15],
    ],
    cover: { kind: 'snow', y: 0.92 },
  })
}
