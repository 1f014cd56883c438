// Small buildings and site furniture: a café pavilion, a timber cabin, an old dacha, benches, bollards, string lights.

import { pane } from './glazing'
import type { Ctx } from './landscape'
import { C } from './palette'
import { boards, box3, circle, el, ellipse, g, n, path, type Pt, poly, rect, text } from './svg'
import { shadow } from './landmarks'

/** A café pavilion: a glass box under a thin timber roof with warm light inside. */
export function pavilion(c: Ctx, x: number, base: number, w: number, vp: Pt): string {
  const h = w * 0.32
  const s = w / 400
  let out = shadow(x + w / 2, base, w * 0.6)
  out += box3(x, base - h, w, h, vp, 0.08, { front: '#2d3833', side: '#1f2824' })
  out += pane(c, x + 6 * s, base - h + 12 * s, w - 12 * s, h - 12 * s, 0.9)
  let d = ''
  for (let i = 1; i < 8; i++) d += `M${n(x + (w * i) / 8)} ${n(base - h)}v${n(h)}`
  out += path(d, { stroke: '#1d2420', 'stroke-width': 2.4 * s })
  out += rect(x - 24 * s, base - h - 10 * s, w + 48 * s, 12 * s, { fill: C.timber })
  out += rect(x - 24 * s, base - h - 14 * s, w + 48 * s, 4 * s, { fill: C.charcoal })
  return g({}, out)
}

/** A small black timber house with a gabled roof, for saunas and gatehouses. */
export function cabin(c: Ctx, x: number, base: number, w: number, vp: Pt, lit = 0.8): string {
  const h = w * 0.45
  const s = w / 300
  const boarded = boards(c.defs, 'cabin', 8, 10, '#1f2321', [2, '#2d322f'])
  let out = shadow(x + w / 2, base, w * 0.65)
  out += box3(x, base - h, w, h, vp, 0.12, { front: boarded, side: '#141716' })
  out += poly(
    [
      [x - 10 * s, base - h],
      [x + w / 2, base - h - w * 0.32],
      [x + w + 10 * s, base - h],
    ],
    { fill: '#181b1a' },
  )
  out += poly(
    [
      [x + 8 * s, base - h - 2 * s],
      [x + w / 2, base - h - w * 0.28],
      [x + w - 8 * s, base - h - 2 * s],
    ],
    {
      fill: boarded,
    },
  )
  out += pane(c, x + w * 0.12, base - h * 0.78, w * 0.42, h * 0.78, lit)
  out += rect(x + w * 0.64, base - h * 0.82, w * 0.2, h * 0.82, { fill: C.timber })
  out += rect(x - 20 * s, base - 6 * s, w + 40 * s, 6 * s, { fill: C.timberDark })
  return g({}, out)
}

