// Scenes between buildings and on terraces: the courtyard, the community table, a private terrace, the sauna.

import { people, planting, smoke } from './exteriors'
import { figure } from './figures'
import { forest, lawn } from './forest'
import { type Ctx, ridge } from './landscape'
import { way } from './terrain'
import { bench, cabin, stringLights } from './pavilions'
import { undergrowth } from './outdoor'
import { C, mix } from './palette'
import { box3, circle, ellipse, g, linear, n, path, type Pt, poly, rect, subQuad, use } from './svg'
import { shrub } from './plants'

/** A long facade receding from the near edge at x (top..bottom) toward vp by k, with storeys. */
function wing(
  c: Ctx,
  white: boolean,
  x: number,
  top: number,
  bottom: number,
  vp: Pt,
  k: number,
  floors: number,
): string {
  const back = (p: Pt): Pt => [p[0] + (vp[0] - p[0]) * k, p[1] + (vp[1] - p[1]) * k]
  const q: [Pt, Pt, Pt, Pt] =
    x < vp[0]
      ? [[x, top], back([x, top]), back([x, bottom]), [x, bottom]]
      : [back([x, top]), [x, top], [x, bottom], back([x, bottom])]
  const near = x < vp[0] ? 0 : 1
  const u = (t: number): number => (near === 0 ? t : 1 - t)
  let out = poly(q, { fill: white ? '#e9e7e0' : '#242826' })
  const bays = 7
  let glassD = ''
  let shadeD = ''
  for (let f = 0; f < floors; f++) {
    const v0 = 0.06 + (f / floors) * 0.92
    const v1 = v0 + 0.92 / floors
    for (let i = 0; i < bays; i++) {
      const t0 = 1 - (1 - (i + 0.12) / bays) ** 1.8
      const t1 = 1 - (1 - (i + 0.88) / bays) ** 1.8
      const p = subQuad(
        q,
        Math.min(u(t0), u(t1)),
        v0 + (v1 - v0) * 0.18,
        Math.max(u(t0), u(t1)),
        v1 - (v1 - v0) * 0.08,
      )
      const d = `M${p.map(([a, b2]) => `${n(a)} ${n(b2)}`).join('L')}Z`
      if (white && i % 2 === 0) shadeD += d
      else glassD += d
    }
  }
  if (shadeD) out += path(shadeD, { fill: '#8d9690' })
  out += path(glassD, {
    fill: `url(#${c.defs.add('glass', () =>
      linear('glass', [
        [0, mix(c.L.skyMid, '#ffffff', 0.25)],
        [0.5, mix(c.L.skyTop, C.moss, 0.45)],
        [1, '#25322d'],
      ]),
    )})`,
  })
  return out
}

/** A courtyard between two buildings where the pines were kept: gravel, benches, soft grass. */
export function courtyard(c: Ctx): string {
  const { w, h } = c
  return forest(c, {
    horizon: 0.56,
    forest: 0.16,
    mid: {
      y: 0.66,
      h: 0.7,
      step: 0.09,
      keep: [
        [0, 0.26],
        [0.74, 1],
      ],
    },
    focus: (hz) => {
      const vp: Pt = [w * 0.5, hz]
      let out = ridge(c.r, -20, w + 20, h * 0.64, h * 0.004, lawn(c), h)
      out += wing(c, true, w * 0.2, h * 0.02, h * 0.9, vp, 0.72, 4)
      out += poly(
        [
          [-10, h * 0.02],
          [w * 0.2, h * 0.02],
          [w * 0.2, h * 0.9],
          [-10, h * 0.9],
        ],
        { fill: '#d9d6cc' },
      )
      out += wing(c, false, w * 0.82, h * 0.08, h * 0.88, vp, 0.72, 4)
      out += poly(
        [
          [w * 0.82, h * 0.08],
          [w + 10, h * 0.08],
          [w + 10, h * 0.88],
          [w * 0.82, h * 0.88],
        ],
        { fill: '#1b1e1d' },
      )
      out += way({ x: w * 0.5, w: w * 0.3, fx: w * 0.5, fy: h * 0.6, sway: 0.5 }, h, '#d8d1c2')
      out += bench(w * 0.3, h * 0.84, w * 0.08) + bench(w * 0.62, h * 0.74, w * 0.05)
      out +=
        planting(c, w * 0.2, w * 0.36, h * 0.9, h * 0.16) +
        planting(c, w * 0.66, w * 0.82, h * 0.88, h * 0.14)
      out += people(c, [
        [w * 0.47, h * 0.74, h * 0.12],
        [w * 0.53, h * 0.7, h * 0.09],
      ])
      return out
    },
    near: [
      [0.42, 0.72, 0.85],
      [0.6, 0.7, 0.8],
    ],
  })
}

