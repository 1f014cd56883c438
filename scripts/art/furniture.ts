// Soft furniture for the interior camera: sofas, armchairs, tables, rugs, lamps, plants and table decor.

import { box, type Cam, proj, quad } from './interiors'
import { C, mix } from './palette'
import { ellipse, g, n, path, smoothClosed, type Pt } from './svg'

/** Four legs as strokes from the floor to height y, at the corners of x0..x1, z0..z1. */
export function legs(
  k: Cam,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  y: number,
  color: string,
  t = 0.04,
): string {
  let d = ''
  for (const [x, z] of [
    [x0 + t / 2, z0],
    [x1 - t / 2, z0],
    [x0 + t / 2, z1],
    [x1 - t / 2, z1],
  ] as const) {
    const a = proj(k, [x, 0, z])
    const b = proj(k, [x, y, z])
    d += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`
  }
  return path(d, { stroke: color, 'stroke-width': Math.max(1.5, (t * k.f) / ((z0 + z1) / 2)) })
}

/** A soft shadow on the floor under a piece of furniture. */
export const shadow = (k: Cam, x0: number, z0: number, x1: number, z1: number, op = 0.14): string =>
  quad(
    k,
    [
      [x0 - 0.08, 0.004, z0 - 0.06],
      [x1 + 0.08, 0.004, z0 - 0.06],
      [x1 + 0.15, 0.004, z1 + 0.1],
      [x0 + 0.05, 0.004, z1 + 0.1],
    ],
    '#2a2118',
    op,
  )

/** A sofa facing the camera: plinth, seat cushions, back cushions, arms and two throw pillows. */
export function sofa(
  k: Cam,
  x: number,
  z: number,
  w: number,
  d: number,
  col: string,
  pillows: string[] = [C.sage, C.sand],
): string {
  const dark = mix(col, '#000', 0.18)
  let out = shadow(k, x - 0.18, z, x + w + 0.18, z + d)
  out += box(k, [x, 0.08, z + d - 0.22], [x + w, 0.82, z + d], { front: dark, top: col })
  out += box(k, [x, 0, z], [x + w, 0.1, z + d], { front: '#2a2622' })
  out += box(k, [x, 0.1, z], [x + w, 0.44, z + d - 0.2], {
    front: col,
    top: mix(col, '#fff', 0.15),
  })
  const seats = Math.max(2, Math.round(w / 0.9))
  for (let i = 1; i < seats; i++) {
    const a = proj(k, [x + (w * i) / seats, 0.44, z])
    const b = proj(k, [x + (w * i) / seats, 0.15, z])
    out += path(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`, {
      stroke: dark,
      'stroke-width': 1.5,
    })
  }
  if (w > 1.2) {
    for (const [i, pc] of pillows.entries()) {
      const px = i === 0 ? x + 0.12 : x + w - 0.57
      out += box(k, [px, 0.44, z + d - 0.36], [px + 0.45, 0.84, z + d - 0.22], {
        front: pc,
        top: mix(pc, '#ffffff', 0.2),
      })
    }
  }
  out += box(k, [x - 0.18, 0.1, z], [x, 0.62, z + d], { front: dark, top: col })
  out += box(k, [x + w, 0.1, z], [x + w + 0.18, 0.62, z + d], { front: dark, top: col })
  return out
}

export const armchair = (k: Cam, x: number, z: number, col: string): string =>
  sofa(k, x, z, 0.7, 0.8, col)

export function table(
  k: Cam,
  x: number,
  z: number,
  w: number,
  d: number,
  y: number,
  top: string,
  leg: string = C.charcoal,
): string {
  return (
    shadow(k, x, z, x + w, z + d, 0.1) +
    legs(k, x + 0.05, x + w - 0.05, z + 0.05, z + d - 0.05, y - 0.04, leg) +
    box(k, [x, y - 0.04, z], [x + w, y, z + d], { front: mix(top, '#000', 0.2), top })
  )
}

export const rug = (k: Cam, x: number, z: number, w: number, d: number, col: string): string =>
  quad(
    k,
    [
      [x, 0.005, z],
      [x + w, 0.005, z],
      [x + w, 0.005, z + d],
      [x, 0.005, z + d],
    ],
    col,
  )

