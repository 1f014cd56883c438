// Exterior scenes with the houses: the three types together and alone, evening, winter, mist.

import { blockC, houseA, villaB } from './buildings'
import { figure } from './figures'
import { forest, lawn } from './forest'
import { type Ctx, ridge } from './landscape'
import { boulder, type Way, way, wayPoint, windingPath } from './terrain'
import { bollard } from './pavilions'
import { undergrowth } from './outdoor'
import { C, mix } from './palette'
import { ellipse, g, type Pt, path, rect, use } from './svg'
import { shrub } from './plants'

type Kind = 'A' | 'B' | 'C'

/** One building of a kind with its front width w, standing on base at x. */
export function building(
  c: Ctx,
  kind: Kind,
  x: number,
  base: number,
  w: number,
  vp: Pt,
  lit = 0.6,
): string {
  const fh = kind === 'B' ? w / 5.6 : kind === 'A' ? w / 6.2 : w / 7.4
  const floors = kind === 'B' ? 2 : kind === 'A' ? 4 : 4
  const b = { x, base, w, fh, floors, vp }
  return kind === 'A' ? houseA(c, b, lit) : kind === 'B' ? villaB(c, b, lit) : blockC(c, b, lit)
}

/** Shrubs along a base line, in front of a building. */
export function planting(
  c: Ctx,
  x0: number,
  x1: number,
  y: number,
  size: number,
  color = mix(C.moss, C.pine, 0.3),
): string {
  let out = ''
  for (let x = x0; x < x1; x += size * c.r.range(0.6, 1.1)) {
    out += use(
      shrub(c.defs, c.r.int(0, 3)),
      x,
      y + c.r.range(0, size * 0.1),
      (size / 100) * c.r.range(0.6, 1),
    )
  }
  return g({ color }, out)
}

function people(c: Ctx, spots: [number, number, number][], color = C.charcoal): string {
  const poses = ['woman', 'man', 'stroll', 'child'] as const
  let out = ''
  spots.forEach(([x, y, hh], i) => {
    out += use(figure(c.defs, poses[i % poses.length]!), x, y, hh / 100, {}, i % 2 === 1)
  })
  return g({ color }, out)
}

/** The three types in a row among pines: black, beige, white. */
export function threeTypes(c: Ctx, kinds: Kind[] = ['A', 'B', 'C'], glow = false): string {
  const { w, h } = c
  const base = h * 0.84
  return forest(c, {
    horizon: 0.6,
    forest: 0.22,
    sunX: 0.78,
    mid: { y: 0.66, h: 0.56, step: 0.075, birches: 0.15 },
    under: 0.7,
    depth: 0.25,
    focus: (hz) => {
      const vp: Pt = [w * 0.62, hz]
      const slots: [number, number][] = [
        [0.29, 0.22],
        [0.535, 0.19],
        [0.755, 0.22],
      ]
      let out = ridge(c.r, -20, w + 20, base - h * 0.02, h * 0.01, lawn(c), h)
      kinds.forEach((k, i) => {
        const [x, bw] = slots[i]!
        out += building(c, k, w * x, base - i * h * 0.01, w * bw, vp, glow ? 0.7 : 0.3)
      })
      const wy: Way = { x: w * 0.58, w: w * 0.22, fx: w * 0.62, fy: base, sway: 0.5 }
      out += way(wy, h, mix(C.sand, C.beige, 0.4))
      out += planting(c, w * 0.28, w * 0.98, base + h * 0.01, h * 0.1)
      if (glow) {
        for (const t of [0.15, 0.4, 0.62, 0.8]) {
          for (const side of [-1, 1]) {
            const [bx, by] = wayPoint(wy, h, t, side * 1.15)
            out += bollard(bx, by, h * 0.045 * (1 - t * 0.8), 1)
          }
        }
      }
      out += people(c, [
        [w * 0.66, base + h * 0.07, h * 0.07],
        [w * 0.685, base + h * 0.075, h * 0.068],
      ])
      return out
    },
    near: [
      [0.04, 1.02, 1.25],
      [0.17, 1.06, 1.1],
      [0.94, 1.08, 1.2],
    ],
    cover: { kind: c.season === 'winter' ? 'snow' : 'moss', y: 0.93 },
  })
}

