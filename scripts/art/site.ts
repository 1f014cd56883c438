// A building site in stages (pit, slab, frame, walls, cladding, finished), a tower crane, site fittings.

import { battens, blockC, houseA, villaB } from './buildings'
import type { Ctx } from './landscape'
import { C, mix } from './palette'
import { g, n, path, type Pt, poly, rect, rects } from './svg'

export type Kind = 'A' | 'B' | 'C'

const concrete = '#b3b0a7'
const concreteDark = '#8f8c84'

function scaffold(
  x: number,
  top: number,
  w: number,
  base: number,
  s: number,
  net: boolean,
): string {
  let d = ''
  const step = 34 * s
  for (let xx = x - 8 * s; xx <= x + w + 8 * s; xx += step) d += `M${n(xx)} ${n(base)}V${n(top)}`
  for (let y = base; y >= top; y -= step * 0.9) d += `M${n(x - 8 * s)} ${n(y)}H${n(x + w + 8 * s)}`
  let out = path(d, { stroke: '#d9d4c8', 'stroke-width': 1.6 * s, opacity: 0.9 })
  if (net) out += rect(x - 8 * s, top, w + 16 * s, base - top, { fill: '#4f8a6a', opacity: 0.45 })
  return out
}

/**
 * One building at progress p (0..1) of its own works, front width w, floors, standing on base.
 * Early: pit and slab; then the frame rises floor by floor; then walls, cladding, glazing; at 1 the
 * finished house of the given kind.
 */
export function rising(
  c: Ctx,
  kind: Kind,
  x: number,
  base: number,
  w: number,
  floors: number,
  p: number,
  vp: Pt,
): string {
  const fh = w / (kind === 'B' ? 5.6 : 6.4)
  const s = fh / 40
  if (p >= 0.92) {
    const b = { x, base, w, fh, floors, vp }
    return kind === 'A' ? houseA(c, b, 0.3) : kind === 'B' ? villaB(c, b, 0.3) : blockC(c, b, 0.3)
  }
  let out = ''
  if (p < 0.12) {
    const depth = fh * 0.6 * Math.min(1, p / 0.06)
    out += poly(
      [
        [x - 20 * s, base],
        [x + w + 20 * s, base],
        [x + w, base + depth],
        [x, base + depth],
      ],
      { fill: mix(C.soil, '#4a3a2c', 0.35) },
    )
    out += path(
      `M${n(x + w + 40 * s)} ${n(base)}q${n(w * 0.15)} ${n(-fh * 0.9)} ${n(w * 0.35)} 0Z`,
      { fill: mix(C.soil, C.sand, 0.3) },
    )
    if (p > 0.07) out += rect(x, base - 6 * s, w, 8 * s, { fill: concrete })
    return out
  }
  const frameP = Math.min(1, (p - 0.12) / 0.4)
  const built = Math.max(1, Math.ceil(frameP * floors))
  const top = base - built * fh - 6 * s
  out += rect(x - 6 * s, base - 8 * s, w + 12 * s, 8 * s, { fill: concreteDark })
  const wallP = Math.max(0, Math.min(1, (p - 0.45) / 0.2))
  const cladP = Math.max(0, Math.min(1, (p - 0.62) / 0.28))
  for (let f = 0; f < built; f++) {
    const fy = base - (f + 1) * fh
    const bays = Math.max(3, Math.round(w / (fh * 1.2)))
    if (f < Math.floor(wallP * built + 0.01) || (wallP > 0 && f === 0)) {
      out += rect(x, fy, w, fh, { fill: mix(concrete, '#c9b9a0', 0.4) })
      const holes: [number, number, number, number][] = []
      for (let i = 0; i < bays; i++)
        holes.push([x + (i + 0.2) * (w / bays), fy + fh * 0.2, (w / bays) * 0.6, fh * 0.65])
      out += path(rects(holes), { fill: '#2f3431' })
    } else {
      out += rect(x, fy, w, fh, { fill: '#3b3f3b', opacity: 0.55 })
      let cols = ''
      for (let i = 0; i <= bays; i++) cols += `M${n(x + (i * w) / bays)} ${n(fy)}v${n(fh)}`
      out += path(cols, { stroke: concrete, 'stroke-width': 6 * s })
    }
    out += rect(x - 4 * s, fy - 3 * s, w + 8 * s, 6 * s, { fill: concrete })
  }
  if (frameP < 1) {
    let rebar = ''
    for (let i = 0; i <= 8; i++)
      rebar += `M${n(x + (i * w) / 8)} ${n(top + 3 * s)}v${n(-fh * 0.35)}`
    out += path(rebar, { stroke: '#7a5a44', 'stroke-width': 1.4 * s })
  }
  if (cladP > 0) {
    const ch = (base - top) * cladP
    const cladFill = kind === 'A' ? battens(c.defs) : kind === 'B' ? C.beige : C.white
    out += rect(x, base - ch, w * 0.98, ch, { fill: cladFill })
    const bays = Math.max(3, Math.round(w / (fh * 1.2)))
    const glazed: [number, number, number, number][] = []
    const open: [number, number, number, number][] = []
    for (let f = 0; f < built; f++) {
      const fy = base - (f + 1) * fh
      if (fy < base - ch) continue
      for (let i = 0; i < bays; i++) {
        const cell: [number, number, number, number] = [
          x + (i + 0.15) * (w / bays),
          fy + fh * 0.15,
          (w / bays) * 0.7,
          fh * 0.72,
        ]
        ;((i + f) / (bays + built) < cladP * 1.2 ? glazed : open).push(cell)
      }
    }
    out +=
      path(rects(glazed), { fill: mix(C.mint, '#50625c', 0.5) }) +
      path(rects(open), { fill: '#3a3f3b' })
  }
  if (p < 0.85) out += scaffold(x, top, w, base, s, wallP > 0.3)
  return g({}, out)
}

