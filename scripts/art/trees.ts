// Trees as reusable defs: Scots pines, birches, spruces, shrubs, and far treeline silhouettes.

import { C, mix } from './palette'
import type { Rng } from './random'
import { rng } from './random'
import {
  type Defs,
  el,
  g,
  linear,
  n,
  n3,
  path,
  type Pt,
  poly,
  smoothClosed,
  smoothOpen,
} from './svg'

export type PineStyle = 'near' | 'far' | 'snow'

function barkGradient(defs: Defs): string {
  const d = defs.tone.dark
  const k = (c: string): string => mix(c, '#1a2226', d)
  return defs.add('bark', () =>
    linear('bark', [
      [0, k('#d98a52')],
      [0.35, k(C.bark)],
      [0.75, k('#8a5238')],
      [1, k('#5a4136')],
    ]),
  )
}

/** Which way the light comes from in side views: 1 from the right, -1 from the left (Defs.tone.sun). */
const sunOf = (defs: Defs): 1 | -1 => (defs.tone.sun < 0 ? -1 : 1)

/** A pad of pine needles: a flat cloud with a scalloped top and a calm underside, centred on 0,0. */
export function padOutline(r: Rng, rx: number, ry: number, k: number): Pt[] {
  const p: Pt[] = []
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2 + Math.PI
    const top = Math.sin(a) < -0.05
    const j = top ? (i % 2 ? r.range(0.95, 1.15) : r.range(0.7, 0.85)) : r.range(0.45, 0.58)
    p.push([Math.cos(a) * rx * r.range(0.94, 1.06), Math.sin(a) * ry * j])
  }
  return p
}

const PADS = 4

/**
 * One of a few needle masses, 20 x 10 units around 0,0: two tufts run together, so the
 * edge breaks as a Scots pine's does. Shade under and on the side away from the sun, light on
 * top toward it; the pad is never mirrored, so every pine of a picture is lit from one side.
 */
function pad(defs: Defs, i: number, snow: boolean): string {
  const sun = sunOf(defs)
  const id = `pad${i}${snow ? 's' : ''}${sun < 0 ? 'l' : ''}`
  return defs.add(id, () => {
    const r = rng(`pad-${i}`)
    const side = i % 2 ? -1 : 1
    const tufts: [number, number, number][] = [
      [r.range(-2, 2), 0, r.range(6.5, 8)],
      [side * r.range(4.5, 6.5), r.range(-1, 1.2), r.range(3.6, 5)],
    ]
    const shape = (dx: number, dy: number, s: number): string =>
      tufts
        .map(([x, y, rx]) =>
          smoothClosed(
            shift(padOutline(r.fork(`${x}`), rx, rx * 0.62, 8), dx + x * s, dy + y * s, s),
          ),
        )
        .join('')
    const dark = '#0c1a12'
    return g(
      { id },
      path(shape(-sun * 0.7, 1.2, 0.94), { fill: dark, opacity: 0.55 }),
      path(shape(0, 0, 1)),
      path(shape(sun * 1.3, -1.6, 0.6), {
        fill: snow ? mix('#fbfbf8', '#8d9fae', defs.tone.dark) : defs.tone.hi,
        opacity: snow ? 0.92 : defs.tone.hiOp + 0.05 + (i % 3) * 0.03,
      }),
    )
  })
}

export const shift = (p: Pt[], dx: number, dy: number, s = 1): Pt[] =>
  p.map(([x, y]) => [dx + x * s, dy + y * s] as Pt)

/**
 * A Scots pine 100 units tall, base at 0,0: a tall bare trunk, orange toward the top, a dead stub
 * or two, and an irregular crown of needle masses in currentColor on crooked branches, flat on
 * top. Five variants differ in lean, crown height, reach and how the masses sit. A lit pine is
 * never mirrored (its light comes from the picture's sun, Defs.tone.sun); a far one may be.
 */
