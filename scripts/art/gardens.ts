// Garden scenes: the heather garden, spring planting, the night path and the shuttle on a pine alley.

import { building } from './exteriors'
import { figure } from './figures'
import { forest } from './forest'
import { type Ctx, ridge } from './landscape'
import { type Way, way, wayPoint } from './terrain'
import { bollard } from './pavilions'
import { C, mix } from './palette'
import { box3, circle, ellipse, g, n, path, rect, use } from './svg'
import { mounds, shrub, spruce } from './plants'

/** Heather, grasses and low junipers under pines, a stone path to a black timber house. */
export function heatherGarden(c: Ctx): string {
  const { w, h } = c
  return forest(c, {
    horizon: 0.58,
    forest: 0.26,
    mid: { y: 0.66, h: 0.74, step: 0.08, keep: [[0.5, 0.85]] },
    focus: (hz) => {
      let out = building(c, 'A', w * 0.56, h * 0.68, w * 0.26, [w * 0.45, hz], 0.2)
      out += ridge(c.r, -20, w + 20, h * 0.69, h * 0.01, mix(C.moss, C.sage, 0.3), h)
      const tones = ['#8a6f86', '#9c7f95', mix(C.sage, C.sand, 0.3), mix(C.moss, C.pine, 0.3)]
      out += mounds(c.defs, c.r, -40, w + 40, h * 0.7, h * 1.04, 30, tones, w * 0.05, w * 0.2)
      for (let i = 0; i < 9; i++) {
        const x = c.r.range(0.05, 0.95) * w
        const y = h * c.r.range(0.72, 0.95)
        out += use(spruce(c.defs, i % 3), x, y, (h / 100) * 0.05 * (0.5 + (y / h - 0.7) * 3), {
          color: mix(C.pine, '#3d5a57', 0.4),
        })
      }
      const wy: Way = { x: w * 0.5, w: w * 0.3, fx: w * 0.66, fy: h * 0.69, sway: 0.6 }
      for (let t = 0.02; t < 1; t += 0.09 * (1 - t * 0.6)) {
        const [x, y] = wayPoint(wy, h, t, 0)
        const s = (1 - t) * w * 0.045 + 3
        out += ellipse(x, y, s, s * 0.32, { fill: C.graniteLight })
        out += ellipse(x, y - s * 0.05, s * 0.8, s * 0.22, {
          fill: mix(C.graniteLight, '#ffffff', 0.3),
        })
      }
      return out
    },
    near: [
      [0.06, 1.05, 1.3],
      [0.22, 1.1, 1.15],
      [0.95, 1.06, 1.25],
    ],
  })
}

/** Gardeners planting young shrubs and heather along a new path in spring. */
export function springPlanting(c: Ctx): string {
  const { w, h } = c
  return forest(c, {
    horizon: 0.55,
    forest: 0.26,
    mid: { y: 0.64, h: 0.8, step: 0.08 },
    dapple: true,
    focus: () => {
      const wy: Way = { x: w * 0.42, w: w * 0.42, fx: w * 0.6, fy: h * 0.64, sway: 0.4 }
      let out = way({ ...wy, w: wy.w * 1.5 }, h, mix(C.soil, C.sand, 0.3))
      out += way(wy, h, mix(C.sand, C.beige, 0.5))
      for (const t of [0.1, 0.22, 0.34, 0.46, 0.58]) {
        for (const side of [-1.3, 1.3]) {
          const [x, y] = wayPoint(wy, h, t, side)
          out += use(shrub(c.defs, side > 0 ? 1 : 0), x, y, ((1 - t) * h * 0.2 + 6) / 100, {
            color: t > 0.3 ? '#8a6f86' : mix(C.moss, C.sage, 0.4),
          })
        }
      }
      const [gx, gy] = wayPoint(wy, h, 0.18, 1.9)
      const [hx, hy] = wayPoint(wy, h, 0.3, -1.9)
      out += g(
        { color: mix(C.moss, C.charcoal, 0.6) },
        use(figure(c.defs, 'kneel'), gx, gy, (h * 0.2) / 100, {}, true),
        use(figure(c.defs, 'man'), hx, hy, (h * 0.2) / 100),
      )
      out += rect(hx + h * 0.03, hy - h * 0.03, h * 0.05, h * 0.03, { fill: C.timberDark })
      return out
    },
    near: [
      [0.06, 1.05, 1.25],
      [0.93, 1.06, 1.25],
    ],
  })
}