/** A tower crane whose mast stands at x on base, height h, jib reaching left or right. */
export function crane(x: number, base: number, h: number, jib: number, col = '#e3a43c'): string {
  const s = h / 500
  const mw = 14 * s
  const top = base - h
  let lattice = `M${n(x - mw)} ${n(base)}V${n(top)}M${n(x + mw)} ${n(base)}V${n(top)}`
  for (let y = base; y > top; y -= mw * 2)
    lattice += `M${n(x - mw)} ${n(y)}L${n(x + mw)} ${n(y - mw * 2)}`
  const jx = x + jib
  let out = path(lattice, { stroke: col, 'stroke-width': 3 * s, fill: 'none' })
  out += path(
    `M${n(x - jib * 0.3)} ${n(top)}H${n(jx)}M${n(x)} ${n(top - 40 * s)}L${n(jx)} ${n(top)}M${n(x)} ${n(top - 40 * s)}L${n(x - jib * 0.3)} ${n(top)}`,
    { stroke: col, 'stroke-width': 4 * s, fill: 'none' },
  )
  out += rect(x - jib * 0.3 - 10 * s, top, 30 * s, 22 * s, { fill: '#8f8c84' })
  out += rect(x + 6 * s, top + 4 * s, 18 * s, 16 * s, { fill: C.charcoal })
  const hx = x + jib * 0.62
  out += path(`M${n(hx)} ${n(top)}v${n(h * 0.35)}`, { stroke: C.charcoal, 'stroke-width': 1.2 * s })
  out += rect(hx - 5 * s, top + h * 0.35, 10 * s, 8 * s, { fill: col })
  out += rect(x - mw * 2, base - 10 * s, mw * 4, 10 * s, { fill: '#8f8c84' })
  return out
}

/** Boards strapped around a pine trunk at x to protect it during works. */
export const trunkGuard = (x: number, base: number, s: number): string =>
  g(
    {},
    rect(x - 14 * s, base - 80 * s, 28 * s, 80 * s, { fill: C.timber }),
    path(
      `M${n(x - 14 * s)} ${n(base - 60 * s)}h${n(28 * s)}M${n(x - 14 * s)} ${n(base - 20 * s)}h${n(28 * s)}M${n(x - 5 * s)} ${n(base)}v${n(-80 * s)}M${n(x + 5 * s)} ${n(base)}v${n(-80 * s)}`,
      { stroke: C.timberDark, 'stroke-width': 2 * s },
    ),
  )

/** A site fence of panels along y from x0 to x1. */
export function fence(x0: number, x1: number, y: number, hgt: number): string {
  let d = ''
  for (let x = x0; x < x1; x += hgt * 1.4) d += `M${n(x)} ${n(y)}v${n(-hgt)}`
  return (
    rect(x0, y - hgt, x1 - x0, hgt, { fill: '#5f7f6f', opacity: 0.85 }) +
    path(d, { stroke: '#3d4a44', 'stroke-width': 2 })
  )
}

/** An excavator: tracks, cab and an arm reaching right. */
export function excavator(x: number, base: number, s: number): string {
  return g(
    {},
    rect(x - 40 * s, base - 16 * s, 80 * s, 16 * s, { rx: 8 * s, fill: C.charcoal }),
    rect(x - 30 * s, base - 46 * s, 54 * s, 30 * s, { fill: '#e3a43c' }),
    rect(x - 26 * s, base - 70 * s, 26 * s, 26 * s, { fill: '#e3a43c' }),
    rect(x - 22 * s, base - 66 * s, 18 * s, 14 * s, { fill: '#4a5a55' }),
    path(
      `M${n(x + 20 * s)} ${n(base - 40 * s)}L${n(x + 70 * s)} ${n(base - 90 * s)}L${n(x + 100 * s)} ${n(base - 30 * s)}`,
      { stroke: '#e3a43c', 'stroke-width': 9 * s, fill: 'none', 'stroke-linejoin': 'round' },
    ),
    path(
      `M${n(x + 92 * s)} ${n(base - 30 * s)}h${n(20 * s)}l${n(-6 * s)} ${n(16 * s)}h${n(-12 * s)}Z`,
      { fill: C.charcoal },
    ),
  )
}