/** A pendant hanging from the ceiling at height y, with a warm glow. */
export function pendant(
  k: Cam,
  x: number,
  z: number,
  ceil: number,
  y: number,
  size = 0.35,
  col: string = C.charcoal,
): string {
  const top = proj(k, [x, ceil, z])
  const c = proj(k, [x, y, z])
  const r = (size * k.f) / z
  return (
    path(`M${n(top[0])} ${n(top[1])}L${n(c[0])} ${n(c[1])}`, {
      stroke: C.charcoal,
      'stroke-width': 1.2,
    }) +
    ellipse(c[0], c[1] + r * 0.5, r * 1.6, r * 0.7, { fill: '#ffd48a', opacity: 0.18 }) +
    path(
      `M${n(c[0] - r * 0.2)} ${n(c[1])}H${n(c[0] + r * 0.2)}L${n(c[0] + r * 0.5)} ${n(c[1] + r * 0.45)}H${n(c[0] - r * 0.5)}Z`,
      { fill: col },
    ) +
    ellipse(c[0], c[1] + r * 0.45, r * 0.42, r * 0.08, { fill: '#ffe4ae' })
  )
}

export function floorLamp(k: Cam, x: number, z: number): string {
  const a = proj(k, [x, 0, z])
  const b = proj(k, [x, 1.5, z])
  const r = (0.22 * k.f) / z
  return (
    shadow(k, x - 0.15, z - 0.15, x + 0.15, z + 0.15) +
    path(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`, {
      stroke: C.charcoal,
      'stroke-width': Math.max(1.5, r * 0.08),
    }) +
    ellipse(b[0], b[1] + r * 0.3, r * 2, r, { fill: '#ffd48a', opacity: 0.14 }) +
    path(
      `M${n(b[0] - r * 0.6)} ${n(b[1] - r * 0.5)}H${n(b[0] + r * 0.6)}L${n(b[0] + r * 0.8)} ${n(b[1] + r * 0.3)}H${n(b[0] - r * 0.8)}Z`,
      { fill: C.beige },
    )
  )
}

/** A potted plant: a pot and a cluster of leaves in screen space. */
export function plant(k: Cam, x: number, z: number, hgt = 1.1): string {
  let out =
    shadow(k, x - 0.2, z - 0.2, x + 0.2, z + 0.2) +
    box(k, [x - 0.2, 0, z - 0.2], [x + 0.2, 0.42, z + 0.2], {
      front: mix(C.beige2, C.granite, 0.3),
      top: '#5b4a3a',
    })
  const base = proj(k, [x, 0.42, z])
  const s = (hgt * k.f) / z
  const leaves: Pt[][] = []
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.38
    const L = s * (0.55 + (i % 3) * 0.15)
    const tip: Pt = [base[0] + Math.cos(a) * L, base[1] + Math.sin(a) * L]
    const mid: Pt = [(base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2]
    const nx = -Math.sin(a) * s * 0.09
    const ny = Math.cos(a) * s * 0.09
    leaves.push([base, [mid[0] + nx, mid[1] + ny], tip, [mid[0] - nx, mid[1] - ny]])
  }
  out += g({ fill: C.moss }, ...leaves.map((p) => path(smoothClosed(p))))
  return out
}

/** Books and a bowl on a table top at height y. */
export function decor(k: Cam, x: number, z: number, y: number): string {
  let out = box(k, [x, y, z], [x + 0.32, y + 0.05, z + 0.24], {
    front: C.moss,
    top: mix(C.moss, '#ffffff', 0.2),
  })
  out += box(k, [x + 0.03, y + 0.05, z + 0.02], [x + 0.3, y + 0.09, z + 0.22], {
    front: C.sand,
    top: C.beige,
  })
  const b = proj(k, [x + 0.75, y, z + 0.12])
  const r = (0.16 * k.f) / z
  out += path(
    `M${n(b[0] - r)} ${n(b[1] - r * 0.35)}Q${n(b[0])} ${n(b[1] + r * 0.5)} ${n(b[0] + r)} ${n(b[1] - r * 0.35)}Z`,
    { fill: C.charcoal },
  )
  return out
}