/** A forest path at night: warm bollards, uplit trunks and a house glowing behind. */
export function nightPath(c: Ctx): string {
  const { w, h } = c
  const wy: Way = { x: w * 0.46, w: w * 0.36, fx: w * 0.56, fy: h * 0.68, sway: 0.5 }
  return forest(c, {
    horizon: 0.6,
    forest: 0.24,
    mid: { y: 0.68, h: 0.8, step: 0.1, keep: [[0.46, 0.82]] },
    focus: (hz) => {
      let out = building(c, 'A', w * 0.55, h * 0.67, w * 0.3, [w * 0.45, hz], 0.9)
      out += ellipse(w * 0.7, h * 0.68, w * 0.3, h * 0.05, { fill: '#f6c27a', opacity: 0.2 })
      out += way(wy, h, '#4e5450')
      for (const t of [0.08, 0.3, 0.5, 0.68, 0.82]) {
        for (const side of [-1.2, 1.2]) {
          const [x, y] = wayPoint(wy, h, t, side)
          out += bollard(x, y, h * 0.07 * (1 - t * 0.85), 1)
        }
      }
      return out
    },
    near: [
      [0.1, 1.05, 1.2],
      [0.88, 1.06, 1.25],
    ],
    front: () => {
      let out = ''
      for (const x of [0.1, 0.88]) {
        out += ellipse(w * x, h * 1.0, w * 0.07, h * 0.03, { fill: '#ffd48a', opacity: 0.35 })
        out += path(
          `M${n(w * x - w * 0.012)} ${n(h)}L${n(w * x - w * 0.006)} ${n(h * 0.45)}H${n(w * x + w * 0.006)}L${n(w * x + w * 0.012)} ${n(h)}Z`,
          { fill: '#ffd48a', opacity: 0.18 },
        )
      }
      return out
    },
    cover: { kind: 'moss', y: 0.95 },
  })
}

/** A small electric shuttle on a pine alley; a resident with a bag steps off. */
export function shuttle(c: Ctx): string {
  const { w, h } = c
  return forest(c, {
    horizon: 0.56,
    forest: 0.24,
    mid: { y: 0.64, h: 0.8, step: 0.07 },
    dapple: true,
    focus: (hz) => {
      let out = way(
        { x: w * 0.5, w: w * 0.9, fx: w * 0.55, fy: hz + h * 0.06, sway: 0 },
        h,
        mix(C.concrete, C.sand, 0.5),
      )
      const x = w * 0.36
      const base = h * 0.84
      const bw = w * 0.36
      const bh = h * 0.2
      out += ellipse(x + bw / 2, base, bw * 0.55, h * 0.015, { fill: '#000', opacity: 0.25 })
      out += box3(x, base - bh * 0.55, bw, bh * 0.42, [w * 0.55, hz], 0.08, {
        front: C.white,
        side: '#d9dcd6',
      })
      out += rect(x + bw * 0.04, base - bh * 1.15, bw * 0.92, bh * 0.06, { fill: C.white })
      out += path(
        `M${n(x + bw * 0.08)} ${n(base - bh * 1.1)}V${n(base - bh * 0.55)}M${n(x + bw * 0.92)} ${n(base - bh * 1.1)}V${n(base - bh * 0.55)}`,
        {
          stroke: '#cfd3cc',
          'stroke-width': bw * 0.012,
        },
      )
      out += rect(x + bw * 0.1, base - bh * 0.72, bw * 0.8, bh * 0.18, { fill: C.sand })
      out += rect(x, base - bh * 0.35, bw, bh * 0.05, { fill: C.moss })
      for (const k of [0.2, 0.8])
        out += circle(x + bw * k, base - bh * 0.1, bh * 0.13, { fill: C.charcoal })
      out += g(
        { color: C.charcoal },
        use(figure(c.defs, 'woman'), x + bw * 1.05, base + h * 0.02, (h * 0.3) / 100),
      )
      out += rect(x + bw * 1.08, base - h * 0.1, h * 0.04, h * 0.045, { fill: C.sand })
      return out
    },
    near: [
      [0.05, 1.05, 1.3],
      [0.93, 1.06, 1.25],
    ],
  })
}
