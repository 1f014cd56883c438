// Shapes for the master plan in ground metres, and their conversion to the picture's percent
// coordinates. Pure; the wobble of natural shapes comes from a seeded stream.

import type { SitePoint } from '../../../engine/geometry'
import type { Random } from '../random'

export type M = readonly [number, number]

/** The picture covers 640 x 400 m of ground: 1.6 : 1. */
export const SITE_METRES = [640, 400] as const

export const toSite = ([x, y]: M): SitePoint =>
  [
    Math.round((x / SITE_METRES[0]) * 10000) / 100,
    Math.round((y / SITE_METRES[1]) * 10000) / 100,
  ] as unknown as SitePoint

/** A rectangle of length x depth centred at (cx, cy), turned clockwise by `angle` degrees. */
export function turnedRect(
  cx: number,
  cy: number,
  length: number,
  depth: number,
  angle: number,
): M[] {
  const rad = (angle * Math.PI) / 180
  const [c, s] = [Math.cos(rad), Math.sin(rad)]
  return [
    [-length / 2, -depth / 2],
    [-length / 2, depth / 2],
    [length / 2, depth / 2],
    [length / 2, -depth / 2],
  ].map(
    ([x, y]) =>
      [
        cx + (x as number) * c - (y as number) * s,
        cy + (x as number) * s + (y as number) * c,
      ] as const,
  )
}

/** An irregular oval: ponds, clearings, lawns. */
export function blob(
  random: Random,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble = 0.12,
  count = 28,
): M[] {
  const phase = random() * Math.PI * 2
  const harmonics = [2, 3, 5].map((k) => ({
    k,
    amp: (random() - 0.5) * 2 * wobble,
    at: random() * Math.PI * 2,
  }))
  return Array.from({ length: count }, (_, i) => {
    const t = phase + (i / count) * Math.PI * 2
    const r =
      1 + harmonics.reduce((sum, h) => sum + h.amp * Math.sin(h.k * t + h.at), 0) / harmonics.length
    return [cx + Math.cos(t) * rx * r, cy + Math.sin(t) * ry * r] as const
  })
}

/** Smooths a hand-drawn polyline with Chaikin's corner cutting. */
export function smooth(points: readonly M[], rounds = 2, closed = true): M[] {
  let out = [...points]
  for (let r = 0; r < rounds; r++) {
    const next: M[] = []
    const n = out.length
    for (let i = 0; i < (closed ? n : n - 1); i++) {
      const a = out[i] as M
      const b = out[(i + 1) % n] as M
      next.push(
        [a[0] * 0.75 + b[0] * 0.25, a[1] * 0.75 + b[1] * 0.25],
        [a[0] * 0.25 + b[0] * 0.75, a[1] * 0.25 + b[1] * 0.75],
      )
    }
    out = closed ? next : [out[0] as M, ...next, out[n - 1] as M]
  }
  return out
}

export function inside(p: M, poly: readonly M[]): boolean {
  let hit = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] as M
    const [xj, yj] = poly[j] as M
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) hit = !hit
  }
  return hit
}

export function distanceToPolyline(p: M, line: readonly M[]): number {
  let best = Number.POSITIVE_INFINITY
  for (let i = 0; i + 1 < line.length; i++) {
    const [ax, ay] = line[i] as M
    const [bx, by] = line[i + 1] as M
    const [dx, dy] = [bx - ax, by - ay]
    const t = Math.max(
      0,
      Math.min(1, ((p[0] - ax) * dx + (p[1] - ay) * dy) / (dx * dx + dy * dy || 1)),
    )
    best = Math.min(best, Math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy))
  }
  return best
}
