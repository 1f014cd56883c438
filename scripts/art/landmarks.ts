// Landmarks of the resort: the four-storey entrance stela, the timber belvedere and the six-metre sculpture.

import { ART_LABELS } from '../../content/artLabels'
import type { Ctx } from './landscape'
import { C, mix } from './palette'
import { boards, box3, el, ellipse, g, linear, n, path, type Pt, poly, rect, text } from './svg'

/** A soft ground shadow under something w wide at x. */
export const shadow = (x: number, base: number, w: number): string =>
  ellipse(x, base, w, w * 0.08, { fill: '#10160f', opacity: 0.3 })

/** A serif capital Х (Kh), h tall centred on x, y: a thick and a thin diagonal with bracketed serifs. */
function letterKh(x: number, y: number, h: number): string {
  const t = h * 0.13
  const f = h * 0.045
  const hw = h * 0.36
  const top = y - h / 2
  const bot = y + h / 2
  const thick = `M${n(x - hw - t * 0.2)} ${n(top)}h${n(t * 1.25)}L${n(x + hw + t * 0.2)} ${n(bot)}h${n(-t * 1.25)}Z`
  const thin = `M${n(x + hw - f * 0.5)} ${n(top)}h${n(f * 1.5)}L${n(x - hw + f)} ${n(bot)}h${n(-f * 1.5)}Z`
  const serif = (sx: number, sy: number): string =>
    `M${n(sx - h * 0.12)} ${n(sy)}h${n(h * 0.24)}v${n(sy < y ? f : -f)}h${n(-h * 0.24)}Z`
  return (
    thick +
    thin +
    serif(x - hw + t * 0.4, top) +
    serif(x + hw, top) +
    serif(x - hw, bot - 0) +
    serif(x + hw - t * 0.4, bot)
  )
}

/** The four-storey stela: a slim slatted timber monolith with a brass letter mark; `glow` lights the slats. */
export function stela(c: Ctx, x: number, base: number, h: number, glow: number): string {
  const w = h * 0.2
  const s = h / 400
  const slats = boards(c.defs, 'slats', 9, 10, glow > 0 ? '#f0b96c' : '#1d201e', [6.5, '#2b2621'])
  let out = shadow(x, base, w * 1.4)
  out += rect(x - w * 0.75, base - 14 * s, w * 1.5, 14 * s, { fill: C.granite })
  out += rect(x - w * 0.75, base - 14 * s, w * 1.5, 3 * s, { fill: C.graniteLight })
  const top = base - h
  out += box3(x - w / 2, top, w, h - 14 * s, [x + w * 2, top + h * 0.6], 0.08, {
    front: slats,
    side: '#141615',
  })
  for (let f = 1; f < 4; f++) {
    out += rect(x - w / 2, top + (h * f) / 4, w, 3 * s, { fill: '#141615' })
  }
  if (glow > 0) {
    out += rect(x - w / 2, top, w, h - 14 * s, { fill: '#ffcf8a', opacity: 0.12 * glow })
    out += ellipse(x, base - 4 * s, w * 2.2, 22 * s, { fill: '#f6c27a', opacity: 0.22 * glow })
  }
  const my = top + h * 0.14
  const m = w * 0.32
  out += rect(x - m * 1.2, my - m * 1.3, m * 2.4, m * 3.1, { fill: C.charcoal })
  out += path(letterKh(x, my, m * 1.6), { fill: '#c9a465' })
  out += el(
    'text',
    {
      x,
      y: my + m * 1.45,
      'font-family': 'Cormorant Garamond, Georgia, serif',
      'font-size': m * 0.42,
      fill: '#c9a465',
      'text-anchor': 'middle',
      'letter-spacing': m * 0.12,
    },
    text(ART_LABELS.stela),
  )
  return g({}, out)
}