/** One building large in the frame, with pines close by and a terrace or lawn in front. */
export function oneType(c: Ctx, kind: Kind): string {
  const { w, h } = c
  const base = h * 0.83
  return forest(c, {
    horizon: 0.58,
    forest: 0.25,
    mid: { y: 0.62, h: 0.62, step: 0.1, birches: 0.2 },
    depth: 0.2,
    focus: (hz) => {
      const vp: Pt = [w * 0.2, hz]
      let out = ridge(c.r, -20, w + 20, base - h * 0.015, h * 0.008, lawn(c), h)
      out += building(c, kind, w * 0.3, base, w * (kind === 'B' ? 0.5 : 0.52), vp, 0.4)
      out += planting(c, w * 0.25, w * 0.9, base + h * 0.012, h * 0.08)
      out += rect(0, base + h * 0.05, w, h, { fill: mix(lawn(c), C.pine, 0.15) })
      out += windingPath(
        w * 0.55,
        w * 0.35,
        w * 0.56,
        base + h * 0.01,
        h,
        mix(C.sand, C.beige, 0.5),
        0.3,
      )
      out += boulder(c.r, w * 0.2, base + h * 0.1, w * 0.12)
      out += people(c, [[w * 0.6, base + h * 0.08, h * 0.11]])
      return out
    },
    near: [
      [0.08, 1.05, 1.3],
      [0.93, 1.05, 1.25],
    ],
  })
}

/** Morning mist in the pines with a black house half hidden behind the trunks. */
export function mistHouse(c: Ctx): string {
  const { w, h } = c
  return forest(c, {
    horizon: 0.62,
    forest: 0.3,
    sunX: 0.75,
    mist: 0.55,
    depth: 0.45,
    focus: (hz) => {
      const base = h * 0.74
      let out = building(c, 'A', w * 0.58, base, w * 0.26, [w * 0.5, hz], 0.2)
      out += rect(0, base - h * 0.3, w, h * 0.3, { fill: C.white, opacity: 0.22 })
      out += undergrowth(
        c,
        base + h * 0.01,
        w * 0.4,
        w + 20,
        h * 0.08,
        mix(c.L.foliage, c.L.haze, 0.35),
      )
      return out
    },
    mid: { y: 0.78, h: 0.8, step: 0.11, keep: [[0.62, 0.72]], birches: 0.1 },
    near: [
      [0.06, 1.04, 1.35],
      [0.22, 1.08, 1.2],
      [0.9, 1.06, 1.3],
    ],
    cover: { kind: 'moss', y: 0.92 },
  })
}

/** A beige villa in snow at dusk, chimney smoke and lit windows. */
export function winterVilla(c: Ctx): string {
  const { w, h } = c
  const base = h * 0.78
  return forest(c, {
    horizon: 0.6,
    forest: 0.24,
    mid: { y: 0.7, h: 0.6, step: 0.08, keep: [[0.42, 0.82]] },
    focus: (hz) => {
      let out = ridge(c.r, -20, w + 20, base - h * 0.02, h * 0.01, '#eef2f1', h)
      out += villaB(
        c,
        { x: w * 0.44, base, w: w * 0.36, fh: (w * 0.36) / 5.6, floors: 2, vp: [w * 0.3, hz] },
        0.85,
      )
      out += smoke(c, w * 0.44 + w * 0.36 * 0.74 + w * 0.01, base - h * 0.31, h * 0.2)
      out += windingPath(w * 0.58, w * 0.3, w * 0.58, base + h * 0.01, h, '#dfe6e6', 0.3)
      out += g(
        { fill: '#f6c27a', opacity: 0.25 },
        ellipse(w * 0.62, base + h * 0.03, w * 0.2, h * 0.03),
      )
      return out
    },
    near: [
      [0.05, 1.05, 1.3],
      [0.25, 1.1, 1.15],
      [0.95, 1.08, 1.25],
    ],
    cover: { kind: 'snow', y: 0.92 },
  })
}

/** Chimney smoke: puffs that grow, fade and drift right as they rise from x, y over height h. */
export function smoke(c: Ctx, x: number, y: number, h: number): string {
  let out = ''
  for (let i = 0; i < 7; i++) {
    const t = i / 6
    out += ellipse(
      x + t ** 1.4 * h * 0.9 + c.r.range(-4, 4),
      y - t * h,
      h * (0.05 + t * 0.16),
      h * (0.04 + t * 0.09),
      {
        opacity: 0.32 * (1 - t * 0.8),
      },
    )
  }
  return g({ fill: '#eef0ee' }, out)
}

/** Three houses among pines at blue hour, windows lit and paths lit by low bollards. */
export const eveningHouses = (c: Ctx): string => threeTypes(c, ['C', 'A', 'B'], true)

export { people, path }