/** Residents at a long table on a terrace under string lights, pines behind, summer evening. */
export function terrace(c: Ctx): string {
  const { w, h } = c
  return forest(c, {
    horizon: 0.56,
    forest: 0.26,
    mid: { y: 0.66, h: 0.8, step: 0.07 },
    under: 0.67,
    focus: (hz) => {
      const vp: Pt = [w * 0.6, hz]
      let out = rect(0, h * 0.7, w, h * 0.3, { fill: mix(C.timber, '#2a2420', 0.35) })
      let planks = ''
      for (let i = -12; i < 24; i++)
        planks += `M${n(vp[0] + (i * w) / 10)} ${n(h)}L${n(vp[0] + ((i * w) / 10 - (vp[0] - w * 0.5)) * 0.35)} ${n(h * 0.7)}`
      out += path(planks, { stroke: '#000', opacity: 0.12, 'stroke-width': 2 })
      const ty = h * 0.78
      const back = h * 0.2
      let guests = ''
      for (let i = 0; i < 6; i++) {
        const pose = i % 3 === 1 ? 'woman' : 'seated'
        const scale = pose === 'woman' ? back * 1.3 : back
        guests += use(
          figure(c.defs, pose),
          w * (0.43 + i * 0.085),
          h * 0.9,
          scale / 100,
          {},
          i % 2 === 0,
        )
      }
      out += g({ color: mix(C.charcoal, C.moss, 0.25) }, guests)
      out += box3(w * 0.38, ty, w * 0.54, h * 0.02, vp, 0.06, {
        front: C.timberDark,
        top: C.timber,
      })
      out += path(
        `M${n(w * 0.4)} ${n(ty + h * 0.02)}v${n(h * 0.09)}M${n(w * 0.9)} ${n(ty + h * 0.02)}v${n(h * 0.09)}`,
        { stroke: C.charcoal, 'stroke-width': w * 0.006 },
      )
      for (let i = 0; i < 7; i++)
        out += rect(w * (0.42 + i * 0.07), ty - h * 0.025, w * 0.006, h * 0.025, {
          fill: '#f3efe6',
        })
      const front =
        use(figure(c.defs, 'woman'), w * 0.935, h * 0.95, (h * 0.3) / 100) +
        use(figure(c.defs, 'man'), w * 0.965, h * 0.955, (h * 0.32) / 100, {}, true)
      out += g({ color: C.charcoal }, front)
      out += stringLights([w * 0.3, h * 0.28], [w * 1.02, h * 0.2], h * 0.1, 16)
      out += stringLights([w * 0.3, h * 0.28], [w * 0.7, h * 0.46], h * 0.05, 9)
      out += path(`M${n(w * 0.3)} ${n(h * 0.26)}V${n(h * 0.72)}`, {
        stroke: C.charcoal,
        'stroke-width': w * 0.005,
      })
      return out
    },
    near: [
      [0.05, 1.03, 1.3],
      [0.18, 1.08, 1.15],
    ],
  })
}

