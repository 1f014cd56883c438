// Built-in and heavier pieces for the interior camera: bed, bath, pool, dining chair, counters, wall art and frames.

import { box, type Cam, proj, quad, type V3 } from './interiors'
import { C, mix } from './palette'
import { ellipse, g, n, path, poly } from './svg'
import { legs } from './furniture'

/** A bed against the back wall: timber headboard panel, base, white duvet, pillows and a throw. */
export function bed(k: Cam, x: number, zBack: number, w: number, len: number): string {
  const z = zBack - len
  let out = box(k, [x - 0.5, 0, zBack - 0.1], [x + w + 0.5, 1.3, zBack], { front: C.timber })
  out += box(k, [x, 0, z], [x + w, 0.3, zBack - 0.1], { front: mix(C.sand, C.timberDark, 0.3) })
  out += box(k, [x + 0.02, 0.3, z + 0.02], [x + w - 0.02, 0.52, zBack - 0.1], {
    front: '#f4f1ea',
    top: C.white,
  })
  out += box(k, [x + 0.15, 0.52, zBack - 0.6], [x + w / 2 - 0.05, 0.72, zBack - 0.15], {
    front: '#eee9df',
    top: '#f8f6f0',
  })
  out += box(k, [x + w / 2 + 0.05, 0.52, zBack - 0.6], [x + w - 0.15, 0.72, zBack - 0.15], {
    front: '#eee9df',
    top: '#f8f6f0',
  })
  out += box(k, [x - 0.01, 0.3, z + 0.25], [x + w + 0.01, 0.53, z + 0.7], {
    front: C.sage,
    top: mix(C.sage, '#fff', 0.2),
  })
  return out
}

/** A freestanding bath: a white body with a rounded rim and water. */
export function bath(k: Cam, x: number, z: number, w: number, d: number): string {
  const p = [
    proj(k, [x, 0.58, z]),
    proj(k, [x + w, 0.58, z]),
    proj(k, [x + w, 0.58, z + d]),
    proj(k, [x, 0.58, z + d]),
  ]
  const cx = (p[0]![0] + p[1]![0] + p[2]![0] + p[3]![0]) / 4
  const cy = (p[0]![1] + p[1]![1] + p[2]![1] + p[3]![1]) / 4
  const rx = (p[1]![0] - p[0]![0]) / 2
  const ry = Math.abs(p[0]![1] - p[3]![1]) / 2
  const b0 = proj(k, [x + 0.08, 0, z])
  const b1 = proj(k, [x + w - 0.08, 0, z])
  return g(
    {},
    path(
      `M${n(cx - rx)} ${n(cy)}Q${n(cx - rx)} ${n(b0[1])} ${n(b0[0] + rx * 0.2)} ${n(b0[1])}H${n(b1[0] - rx * 0.2)}Q${n(cx + rx)} ${n(b1[1])} ${n(cx + rx)} ${n(cy)}Z`,
      { fill: '#f3f0ea' },
    ),
    ellipse(cx, cy, rx, ry * 1.2, { fill: C.white }),
    ellipse(cx, cy + ry * 0.1, rx * 0.86, ry * 0.8, { fill: mix(C.mint, '#9fc0bb', 0.4) }),
  )
}

/** A pool let into the floor from z0 to z1, with stone coping and light on the water. */
export function pool(k: Cam, x0: number, x1: number, z0: number, z1: number): string {
  let out = quad(
    k,
    [
      [x0 - 0.3, 0.002, z0 - 0.3],
      [x1 + 0.3, 0.002, z0 - 0.3],
      [x1 + 0.3, 0.002, z1 + 0.3],
      [x0 - 0.3, 0.002, z1 + 0.3],
    ],
    '#ece6da',
  )
  out += quad(
    k,
    [
      [x0, 0.003, z0],
      [x1, 0.003, z0],
      [x1, 0.003, z1],
      [x0, 0.003, z1],
    ],
    mix(C.mint, '#6fa39d', 0.45),
  )
  let glints = ''
  for (let z = z0 + 0.4; z < z1; z += 0.55) {
    const a = proj(k, [x0 + 0.4 + (z % 1.3), 0.004, z])
    const b = proj(k, [x0 + 1.6 + (z % 1.1), 0.004, z])
    glints += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`
  }
  out += path(glints, {
    stroke: '#ffffff',
    opacity: 0.45,
    'stroke-width': 2,
    'stroke-linecap': 'round',
  })
  return out
}

/** A dining chair seen from the front or the back. */
export function chair(k: Cam, x: number, z: number, col: string, back = true): string {
  let out = legs(k, x, x + 0.45, z, z + 0.45, 0.45, C.charcoal, 0.03)
  out += box(k, [x, 0.43, z], [x + 0.45, 0.48, z + 0.45], {
    front: mix(col, '#000', 0.2),
    top: col,
  })
  if (back) out += box(k, [x, 0.48, z + 0.4], [x + 0.45, 0.9, z + 0.45], { front: col })
  return out
}

/** A counter run: plinth, doors with joints, a stone top. */
export function counter(
  k: Cam,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  y: number,
  body: string,
  top: string,
): string {
  let out = box(k, [x0, 0, z0], [x1, y - 0.04, z1], { front: body })
  let d = ''
  for (let x = x0 + 0.6; x < x1 - 0.1; x += 0.6) {
    const a = proj(k, [x, 0.08, z0])
    const b = proj(k, [x, y - 0.08, z0])
    d += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`
  }
  out += path(d, { stroke: mix(body, '#000', 0.3), 'stroke-width': 1.2 })
  out += box(k, [x0 - 0.03, y - 0.04, z0 - 0.03], [x1 + 0.03, y, z1 + 0.03], {
    front: mix(top, '#000', 0.1),
    top,
  })
  return out
}

/** A framed picture on the left or right wall between depths z0..z1 and heights y0..y1. */
export function wallArt(
  k: Cam,
  wallX: number,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  fill: string,
): string {
  const p: V3[] = [
    [wallX, y1, z0],
    [wallX, y1, z1],
    [wallX, y0, z1],
    [wallX, y0, z0],
  ]
  return (
    quad(k, p, C.charcoal) +
    quad(
      k,
      p.map(
        ([x, y, z]) =>
          [x, y + (y > (y0 + y1) / 2 ? -0.06 : 0.06), z + (z > (z0 + z1) / 2 ? -0.05 : 0.05)] as V3,
      ),
      fill,
    )
  )
}

/** A framed picture or drawing hung flat on the back wall. */
export function frame(
  k: Cam,
  x: number,
  y: number,
  z: number,
  w: number,
  hgt: number,
  fill: string,
): string {
  const a = proj(k, [x, y + hgt, z])
  const b = proj(k, [x + w, y, z])
  return poly([a, [b[0], a[1]], b, [a[0], b[1]]], { fill, stroke: C.charcoal, 'stroke-width': 2 })
}

export type { V3 }
