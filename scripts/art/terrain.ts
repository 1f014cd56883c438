// Ground-level landscape pieces: granite boulders, reeds, winding paths and ground cover of moss, heather, grass, snow or sand.

import { C, mix } from './palette'
import type { Rng } from './random'
import { ellipse, g, n, path, type Pt, smoothClosed, smoothOpen } from './svg'
import { mounds } from './plants'
import type { Ctx } from './landscape'

/** A rounded granite boulder resting on y, about `s` wide: shade, body, lit crown, optional moss or snow. */
export function boulder(
  r: Rng,
  cx: number,
  y: number,
  s: number,
  moss = true,
  snow = false,
): string {
  const top: Pt[] = []
  for (let k = 0; k <= 8; k++) {
    const a = Math.PI + (k / 8) * Math.PI
    top.push([
      cx + Math.cos(a) * s * 0.5 * r.range(0.88, 1.06),
      y + Math.sin(a) * s * r.range(0.3, 0.42),
    ])
  }
  const shape: Pt[] = [...top, [cx + s * 0.45, y + s * 0.03], [cx - s * 0.45, y + s * 0.03]]
  const scaled = (k: number, dx: number, dy: number): Pt[] =>
    shape.map(([x, yy]) => [cx + dx * s + (x - cx) * k, y + dy * s + (yy - y) * k] as Pt)
  let out = ellipse(cx + s * 0.1, y + s * 0.02, s * 0.62, s * 0.07, {
    fill: '#1c1f1d',
    opacity: 0.28,
  })
  out += path(smoothClosed(shape), { fill: '#6b655f' })
  out += path(smoothClosed(scaled(0.86, -0.05, -0.035)), { fill: C.granite })
  out += path(smoothClosed(scaled(0.5, -0.12, -0.14)), { fill: C.graniteLight, opacity: 0.55 })
  if (moss || snow) {
    const cap = scaled(0.62, -0.04, -0.2).slice(2, 7)
    out += path(
      smoothClosed([...cap, [cx + s * 0.1, y - s * 0.22], [cx - s * 0.15, y - s * 0.2]]),
      {
        fill: snow ? '#f6f7f4' : C.moss,
      },
    )
  }
  return out
}

/** Reeds along the water line: thin stalks and a few brown heads. */
export function reeds(r: Rng, x0: number, x1: number, y: number, h: number, color: string): string {
  let d = ''
  let heads = ''
  for (let x = x0; x < x1; x += r.range(3, 9)) {
    const hh = h * r.range(0.5, 1)
    const bend = r.range(-0.15, 0.2) * hh
    d += `M${n(x)} ${n(y)}q${n(bend * 0.3)} ${n(-hh * 0.5)} ${n(bend)} ${n(-hh)}`
    if (r.chance(0.18))
      heads += `M${n(x + bend * 0.85)} ${n(y - hh * 0.9)}l${n(bend * 0.08)} ${n(-hh * 0.12)}`
  }
  return (
    path(d, { stroke: color, 'stroke-width': 1.3, fill: 'none', 'stroke-linecap': 'round' }) +
    path(heads, { stroke: '#6e4f34', 'stroke-width': 3.2, 'stroke-linecap': 'round' })
  )
}

export interface Way {
  /** Centre x and width where the path meets the bottom edge. */
  x: number
  w: number
  /** The far end. */
  fx: number
  fy: number
  sway: number
}

/** A point on the edge of a way at t (0 near, 1 far); side -1 left, 1 right, 0 centre. */
export function wayPoint(wy: Way, h: number, t: number, side: number): Pt {
  const y = h + (wy.fy - h) * t
  const x = wy.x + (wy.fx - wy.x) * t + Math.sin(t * Math.PI * 1.4) * wy.sway * wy.w * (1 - t)
  const half = (wy.w / 2) * (1 - t) ** 1.3 + 1.5
  return [x + side * half, y]
}

/** A path that winds from the bottom edge to a far point, narrowing with distance. */
export function way(wy: Way, h: number, fill: string): string {
  const left: Pt[] = []
  const right: Pt[] = []
  for (let i = 0; i <= 8; i++) {
    left.push(wayPoint(wy, h, i / 8, -1))
    right.push(wayPoint(wy, h, i / 8, 1))
  }
  const back = smoothOpen([...right].reverse()).replace(/^M/, 'L')
  return path(`${smoothOpen(left)}L${n(right[8]![0])} ${n(right[8]![1])}${back}Z`, { fill })
}

export const windingPath = (
  x: number,
  w: number,
  fx: number,
  fy: number,
  h: number,
  fill: string,
  sway = 0.25,
): string => way({ x, w, fx, fy, sway }, h, fill)

/** Low ground cover along y: an uneven band of moss, heather, grass, snow or sand with small accents. */
export function groundCover(
  c: Ctx,
  kind: 'moss' | 'heather' | 'grass' | 'snow' | 'sand',
  y: number,
  x0 = 0,
  x1 = c.w,
): string {
  const { r } = c
  const s = c.h / 1080
  const dark = c.defs.tone.dark
  const base = mix(
    {
      moss: mix(C.moss, C.pine, 0.4),
      heather: mix(C.moss, C.pine, 0.3),
      grass: mix(C.moss, c.L.ground, 0.3),
      snow: '#f1f4f2',
      sand: C.sand,
    }[kind],
    '#1a2226',
    kind === 'snow' ? dark * 0.3 : dark * 0.6,
  )
  const top: Pt[] = []
  for (let x = x0 - 40; x <= x1 + 80; x += r.range(60, 160) * s)
    top.push([x, y + r.range(-26, 18) * s])
  let out = path(`${smoothOpen(top)}L${n(x1 + 80)} ${n(c.h + 2)}L${n(x0 - 40)} ${n(c.h + 2)}Z`, {
    fill: base,
  })
  if (kind !== 'snow' && kind !== 'sand') {
    let tufts = ''
    for (const [tx, ty] of top) {
      for (let i = 0; i < 3; i++) {
        const bx = tx + r.range(-50, 50) * s
        const by = ty + 8 * s
        for (let k = -3; k <= 3; k++) {
          const hh = r.range(16, 34) * s * (1 - Math.abs(k) * 0.12)
          tufts += `M${n(bx)} ${n(by)}q${n(k * 2 * s)} ${n(-hh * 0.6)} ${n(k * 6 * s)} ${n(-hh)}`
        }
      }
    }
    out += path(tufts, {
      stroke: base,
      'stroke-width': 2 * s,
      fill: 'none',
      'stroke-linecap': 'round',
    })
  }
  if (kind === 'heather') {
    const tones = ['#8a6f86', '#9c7f95', '#7a6478'].map((t) => mix(t, '#1a2226', dark * 0.6))
    out += mounds(c.defs, r, x0 - 40, x1 + 40, y + 4 * s, c.h + 30 * s, 26, tones, 90 * s, 260 * s)
  }
  let dots = ''
  const accent = {
    moss: '#b8413a',
    heather: '#b690b0',
    grass: C.sage,
    snow: '#dfe7e6',
    sand: '#c9b48c',
  }[kind]
  for (let i = 0; i < 36; i++) {
    const x = r.range(x0, x1)
    const yy = y + r.range(26, Math.max(30, c.h - y)) * s
    dots += `M${n(x)} ${n(yy)}h0.1`
  }
  out += path(dots, {
    stroke: accent,
    'stroke-width': kind === 'heather' ? 9 * s : 5 * s,
    'stroke-linecap': 'round',
    opacity: 0.75,
  })
  return g({}, out)
}