export function pine(defs: Defs, v: number, style: PineStyle = 'near'): string {
  const far = style === 'far'
  const variant = far ? v % 3 : v % 5
  const sun = sunOf(defs)
  const id = `pine${variant}${style[0]}${!far && sun < 0 ? 'l' : ''}`
  return defs.add(id, () => {
    const r = rng(`pine-${variant}${far ? 'f' : ''}`)
    if (!far) barkGradient(defs)
    const lean = r.range(-8, 8)
    const top = -r.range(94, 100)
    const crownBase = far ? r.range(-62, -52) : r.range(-74, -58)
    const tx = (y: number): number => lean * (-y / 100) ** 1.6 + Math.sin(-y / 19 + variant) * 1.1
    const spine: Pt[] = []
    for (let y = 0; y > top + 14; y -= 16) spine.push([tx(y), y])
    // The leader ends inside the top mass, neither above it nor short of it.
    spine.push([tx(top + 6), top + 6])
    const w = (y: number): number => 1.8 - (-y / 100) * 1.15
    const left = spine.map(([x, y]) => [x - w(y), y] as Pt)
    const right = spine.map(([x, y]) => [x + w(y), y] as Pt).reverse()
    let out = poly([...left, ...right], { fill: far ? 'currentColor' : 'url(#bark)' })
    if (!far) {
      // The trunk's side away from the sun.
      const shade = spine.map(([x, y]) => [x - sun * w(y), y] as Pt)
      const mid = spine.map(([x, y]) => [x - sun * w(y) * 0.15, y] as Pt).reverse()
      out += poly([...shade, ...mid], { fill: '#2a1a12', opacity: 0.3 })
    }
    // Tiers from the flat top down to the crown's base, each a branch to one or two masses.
    const pads: [number, number, number, number][] = []
    let branches = ''
    const tiers = r.int(3, far ? 4 : 5)
    let side = r.chance(0.5) ? 1 : -1
    for (let t = 0; t < tiers; t++) {
      const u = t / (tiers - 1)
      const cy = top + 5 + u * (crownBase - top - 5) + r.range(-3, 3)
      const topTier = t === 0
      const reach = topTier ? r.range(-3, 3) : side * (r.range(5, 15) * (0.6 + u * 0.5))
      const cx = tx(cy) + reach
      const rx = (topTier ? r.range(11, 16) : r.range(6, 12)) * (far ? 1.25 : 1)
      pads.push([cx, cy, rx, rx * r.range(0.42, 0.55)])
      if (!far && !topTier && r.chance(0.55))
        pads.push([cx + side * rx * 0.8, cy + r.range(-1, 2.5), rx * 0.55, rx * 0.28])
      if (!far && topTier)
        pads.push([cx + r.range(-1, 1) * rx * 0.7, cy - r.range(2, 4), rx * 0.6, rx * 0.28])
      // The limb ends under the mass's inner part, so little of it shows beyond the needles.
      const bx = tx(cy + 7)
      const ex = cx - Math.sign(reach) * rx * 0.35
      if (!topTier)
        branches += smoothOpen([
          [bx, cy + 7],
          [(bx + ex) / 2, cy + 2.5 + r.range(0, 2)],
          [ex, cy + 1],
        ])
      side = r.chance(0.75) ? -side : side
    }
    // A dead stub or two below the crown, as on every old pine.
    for (let k = far ? 0 : r.int(1, 2); k > 0; k--) {
      const y = crownBase + r.range(6, 20)
      const s = r.chance(0.5) ? 1 : -1
      branches += `M${n(tx(y))} ${n(y)}l${n(s * r.range(3, 6))} ${n(-r.range(1, 3))}`
    }
    out += path(branches, {
      fill: 'none',
      stroke: far ? 'currentColor' : mix(C.barkDark, '#1a2226', defs.tone.dark),
      'stroke-width': 0.9,
      'stroke-linecap': 'round',
    })
    let crown = ''
    pads.sort((a, b) => a[1] - b[1])
    pads.forEach(([cx, cy, rx, ry], i) => {
      if (far) {
        crown += smoothClosed(shift(padOutline(r, rx, ry, 7), cx, cy))
        return
      }
      const pid = pad(defs, (variant * 3 + i) % PADS, style === 'snow')
      crown += el('use', {
        href: `#${pid}`,
        transform: `matrix(${n3(rx / 10)} 0 0 ${n3(ry / 5)} ${n(cx)} ${n(cy)})`,
      })
    })
    out += far ? path(crown, { fill: 'currentColor' }) : g({ fill: 'currentColor' }, crown)
    return g({ id }, out)
  })
}

/** A birch 100 units tall: a white trunk with dark marks and an airy crown in currentColor. */
export function birch(defs: Defs, v: number): string {
  const variant = v % 2
  const id = `birch${variant}`
  return defs.add(id, () => {
    const r = rng(`birch-${variant}`)
    const lean = r.range(-6, 6)
    const tx = (y: number): number => lean * (-y / 100) ** 1.4
    const left: Pt[] = []
    const right: Pt[] = []
    for (let y = 0; y >= -88; y -= 22) {
      const w = 1.3 - (-y / 100) * 0.9
      left.push([tx(y) - w, y])
      right.unshift([tx(y) + w, y])
    }
    let out = poly([...left, ...right], { fill: '#f2efe6' })
    let marks = ''
    for (let i = 0; i < 7; i++) {
      const y = -r.range(4, 80)
      marks += `M${n(tx(y) - 1.1)} ${n(y)}h${n(r.range(0.8, 1.8))}v1h${n(-r.range(0.8, 1.8))}Z`
    }
    out += path(marks, { fill: C.charcoal, opacity: 0.75 })
    let leaves = ''
    for (let i = 0; i < 5; i++) {
      const cy = -54 - i * 9 + r.range(-3, 3)
      const cx = tx(cy) + (i % 2 ? -1 : 1) * r.range(2, 6)
      const rx = r.range(8, 11) * (1 - i * 0.08)
      leaves += smoothClosed(shift(padOutline(r, rx, rx * 0.95, 8), cx, cy))
    }
    out += path(leaves, { fill: 'currentColor', opacity: 0.92 })
    out += path(smoothClosed(shift(padOutline(r, 7, 9, 8), tx(-70) - 3, -74)), {
      fill: '#fff',
      opacity: 0.14,
    })
    return g({ id }, out)
  })
}
