// Resort grounds: the sculpture clearing, the entrance stela and pine alley, the promenade, the playground.

import { people } from './exteriors'
import { figure } from './figures'
import { forest, lawn } from './forest'
import { type Ctx, ridge } from './landscape'
import { type Way, way, wayPoint } from './terrain'
import { sculpture, stela } from './landmarks'
import { bench, cabin, pavilion } from './pavilions'
import { C, mix } from './palette'
import { ellipse, g, n, path, type Pt, rect, use } from './svg'
import { pine } from './trees'

const paving = mix(C.sand, C.beige, 0.45)

/** The six-metre sculpture in a clearing at dusk, people for scale. */
export function sculptureClearing(c: Ctx): string {
  const { w, h } = c
  return forest(c, {
    horizon: 0.62,
    forest: 0.26,
    sunX: 0.66,
    mid: { y: 0.7, h: 0.78, step: 0.075, keep: [[0.5, 0.82]] },
    under: 0.71,
    focus: () => {
      let out = ridge(c.r, -20, w + 20, h * 0.74, h * 0.01, lawn(c), h)
      out += ellipse(w * 0.66, h * 0.82, w * 0.2, h * 0.04, { fill: mix(paving, c.L.ground, 0.45) })
      out += ellipse(w * 0.66, h * 0.815, w * 0.09, h * 0.018, { fill: '#f6c27a', opacity: 0.3 })
      out += sculpture(c, w * 0.66, h * 0.82, h * 0.55)
      const p = h * 0.55 * (1.75 / 6)
      out += people(c, [
        [w * 0.52, h * 0.86, p],
        [w * 0.545, h * 0.865, p * 0.97],
        [w * 0.8, h * 0.85, p * 0.98],
      ])
      return out
    },
    near: [
      [0.05, 1.05, 1.35],
      [0.2, 1.1, 1.2],
      [0.95, 1.08, 1.3],
    ],
    cover: { kind: 'moss', y: 0.94 },
  })
}

/** Pines lining both sides of a road that runs to the vanishing point vp. */
function alley(c: Ctx, vp: Pt, nearL: number, nearR: number, h0: number, count: number): string {
  let out = ''
  for (let i = count - 1; i >= 0; i--) {
    const t = (i / count) ** 0.8
    const k = 1 - t
    for (const x0 of [nearL, nearR]) {
      const x = x0 + (vp[0] - x0) * t
      const y = c.h * 1.02 + (vp[1] - c.h * 1.02) * t
      out += use(
        pine(c.defs, i * 2 + (x0 > vp[0] ? 1 : 0), c.season === 'winter' ? 'snow' : 'near'),
        x,
        y,
        (h0 * k + h0 * 0.08) / 100,
        {
          color: mix(c.L.foliage, c.L.haze, t * 0.5),
        },
      )
    }
  }
  return out
}

/** The entrance: the stela before a pine alley and a gatehouse; lit at night. */
export function entrance(c: Ctx): string {
  const { w, h } = c
  const night = c.time === 'night'
  const hero = w / h > 1.5
  const sx = hero ? w * 0.6 : w * 0.5
  return forest(c, {
    horizon: 0.64,
    forest: 0.2,
    focus: (hz) => {
      const vp: Pt = [w * 0.72, hz]
      let out = way(
        { x: w * 0.8, w: w * 0.5, fx: vp[0], fy: hz + 2, sway: 0 },
        h,
        night ? '#3c4744' : mix(C.concrete, C.sand, 0.4),
      )
      out += cabin(c, w * 0.78, hz + h * 0.09, w * 0.14, vp, 0.9)
      out += alley(c, vp, w * 0.48, w * 1.12, h * 1.1, 9)
      out += ellipse(sx, h * 0.86, w * 0.12, h * 0.03, { fill: night ? '#e7ebe8' : lawn(c) })
      out += stela(c, sx, h * 0.86, h * 0.66, night ? 1 : 0)
      if (!night) out += people(c, [[sx + w * 0.06, h * 0.9, h * 0.12]])
      return out
    },
    near: hero
      ? [
          [0.05, 1.05, 1.3],
          [0.2, 1.1, 1.15],
        ]
      : [[0.06, 1.05, 1.2]],
    cover: night ? { kind: 'snow', y: 0.93 } : { kind: 'moss', y: 0.95 },
  })
}