/** The belvedere: a tapering timber lattice tower with a stair and a roofed viewing deck. */
export function belvedere(c: Ctx, x: number, base: number, h: number, tone = C.timber): string {
  const s = h / 500
  const wb = 70 * s
  const wt = 44 * s
  const deckY = base - h * 0.86
  const col = c.L.lit > 0.5 ? mix(tone, '#2a2420', 0.5) : tone
  const dark = mix(col, '#1f1a16', 0.45)
  const at = (t: number): [number, number] => [wb + (wt - wb) * t, base - (base - deckY) * t]
  let legs = ''
  let brace = ''
  const levels = 6
  for (const side of [-1, 1]) {
    legs += `M${n(x + side * wb)} ${n(base)}L${n(x + side * wt)} ${n(deckY)}`
  }
  for (let i = 0; i < levels; i++) {
    const [w0, y0] = at(i / levels)
    const [w1, y1] = at((i + 1) / levels)
    brace += `M${n(x - w0)} ${n(y0)}L${n(x + w1)} ${n(y1)}M${n(x + w0)} ${n(y0)}L${n(x - w1)} ${n(y1)}`
    brace += `M${n(x - w1)} ${n(y1)}H${n(x + w1)}`
  }
  let stair = ''
  for (let i = 0; i < levels * 2; i++) {
    const [w0, y0] = at(i / (levels * 2))
    const [, y1] = at((i + 1) / (levels * 2))
    const dir = i % 2 ? 1 : -1
    stair += `M${n(x - dir * w0 * 0.6)} ${n(y0)}L${n(x + dir * w0 * 0.6)} ${n(y1)}`
  }
  let out = shadow(x, base, wb * 1.5)
  out += path(stair, { stroke: dark, 'stroke-width': 3 * s, fill: 'none', opacity: 0.8 })
  out += path(brace, { stroke: col, 'stroke-width': 4 * s, fill: 'none' })
  out += path(legs, {
    stroke: col,
    'stroke-width': 9 * s,
    fill: 'none',
    'stroke-linecap': 'square',
  })
  const dw = wt * 1.9
  out += rect(x - dw, deckY - 6 * s, dw * 2, 10 * s, { fill: dark })
  out += rect(x - dw, deckY - 34 * s, dw * 2, 28 * s, {
    fill: 'none',
    stroke: col,
    'stroke-width': 3 * s,
  })
  out += path(`M${n(x - dw)} ${n(deckY - 20 * s)}H${n(x + dw)}`, {
    stroke: col,
    'stroke-width': 2 * s,
  })
  const ry = base - h
  out += path(
    `M${n(x - dw)} ${n(deckY - 34 * s)}V${n(ry + 16 * s)}M${n(x + dw)} ${n(deckY - 34 * s)}V${n(ry + 16 * s)}`,
    {
      stroke: col,
      'stroke-width': 4 * s,
    },
  )
  out += poly(
    [
      [x - dw * 1.25, ry + 18 * s],
      [x + dw * 1.25, ry + 18 * s],
      [x + dw * 0.5, ry],
      [x - dw * 0.5, ry],
    ],
    {
      fill: C.charcoal,
    },
  )
  return g({}, out)
}

/** The six-metre sculpture: slender rising bronze and steel blades, like pine needles, on a granite plinth. */
export function sculpture(c: Ctx, x: number, base: number, h: number): string {
  const s = h / 600
  c.defs.add('bronze', () =>
    linear(
      'bronze',
      [
        [0, '#d9a461'],
        [0.5, C.bronze],
        [1, '#5b3d24'],
      ],
      [0, 0, 1, 0],
    ),
  )
  c.defs.add('steel', () =>
    linear(
      'steel',
      [
        [0, '#e4e8e4'],
        [0.5, '#9aa5a2'],
        [1, '#56605d'],
      ],
      [0, 0, 1, 0],
    ),
  )
  let out = shadow(x, base, 90 * s)
  out += box3(x - 70 * s, base - 24 * s, 140 * s, 24 * s, [x, base - 300 * s], 0.05, {
    front: C.granite,
    top: C.graniteLight,
  })
  const blades: [number, number, number, string][] = [
    [-30, -0.3, 0.84, 'steel'],
    [22, 0.26, 0.9, 'bronze'],
    [-6, -0.06, 1, 'bronze'],
    [8, 0.12, 0.7, 'steel'],
  ]
  const foot = base - 24 * s
  for (const [dx, lean, hh, fill] of blades) {
    const bx = x + dx * s
    const tip: Pt = [bx + lean * h * 0.42, foot - h * hh]
    const wdt = 22 * s
    const m1: Pt = [bx - lean * h * 0.12, foot - h * hh * 0.35]
    const m2: Pt = [bx + lean * h * 0.25, foot - h * hh * 0.7]
    const d =
      `M${n(bx - wdt * 0.6)} ${n(foot)}C${n(m1[0] - wdt)} ${n(m1[1])} ${n(m2[0] - wdt * 0.6)} ${n(m2[1])} ${n(tip[0])} ${n(tip[1])}` +
      `C${n(m2[0] + wdt * 0.9)} ${n(m2[1])} ${n(m1[0] + wdt * 1.1)} ${n(m1[1])} ${n(bx + wdt * 0.6)} ${n(foot)}Z`
    out += path(d, { fill: `url(#${fill})` })
  }
  out += ellipse(x, base - h * 0.5, 46 * s, 12 * s, {
    fill: 'none',
    stroke: 'url(#bronze)',
    'stroke-width': 7 * s,
    transform: `rotate(-12 ${n(x)} ${n(base - h * 0.5)})`,
  })
  return g({}, out)
}