/** A private terrace: lounge chairs, a built-in grill and a view into the forest at late afternoon. */
export function privateTerrace(c: Ctx): string {
  const { w, h } = c
  return forest(c, {
    horizon: 0.5,
    forest: 0.3,
    sunX: 0.8,
    mid: { y: 0.62, h: 0.85, step: 0.09 },
    under: 0.63,
    dapple: true,
    focus: (hz) => {
      const vp: Pt = [w * 0.5, hz]
      let out = poly(
        [
          [0, h * 0.66],
          [w, h * 0.66],
          [w, h],
          [0, h],
        ],
        { fill: C.timber },
      )
      let planks = ''
      for (let i = -10; i <= 10; i++)
        planks += `M${n(vp[0] + (i * w) / 6)} ${n(h)}L${n(vp[0] + ((i * w) / 6) * 0.55)} ${n(h * 0.66)}`
      out += path(planks, { stroke: C.timberDark, opacity: 0.35, 'stroke-width': 2 })
      out += poly(
        [
          [w * 0.3, h * 0.66],
          [w * 0.95, h * 0.66],
          [w * 1.1, h],
          [w * 0.2, h],
        ],
        { fill: '#fff3d6', opacity: 0.12 },
      )
      out += rect(0, h * 0.5, w, h * 0.16, { fill: C.mint, opacity: 0.2 })
      out += path(`M0 ${n(h * 0.5)}H${n(w)}`, { stroke: C.charcoal, 'stroke-width': h * 0.006 })
      let posts = ''
      for (let x = w * 0.1; x < w; x += w * 0.2) posts += `M${n(x)} ${n(h * 0.5)}V${n(h * 0.66)}`
      out += path(posts, { stroke: C.charcoal, 'stroke-width': h * 0.004 })
      out += box3(w * 0.04, h * 0.6, w * 0.26, h * 0.2, vp, 0.12, {
        front: mix(C.beige2, C.granite, 0.3),
        top: C.beige,
      })
      out += rect(w * 0.08, h * 0.575, w * 0.12, h * 0.03, { fill: C.charcoal })
      out += smoke(c, w * 0.14, h * 0.57, h * 0.12)
      const lounge = (x: number, y: number, bw: number, bh: number, cushion: string): string =>
        ellipse(x + bw / 2, y + bh * 0.05, bw * 0.6, bh * 0.12, {
          fill: '#3a2a1a',
          opacity: 0.18,
        }) +
        box3(x, y - bh * 0.3, bw, bh * 0.3, vp, 0.16, { front: C.timberDark, top: C.timber }) +
        box3(x + bw * 0.02, y - bh * 0.5, bw * 0.96, bh * 0.22, vp, 0.14, {
          front: cushion,
          top: mix(cushion, '#ffffff', 0.2),
        }) +
        box3(x + bw * 0.04, y - bh * 0.95, bw * 0.92, bh * 0.45, vp, 0.03, {
          front: mix(cushion, '#000000', 0.06),
        }) +
        box3(x + bw * 0.1, y - bh * 0.82, bw * 0.2, bh * 0.3, vp, 0.03, { front: C.sage }) +
        box3(x + bw * 0.7, y - bh * 0.82, bw * 0.2, bh * 0.3, vp, 0.03, { front: C.moss })
      out += lounge(w * 0.44, h * 0.84, w * 0.3, h * 0.2, C.sand)
      out += lounge(w * 0.8, h * 0.9, w * 0.18, h * 0.2, C.beige)
      out += ellipse(w * 0.62, h * 0.97, w * 0.09, h * 0.02, { fill: '#3a2a1a', opacity: 0.18 })
      out += box3(w * 0.54, h * 0.9, w * 0.16, h * 0.05, vp, 0.16, {
        front: C.charcoal,
        top: '#3a3f3b',
      })
      out +=
        circle(w * 0.58, h * 0.885, w * 0.012, { fill: C.white }) +
        circle(w * 0.64, h * 0.89, w * 0.008, { fill: '#b8332e' })
      out += box3(w * 0.34, h * 0.78, w * 0.06, h * 0.09, vp, 0.1, {
        front: mix(C.beige2, C.granite, 0.4),
        top: '#5b4a3a',
      })
      out += g(
        { color: mix(C.moss, C.sage, 0.3) },
        use(shrub(c.defs, 1), w * 0.37, h * 0.785, h * 0.0022),
      )
      return out
    },
    near: [[0.9, 0.66, 0.9]],
  })
}

/** A small black sauna house by a plunge pool among pines, steam rising. */
export function sauna(c: Ctx): string {
  const { w, h } = c
  return forest(c, {
    horizon: 0.58,
    forest: 0.26,
    mid: { y: 0.68, h: 0.8, step: 0.08, keep: [[0.35, 0.8]] },
    focus: (hz) => {
      let out = cabin(c, w * 0.38, h * 0.76, w * 0.4, [w * 0.3, hz], 0.9)
      out += box3(w * 0.24, h * 0.84, w * 0.44, h * 0.05, [w * 0.5, hz], 0.25, {
        front: C.timberDark,
        top: C.timber,
      })
      out += ellipse(w * 0.46, h * 0.855, w * 0.18, h * 0.03, { fill: mix(C.mint, '#7fa7a3', 0.4) })
      let steam = ''
      for (let i = 0; i < 6; i++)
        steam += ellipse(
          w * (0.4 + i * 0.025),
          h * (0.8 - i * 0.05),
          w * (0.03 + i * 0.012),
          h * (0.018 + i * 0.008),
        )
      out += g({ fill: '#f4f2ec', opacity: 0.28 }, steam)
      return out + undergrowth(c, h * 0.8, w * 0.7, w, h * 0.08, mix(C.moss, C.pine, 0.3))
    },
    near: [
      [0.07, 1.04, 1.2],
      [0.92, 1.05, 1.25],
    ],
    cover: { kind: 'moss', y: 0.93 },
  })
}
