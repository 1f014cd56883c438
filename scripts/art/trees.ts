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

const PADS = 5

/** One of a few pad shapes, 20 x 10 units around 0,0, with its shadow and its lit top. */
function pad(defs: Defs, i: number, snow: boolean): string {
  const id = `pad${i}${snow ? 's' : ''}`
  return defs.add(id, () => {
    const r = rng(`pad-${i}`)
    const shape = padOutline(r, 10, 5, 10)
    return g(
      { id },
      path(smoothClosed(shift(shape, 0, 1.3)), { fill: '#0c1a12', opacity: 0.35 }),
      path(smoothClosed(shape)),
      path(smoothClosed(shift(shape, -1.2, -1.7, 0.66)), {
        fill: snow ? mix('#fbfbf8', '#8d9fae', defs.tone.dark) : defs.tone.hi,
        opacity: snow ? 0.92 : defs.tone.hiOp + (i % 3) * 0.03,
      }),
    )
  })
}

export const shift = (p: Pt[], dx: number, dy: number, s = 1): Pt[] =>
  p.map(([x, y]) => [dx + x * s, dy + y * s] as Pt)

/**
 * A Scots pine 100 units tall, base at 0,0: orange-brown trunk, bare below, and a crown of
 * layered pads in currentColor. Returns the def id; variants differ by seed.
 */
export function pine(defs: Defs, v: number, style: PineStyle = 'near'): string {
  const variant = style === 'far' ? v % 3 : v % 4
  const id = `pine${variant}${style[0]}`
  return defs.add(id, () => {
    const r = rng(`pine-${variant}`)
    if (style !== 'far') barkGradient(defs)
    const lean = r.range(-7, 7)
    const crownBase = r.range(-66, -56)
    const tx = (y: number): number => lean * (-y / 100) ** 1.6 + Math.sin(-y / 22) * 0.9
    const spine: Pt[] = []
    for (let y = 0; y >= -92; y -= 23) spine.push([tx(y), y])
    const w = (y: number): number => 1.7 - (-y / 100) * 1.1
    const left = spine.map(([x, y]) => [x - w(y), y] as Pt)
    const right = spine.map(([x, y]) => [x + w(y), y] as Pt).reverse()
    const trunkFill = style === 'far' ? 'currentColor' : 'url(#bark)'
    let out = poly([...left, ...right], { fill: trunkFill })
    if (style !== 'far') {
      out += poly([...spine.map(([x, y]) => [x + w(y) * 0.2, y] as Pt), ...right], {
        fill: '#2a1a12',
        opacity: 0.22,
      })
    }
    const pads: [number, number, number, number][] = []
    const clusters = style === 'far' ? 3 : r.int(3, 4)
    for (let c = 0; c < clusters; c++) {
      const t = c / (clusters - 1)
      const cy = crownBase - t * (90 + crownBase) + r.range(-3, 3)
      const side = c % 2 === 0 ? 1 : -1
      const reach = (1 - t * 0.6) * r.range(6, 13)
      const cx = tx(cy) + side * reach
      const parts = style === 'far' ? 1 : r.int(2, 3)
      for (let k = 0; k < parts; k++) {
        const w = r.range(8, 13) * (1 - t * 0.3)
        pads.push([
          cx + r.range(-6, 6),
          cy + r.range(-4, 3) - k * 2.5,
          w * (style === 'far' ? 1.4 : 1),
          w * r.range(0.42, 0.55),
        ])
      }
    }
    pads.push([tx(-96) + r.range(-3, 3), -96, r.range(9, 12), 4.4])
    let branches = ''
    for (const [cx, cy] of pads) {
      const bx = tx(cy + 6)
      branches += smoothOpen([
        [bx, cy + 6],
        [(bx + cx) / 2, cy + 3.5],
        [cx, cy],
      ])
    }
    out += path(branches, {
      fill: 'none',
      stroke: style === 'far' ? 'currentColor' : mix(C.barkDark, '#1a2226', defs.tone.dark),
      'stroke-width': 0.9,
      'stroke-linecap': 'round',
    })
    let crown = ''
    pads.sort((a, b) => a[1] - b[1])
    pads.forEach(([cx, cy, rx, ry], i) => {
      if (style === 'far') {
        crown += smoothClosed(shift(padOutline(r, rx, ry, 6), cx, cy))
        return
      }
      const pid = pad(defs, (variant * 3 + i) % PADS, style === 'snow')
      crown += el('use', {
        href: `#${pid}`,
        transform: `matrix(${n3(rx / 10)} 0 0 ${n3(ry / 5)} ${n(cx)} ${n(cy)})`,
      })
    })
    out +=
      style === 'far' ? path(crown, { fill: 'currentColor' }) : g({ fill: 'currentColor' }, crown)
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