/** An old Finnish-style wooden dacha with a steep roof and a glazed veranda of small panes. */
export function dacha(
  x: number,
  base: number,
  w: number,
  wall: string,
  trim: string,
  roof: string,
): string {
  const h = w * 0.55
  const s = w / 500
  let boards = ''
  for (let y = base - h + 8 * s; y < base; y += 9 * s) boards += `M${n(x)} ${n(y)}h${n(w * 0.62)}`
  let out = shadow(x + w / 2, base, w * 0.6)
  out += rect(x, base - h, w * 0.62, h, { fill: wall })
  out += path(boards, { stroke: '#000', opacity: 0.12, 'stroke-width': 1.4 * s })
  out += poly(
    [
      [x - 18 * s, base - h],
      [x + w * 0.31, base - h - w * 0.42],
      [x + w * 0.62 + 18 * s, base - h],
    ],
    { fill: roof },
  )
  out += poly(
    [
      [x + w * 0.2, base - h - 4 * s],
      [x + w * 0.31, base - h - w * 0.3],
      [x + w * 0.42, base - h - 4 * s],
    ],
    { fill: wall },
  )
  out += rect(x + w * 0.26, base - h - w * 0.2, w * 0.1, w * 0.13, {
    fill: '#3e4a44',
    stroke: trim,
    'stroke-width': 4 * s,
  })
  for (const wx of [0.08, 0.4]) {
    out += rect(x + w * wx, base - h * 0.82, w * 0.13, h * 0.38, {
      fill: '#3e4a44',
      stroke: trim,
      'stroke-width': 5 * s,
    })
  }
  const vx = x + w * 0.62
  const vw = w * 0.38
  const vh = h * 0.62
  out += rect(vx, base - vh, vw, vh, { fill: trim })
  let grid = ''
  for (let i = 0; i < 6; i++) {
    for (let j = 0; j < 3; j++) {
      grid += `M${n(vx + 8 * s + (i * (vw - 16 * s)) / 6)} ${n(base - vh + 12 * s + j * vh * 0.22)}h${n((vw - 16 * s) / 6 - 5 * s)}v${n(vh * 0.19)}h${n(-((vw - 16 * s) / 6 - 5 * s))}Z`
    }
  }
  out += path(grid, { fill: '#a9b9ad', opacity: 0.85 })
  out += poly(
    [
      [vx - 6 * s, base - vh],
      [vx + vw + 14 * s, base - vh],
      [vx + vw + 14 * s, base - vh - 16 * s],
      [vx - 6 * s, base - vh - 34 * s],
    ],
    { fill: roof },
  )
  out += rect(vx, base - vh * 0.3, vw, vh * 0.3, { fill: wall })
  return g({}, out)
}

export const bench = (x: number, base: number, w: number, color = C.timber): string =>
  g(
    {},
    rect(x, base - w * 0.22, w, w * 0.06, { fill: color }),
    rect(x, base - w * 0.4, w, w * 0.05, { fill: color }),
    path(
      `M${n(x + w * 0.1)} ${n(base)}V${n(base - w * 0.4)}M${n(x + w * 0.9)} ${n(base)}V${n(base - w * 0.4)}`,
      {
        stroke: C.charcoal,
        'stroke-width': w * 0.04,
      },
    ),
  )

/** A low path bollard; with glow > 0 it throws a warm pool of light. */
export function bollard(x: number, base: number, h: number, glow: number): string {
  let out = ''
  if (glow > 0) out += ellipse(x, base, h * 2.4, h * 0.5, { fill: '#f6c27a', opacity: 0.35 * glow })
  out += rect(x - h * 0.12, base - h, h * 0.24, h, { fill: C.charcoal })
  if (glow > 0) out += rect(x - h * 0.12, base - h * 0.85, h * 0.24, h * 0.14, { fill: '#ffe0a6' })
  return out
}

/** A string of small lights hanging between two points. */
export function stringLights(a: Pt, b: Pt, sag: number, count: number): string {
  const pt = (t: number): Pt => [
    a[0] + (b[0] - a[0]) * t,
    a[1] + (b[1] - a[1]) * t + Math.sin(t * Math.PI) * sag,
  ]
  let bulbs = ''
  for (let i = 1; i < count; i++) {
    const [x, y] = pt(i / count)
    bulbs += circle(x, y + 3, 3.2)
  }
  const m = pt(0.5)
  return (
    path(`M${n(a[0])} ${n(a[1])}Q${n(m[0])} ${n(m[1] + sag)} ${n(b[0])} ${n(b[1])}`, {
      stroke: '#2a2a26',
      'stroke-width': 1.2,
      fill: 'none',
    }) +
    g({ fill: '#ffdca0' }, bulbs) +
    g({ fill: '#ffd48a', opacity: 0.25 }, bulbs.replace(/r="3.2"/g, 'r="9"'))
  )
}

/** A wordmark set in the site's serif, for signs and logos. */
export const serifText = (
  x: number,
  y: number,
  size: number,
  s: string,
  fill: string,
  anchor = 'middle',
  spacing = 0,
): string =>
  el(
    'text',
    {
      x,
      y,
      'font-family': 'Cormorant Garamond, Georgia, serif',
      'font-size': size,
      fill,
      'text-anchor': anchor,
      'letter-spacing': spacing || undefined,
    },
    text(s),
  )