/** A wide paved promenade winding through pines, benches, a café pavilion and walkers. */
export function promenade(c: Ctx): string {
  const { w, h } = c
  return forest(c, {
    horizon: 0.6,
    forest: 0.26,
    mid: { y: 0.68, h: 0.75, step: 0.07, keep: [[0.66, 0.92]] },
    under: 0.69,
    dapple: true,
    focus: (hz) => {
      const wy: Way = { x: w * 0.5, w: w * 0.6, fx: w * 0.62, fy: h * 0.69, sway: 0.35 }
      let out = way(wy, h, paving)
      out += pavilion(c, w * 0.68, h * 0.72, w * 0.22, [w * 0.6, hz])
      for (const t of [0.2, 0.55]) {
        const [bx, by] = wayPoint(wy, h, t, 1.15)
        out += bench(bx, by, w * 0.07 * (1 - t * 0.7))
      }
      const [lx, ly] = wayPoint(wy, h, 0.35, -1.2)
      out += bench(lx - w * 0.05, ly, w * 0.06)
      const walkers: [number, number, number][] = []
      for (const [t, s] of [
        [0.25, -0.3],
        [0.27, 0],
        [0.5, 0.2],
        [0.7, -0.2],
      ] as const) {
        const [px, py] = wayPoint(wy, h, t, s)
        walkers.push([px, py, h * 0.2 * (1 - t * 0.85)])
      }
      return out + people(c, walkers)
    },
    near: [
      [0.06, 1.05, 1.35],
      [0.22, 1.12, 1.2],
      [0.96, 1.08, 1.3],
    ],
    cover: { kind: 'moss', y: 0.96 },
  })
}

/** A natural playground: timber frames, a rope bridge and a sand pit among pines, children. */
export function playground(c: Ctx): string {
  const { w, h } = c
  return forest(c, {
    horizon: 0.6,
    forest: 0.26,
    mid: { y: 0.7, h: 0.78, step: 0.08, keep: [[0.45, 0.9]] },
    dapple: true,
    focus: () => {
      const base = h * 0.82
      let out = ridge(c.r, -20, w + 20, h * 0.72, h * 0.01, lawn(c), h)
      out += ellipse(w * 0.55, base + h * 0.06, w * 0.13, h * 0.035, { fill: C.timberDark })
      out += ellipse(w * 0.55, base + h * 0.06, w * 0.12, h * 0.028, { fill: C.sand })
      const posts = (x: number, top: number): string =>
        path(
          `M${n(x - w * 0.03)} ${n(base)}L${n(x)} ${n(top)}L${n(x + w * 0.03)} ${n(base)}M${n(x - w * 0.022)} ${n(base - (base - top) * 0.3)}H${n(x + w * 0.022)}`,
          {
            stroke: C.timber,
            'stroke-width': w * 0.008,
            fill: 'none',
            'stroke-linecap': 'round',
          },
        )
      const ax = w * 0.6
      const bx = w * 0.84
      const ty = h * 0.5
      out += posts(ax, ty) + posts(bx, ty - h * 0.04)
      out += rect(ax - w * 0.035, base - (base - ty) * 0.55, w * 0.07, h * 0.02, {
        fill: C.timberDark,
      })
      out += rect(bx - w * 0.035, base - (base - ty) * 0.6, w * 0.07, h * 0.02, {
        fill: C.timberDark,
      })
      const y1 = base - (base - ty) * 0.55
      const y2 = base - (base - ty) * 0.6
      let ropes = `M${n(ax + w * 0.035)} ${n(y1)}Q${n((ax + bx) / 2)} ${n(y1 + h * 0.08)} ${n(bx - w * 0.035)} ${n(y2)}`
      ropes += `M${n(ax + w * 0.035)} ${n(y1 - h * 0.06)}Q${n((ax + bx) / 2)} ${n(y1 + h * 0.01)} ${n(bx - w * 0.035)} ${n(y2 - h * 0.06)}`
      for (let i = 1; i < 8; i++) {
        const t = i / 8
        const x = ax + w * 0.035 + (bx - ax - w * 0.07) * t
        const sag = Math.sin(t * Math.PI) * h * 0.04
        ropes += `M${n(x)} ${n(y1 + (y2 - y1) * t + sag)}v${n(-h * 0.06 + h * 0.02)}`
      }
      out += path(ropes, { stroke: '#c9b48c', 'stroke-width': w * 0.003, fill: 'none' })
      const kid = h * 0.12
      out += g(
        { color: C.charcoal },
        use(figure(c.defs, 'child'), w * 0.5, base + h * 0.07, kid / 100),
        use(figure(c.defs, 'child'), w * 0.58, base + h * 0.075, (kid * 0.9) / 100, {}, true),
        use(figure(c.defs, 'child'), w * 0.7, y1 + h * 0.045, (kid * 0.85) / 100),
        use(figure(c.defs, 'woman'), w * 0.42, base + h * 0.1, (kid * 1.6) / 100),
      )
      return out
    },
    near: [
      [0.06, 1.05, 1.3],
      [0.24, 1.1, 1.15],
      [0.95, 1.06, 1.25],
    ],
    cover: { kind: 'moss', y: 0.95 },
  })
}
