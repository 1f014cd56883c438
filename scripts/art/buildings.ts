// The three building types in one-point perspective: A black timber and glass, B beige villa, C white block.

import { contact, mullions, pane, Panes, type R, sideWindows } from './glazing'
import type { Ctx } from './landscape'
import { C, mix } from './palette'
import {
  box3,
  boards,
  type Defs,
  g,
  linear,
  n,
  path,
  pattern,
  type Pt,
  poly,
  rect,
  rects,
  sideQuad,
  subQuad,
} from './svg'

export interface Bld {
  x: number
  base: number
  w: number
  /** Floor height in px. */
  fh: number
  floors: number
  /** Vanishing point for the side face, usually on the horizon. */
  vp: Pt
  /** Depth as the share of the way to the vanishing point. */
  k?: number
  /** Roof colour, seen only from above the eaves. */
  roof?: string
}

/** Type A's cladding, charcoal timber battens; the building site clads its frames with it too. */
export const battens = (defs: Defs): string =>
  boards(defs, 'battens', 7, 10, '#222624', [1.8, '#30352f'])

/**
 * What every type works from: its depth toward the vanishing point (k0 unless the caller says),
 * the scale of a detail (1 for a 40 px storey), its height with `roof` details of roof on top,
 * and that top's y.
 */
function measures(
  b: Bld,
  k0: number,
  roof: number,
): { k: number; s: number; H: number; top: number } {
  const s = b.fh / 40
  const H = b.fh * b.floors + roof * s
  return { k: b.k ?? k0, s, H, top: b.base - H }
}

/** Type A: charcoal timber battens, storey-high glazing, cantilevered terraces, a thin roof. */
export function houseA(c: Ctx, b: Bld, litChance = 0.6): string {
  const { x, base, w, fh, floors, vp } = b
  const { k, s, H, top } = measures(b, 0.1, 6)
  let out = contact(x, base, w)
  out += box3(x, top, w, H, vp, k, {
    front: battens(c.defs),
    side: '#161918',
    top: b.roof ?? '#2b2f2c',
  })
  out += sideWindows(c, sideQuad(x, top, w, H, vp, k), floors, 2, '#2d3a35', litChance)
  const core = w * 0.16
  const coreLeft = (floors + Math.round(x)) % 2 === 0
  const gx0 = coreLeft ? x + core : x
  const gw = w - core
  const bays = Math.max(2, Math.round(gw / (fh * 1.3)))
  const panes = new Panes(c)
  let bars = ''
  const slabs: R[] = []
  for (let f = 0; f < floors; f++) {
    const fy = base - (f + 1) * fh
    const inset = f === floors - 1 ? gw * 0.18 : 0
    const px = gx0 + (coreLeft ? 0 : inset) + 3 * s
    const pw = gw - inset - 6 * s
    panes.add(px, fy + 5 * s, pw, fh - 8 * s, litChance)
    const parts = bays * 2
    let acc = 0
    for (let i = 0; i < parts - 1; i++) {
      acc += i % 3 === 0 ? 1.6 : 1
      const sum = Array.from({ length: parts }, (_, j) => (j % 3 === 0 ? 1.6 : 1)).reduce(
        (q, v) => q + v,
        0,
      )
      bars += `M${n(px + (pw * acc) / sum)} ${n(fy + 5 * s)}v${n(fh - 8 * s)}`
    }
    slabs.push([x - 2 * s, fy + fh - 3 * s, w + 4 * s, 3.2 * s])
  }
  out +=
    panes.flush() +
    path(bars, { stroke: '#121514', 'stroke-width': 1.5 * s }) +
    path(rects(slabs), { fill: '#3a3f3b' })
  for (let f = 1; f < floors; f++) {
    if ((f + floors) % 2 !== 1) continue
    const fy = base - (f + 1) * fh
    const tw = gw * 0.78
    const tx = coreLeft ? gx0 + gw - tw : gx0
    const ty = fy + fh - 3 * s
    out += rect(tx - 4 * s, ty, tw + 12 * s, 5 * s, { fill: C.timber })
    out += rect(tx - 4 * s, ty - fh * 0.42, tw + 12 * s, fh * 0.42, { fill: C.mint, opacity: 0.3 })
    out += path(`M${n(tx - 4 * s)} ${n(ty - fh * 0.42)}h${n(tw + 12 * s)}`, {
      stroke: '#0f1211',
      'stroke-width': 1.6 * s,
    })
  }
  out += rect(x, top + 1 * s, w, 8 * s, { fill: '#000', opacity: 0.25 })
  out += rect(x - 10 * s, top - 5 * s, w + 20 * s, 6 * s, { fill: C.charcoal })
  out += rect(x - 10 * s, top + 1 * s, w + 20 * s, 2.4 * s, { fill: C.timber, opacity: 0.9 })
  return g({}, out)
}

