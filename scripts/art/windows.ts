// Openings in the room kit: the forest seen through glazing, back-wall and side-wall windows, daylight on the floor.

import type { Ctx } from './landscape'
import { sky } from './landscape'
import { C, mix } from './palette'
import { el, g, n, path, poly, rect, use } from './svg'
import { pine } from './trees'
import { treeline } from './plants'
import { proj, quad, type Room } from './interiors'

/** The forest seen through glazing: sky, far pines, a few near trunks, clipped to the opening. */
export function view(c: Ctx, x: number, y: number, w: number, h: number, id: string): string {
  c.defs.add(id, () => el('clipPath', { id }, rect(x, y, w, h)))
  const hz = y + h * 0.72
  const sub: Ctx = { ...c, w, h }
  let out = g({ transform: `translate(${n(x)} ${n(y)})` }, sky(sub, h * 0.72, 0.7))
  out += treeline(
    c.defs,
    c.r,
    x - 10,
    x + w + 10,
    hz,
    h * 0.3,
    mix(c.L.foliageFar, c.L.haze, 0.3),
    0.5,
  )
  out += rect(x, hz, w, y + h - hz, {
    fill: c.season === 'winter' ? '#e9eeec' : mix(C.moss, C.sage, 0.4),
  })
  const trunks = Math.max(2, Math.round(w / (h * 0.45)))
  let tr = ''
  for (let i = 0; i < trunks; i++) {
    const tx = x + ((i + 0.3 + c.r.range(0, 0.4)) / trunks) * w
    tr += use(
      pine(c.defs, c.r.int(0, 4), c.season === 'winter' ? 'snow' : 'near'),
      tx,
      y + h * c.r.range(1.05, 1.25),
      (h * c.r.range(1.3, 1.7)) / 100,
    )
  }
  out += g({ color: c.L.foliage }, tr)
  return g({ 'clip-path': `url(#${id})` }, out)
}

/** Glazing in the back wall between x0..x1 (metres) and y0..y1, with frames every `bay` metres. */
export function backWindow(
  c: Ctx,
  r: Room,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  bay = 1.2,
  framed = true,
): string {
  const { k, s } = r
  const a = proj(k, [x0, y1, s.rd])
  const b = proj(k, [x1, y0, s.rd])
  let out = view(c, a[0], a[1], b[0] - a[0], b[1] - a[1], `win${Math.round(a[0])}`)
  if (!framed) return out
  let d = ''
  const parts = Math.max(1, Math.round((x1 - x0) / bay))
  for (let i = 1; i < parts; i++) {
    const x = a[0] + ((b[0] - a[0]) * i) / parts
    d += `M${n(x)} ${n(a[1])}V${n(b[1])}`
  }
  out += path(d, { stroke: C.charcoal, 'stroke-width': Math.max(2, (b[0] - a[0]) * 0.006) })
  out += rect(a[0], a[1], b[0] - a[0], b[1] - a[1], {
    fill: 'none',
    stroke: C.charcoal,
    'stroke-width': Math.max(3, (b[0] - a[0]) * 0.008),
  })
  return out
}

/** A window on the left (x = 0) or right (x = rw) wall between depths z0..z1 and heights y0..y1. */
export function sideWindow(
  c: Ctx,
  r: Room,
  right: boolean,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
): string {
  const { k, s } = r
  const x = right ? s.rw : 0
  const p = [proj(k, [x, y1, z0]), proj(k, [x, y1, z1]), proj(k, [x, y0, z1]), proj(k, [x, y0, z0])]
  const id = `sw${right ? 'r' : 'l'}${Math.round(z0 * 10)}`
  c.defs.add(id, () => el('clipPath', { id }, poly(p)))
  const xs = p.map((q) => q[0])
  const ys = p.map((q) => q[1])
  const bx = Math.min(...xs)
  const by = Math.min(...ys)
  const inner = view(c, bx, by, Math.max(...xs) - bx, Math.max(...ys) - by, `${id}v`)
  return (
    g({ 'clip-path': `url(#${id})` }, inner) +
    poly(p, { fill: 'none', stroke: C.charcoal, 'stroke-width': 3 })
  )
}

/** Daylight falling from a back window onto the floor as a soft patch reaching toward the camera. */
export function sunPatch(r: Room, x0: number, x1: number, reach: number, op = 0.16): string {
  const { k, s } = r
  return quad(
    k,
    [
      [x0, 0.001, s.rd],
      [x1, 0.001, s.rd],
      [x1 - 0.6, 0.001, s.rd - reach],
      [x0 - 0.6, 0.001, s.rd - reach],
    ],
    '#fff4dc',
    op,
  )
}