/** Type B: stone ground floor, rendered upper floors, a central bay with a gable, a hipped roof. */
export function villaB(c: Ctx, b: Bld, litChance = 0.5, roof = '#5f8272'): string {
  const { x, base, w, fh, floors, vp } = b
  const { k, s, H, top } = measures(b, 0.12, 8)
  const stone = pattern(
    c.defs,
    'stone',
    44,
    16,
    rect(0, 0, 44, 16, { fill: '#d5c3a0' }),
    path('M0 7.5h44M0 15.5h44M14 0v7.5M36 8v7.5', { stroke: '#b9a580', 'stroke-width': 1 }),
  )
  const dim = c.L.lit > 0.5 ? 0.35 : 0
  const render = mix(C.beige, '#7d6d5c', dim)
  const trim = mix('#f7f1e6', '#7d6d5c', dim)
  let out = contact(x, base, w)
  out += box3(x, top, w, H, vp, k, {
    front: render,
    side: mix(C.beige2, '#6f604f', 0.3 + dim),
    top: b.roof ?? roof,
  })
  out += sideWindows(c, sideQuad(x, top, w, H, vp, k), floors, 2, '#3b4440', litChance)
  out += rect(x, base - fh, w, fh, { fill: stone, opacity: dim ? 0.7 : 1 })
  const cw = w * 0.3
  const cx = x + (w - cw) / 2
  out += rect(cx - 4 * s, top, cw + 8 * s, H, { fill: mix(render, '#ffffff', 0.25) })
  const bays = Math.max(2, Math.round((w - cw) / 2 / (fh * 1.05)))
  const bayW = (w - cw) / 2 / bays
  const panes = new Panes(c)
  const trims: R[] = []
  const sills: R[] = []
  let bars = ''
  let rails = ''
  for (let f = 0; f < floors; f++) {
    const fy = base - (f + 1) * fh
    const wy = fy + fh * (f === 0 ? 0.18 : 0.2)
    const wh = fh * (f === 0 ? 0.82 : 0.64)
    const slots: [number, number][] = []
    for (let i = 0; i < bays; i++) {
      slots.push([x + i * bayW + bayW * 0.27, bayW * 0.46])
      slots.push([cx + cw + i * bayW + bayW * 0.27, bayW * 0.46])
    }
    slots.push([cx + cw * 0.22, cw * 0.56])
    for (const [wx, ww] of slots) {
      trims.push([wx - 3 * s, wy - 3 * s, ww + 6 * s, wh + 3 * s])
      panes.add(wx, wy, ww, wh, litChance)
      const parts = ww > bayW ? 3 : 2
      for (let i = 1; i < parts; i++) bars += `M${n(wx + (ww * i) / parts)} ${n(wy)}v${n(wh)}`
      sills.push([wx - 5 * s, wy + wh, ww + 10 * s, 3.5 * s])
      if (f > 0) rails += `M${n(wx - 2 * s)} ${n(wy + wh * 0.7)}h${n(ww + 4 * s)}`
    }
    if (f < floors - 1) out += rect(x, fy, w, 2.5 * s, { fill: trim, opacity: 0.8 })
  }
  out += path(rects(trims), { fill: trim }) + panes.flush()
  out += path(bars, { stroke: '#4d3e30', 'stroke-width': 1.6 * s })
  out += path(rects(sills), { fill: '#cdb994' })
  if (rails) out += path(rails, { stroke: '#3a3128', 'stroke-width': 2.2 * s })
  out += rect(x - 7 * s, top - 4 * s, w + 14 * s, 8 * s, { fill: trim })
  const rh = fh * 1.05
  const roofL = x - 16 * s
  const roofR = x + w + 16 * s
  out += poly(
    [
      [roofL, top - 4 * s],
      [roofR, top - 4 * s],
      [roofR - rh * 1.9, top - rh],
      [roofL + rh * 1.9, top - rh],
    ],
    {
      fill: roof,
    },
  )
  out += rect(x + w * 0.74, top - rh * 1.35, fh * 0.32, rh * 0.8, { fill: '#cbb793' })
  out += rect(x + w * 0.2, top - rh * 1.25, fh * 0.28, rh * 0.7, { fill: '#cbb793' })
  const gx = cx - 10 * s
  const gw = cw + 20 * s
  out += poly(
    [
      [gx, top - 4 * s],
      [gx + gw, top - 4 * s],
      [gx + gw / 2, top - rh * 1.15],
    ],
    { fill: trim },
  )
  out += poly(
    [
      [gx + 10 * s, top - 6 * s],
      [gx + gw - 10 * s, top - 6 * s],
      [gx + gw / 2, top - rh * 0.98],
    ],
    {
      fill: mix(roof, '#ffffff', 0.12),
    },
  )
  out += path(`M${n(roofL)} ${n(top - 4 * s)}H${n(roofR)}`, {
    stroke: mix(roof, '#ffffff', 0.35),
    'stroke-width': 2 * s,
  })
  return g({}, out)
}

/** Type C: white slabs, ribbon windows, deep shaded loggias with glass, planted edges. */
export function blockC(c: Ctx, b: Bld, litChance = 0.5): string {
  const { x, base, w, fh, floors, vp } = b
  const { k, s, H, top } = measures(b, 0.1, 8)
  c.defs.add('loggia', () =>
    linear('loggia', [
      [0, '#69736e'],
      [0.5, '#9aa39c'],
      [1, '#c7cdc6'],
    ]),
  )
  const dim = c.L.lit > 0.5 ? 0.4 : 0
  const white = mix(C.white, '#6f7b7d', dim)
  let out = contact(x, base, w)
  out += box3(x, top, w, H, vp, k, {
    front: white,
    side: mix(C.white, '#868c84', 0.4 + dim),
    top: b.roof ?? '#e4e2da',
  })
  const q = sideQuad(x, top, w, H, vp, k)
  if (q) {
    for (let f = 0; f < floors; f++) {
      const v = 1 - (f + 1) / (floors + 0.2)
      out += poly(subQuad(q, 0.1, v + 0.06, 0.9, v + 0.12), { fill: '#3c4542', opacity: 0.55 })
    }
  }
  const lw = w * 0.42
  const lx = (floors % 2 ? x + w - lw : x) + 6 * s
  for (let f = 0; f < floors; f++) {
    const fy = base - (f + 1) * fh
    const slab = 7 * s
    const ly = fy + slab
    const lh = fh - slab
    if (f === 0) {
      out += rect(x + 8 * s, ly, w - 16 * s, lh, { fill: '#59625d' })
      out += pane(c, x + 14 * s, ly + 4 * s, w - 28 * s, lh - 4 * s, litChance)
      out += mullions(x + 14 * s, ly + 4 * s, w - 28 * s, lh - 4 * s, 8, '#e8ebe5', 1.2 * s)
    } else {
      out += rect(lx, ly, lw - 12 * s, lh, { fill: 'url(#loggia)' })
      out += pane(c, lx + 10 * s, ly + lh * 0.22, lw - 32 * s, lh * 0.78, litChance)
      out += mullions(lx + 10 * s, ly + lh * 0.22, lw - 32 * s, lh * 0.78, 3, '#e8ebe5', 1.2 * s)
      out += rect(lx, ly, lw - 12 * s, lh * 0.2, { fill: '#333b38', opacity: 0.35 })
      out += rect(lx, ly + lh * 0.6, lw - 12 * s, lh * 0.4, { fill: C.mint, opacity: 0.25 })
      out += path(`M${n(lx)} ${n(ly + lh * 0.6)}h${n(lw - 12 * s)}`, {
        stroke: white,
        'stroke-width': 1.6 * s,
      })
      const rx0 = lx === x + 6 * s ? x + lw + 10 * s : x + 14 * s
      const rw = w - lw - 30 * s
      out += pane(c, rx0, ly + lh * 0.3, rw, lh * 0.42, litChance)
      out += mullions(rx0, ly + lh * 0.3, rw, lh * 0.42, 6, '#e8ebe5', 1.1 * s)
      let leaves = ''
      for (let i = 0; i < 4; i++) {
        const px = lx + (lw - 12 * s) * (0.1 + i * 0.26)
        leaves += `M${n(px)} ${n(fy + fh + 0.5 * s)}q${n(7 * s)} ${n(-10 * s)} ${n(16 * s)} 0Z`
      }
      out += path(leaves, { fill: mix(C.moss, '#1a2226', dim) })
    }
    out += rect(x - 6 * s, fy + fh - 1 * s, w + 12 * s, 4.5 * s, { fill: white })
    out += rect(x - 6 * s, fy + fh + 3.5 * s, w + 12 * s, 1.2 * s, {
      fill: '#8e958d',
      opacity: 0.5,
    })
  }
  out += rect(x - 6 * s, top - 2 * s, w + 12 * s, 7 * s, { fill: white })
  return g({}, out)
}
