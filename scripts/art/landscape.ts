// Landscape layers: sky, clouds, haze, far forest, ground, water, dunes, boulders, reeds, paths.

import { type Light, mix, type Season, type Time } from './palette'
import type { Rng } from './random'
import {
  circle,
  type Defs,
  linear,
  n,
  path,
  type Pt,
  radial,
  rect,
  smoothClosed,
  smoothOpen,
} from './svg'
import { treeline } from './plants'

/** Everything a scene needs to draw one image. */
export interface Ctx {
  w: number
  h: number
  defs: Defs
  r: Rng
  L: Light
  season: Season
  time: Time
}

export function sky(c: Ctx, horizon: number, sunX = 0.72, sunY = 0.9): string {
  const { w, L, defs } = c
  // Trees drawn after the sky take their lit side from where it puts the sun.
  defs.tone.sun = sunX < 0.5 ? -1 : 1
  defs.add('sky', () =>
    linear('sky', [
      [0, L.skyTop],
      [0.55, L.skyMid],
      [1, L.horizon],
    ]),
  )
  defs.add('sun', () =>
    radial('sun', [
      [0, L.sun, L.sunOpacity],
      [0.35, L.sun, L.sunOpacity * 0.35],
      [1, L.sun, 0],
    ]),
  )
  let out = rect(0, 0, w, horizon + 4, { fill: 'url(#sky)' })
  const R = Math.max(w, horizon) * 0.55
  out += circle(w * sunX, horizon * sunY, R, { fill: 'url(#sun)' })
  if (c.time === 'night') {
    let d = ''
    for (let i = 0; i < 60; i++) {
      d += `M${n(c.r.range(0, w))} ${n(c.r.range(0, horizon * 0.6))}h1.6`
    }
    out += path(d, {
      stroke: '#f4efe2',
      'stroke-width': 1.6,
      opacity: 0.6,
      'stroke-linecap': 'round',
    })
  }
  return out
}

export function clouds(c: Ctx, y0: number, y1: number, count = 4): string {
  const { r, w } = c
  let d = ''
  for (let i = 0; i < count; i++) {
    const cx = r.range(0.1, 0.95) * w
    const cy = r.range(y0, y1)
    const len = r.range(0.12, 0.3) * w
    const hh = r.range(8, 18) * (c.h / 1080)
    const p: Pt[] = []
    for (let k = 0; k < 10; k++) {
      const a = (k / 10) * Math.PI * 2
      const top = Math.sin(a) < 0 ? r.range(1, 2.2) : 0.6
      p.push([cx + Math.cos(a) * len * 0.5, cy + Math.sin(a) * hh * top])
    }
    d += smoothClosed(p)
  }
  const tint = c.time === 'dusk' ? '#f0c9a6' : '#ffffff'
  return path(d, { fill: tint, opacity: c.time === 'night' ? 0.08 : 0.32 })
}

/** A vertical veil in the haze colour, clear at y0 and `op` strong at y1. */
export function haze(c: Ctx, y0: number, y1: number, op: number, color = c.L.haze): string {
  const id = `haze${Math.round(op * 100)}${color.slice(1)}`
  c.defs.add(id, () =>
    linear(id, [
      [0, color, 0],
      [1, color, op],
    ]),
  )
  return rect(0, y0, c.w, y1 - y0, { fill: `url(#${id})` })
}

/** A full veil over everything drawn so far, for distance. */
export const veil = (c: Ctx, op: number, y1 = c.h): string =>
  rect(0, 0, c.w, y1, { fill: c.L.haze, opacity: op })

/** Two far forest edges with haze between them, standing on the horizon line. */
export function farForest(c: Ctx, horizon: number, height: number, rows = 2): string {
  const { r, w, L } = c
  if (rows === 1)
    return treeline(c.defs, r, -20, w + 20, horizon, height, mix(L.foliageFar, L.haze, 0.2), 0.6)
  let out = treeline(
    c.defs,
    r,
    -20,
    w + 20,
    horizon,
    height * 0.75,
    mix(L.foliageFar, L.haze, 0.4),
    0.55,
  )
  out += haze(c, horizon - height * 1.2, horizon, 0.55)
  out += treeline(
    c.defs,
    r,
    -20,
    w + 20,
    horizon + height * 0.1,
    height,
    mix(L.foliageFar, L.foliage, 0.3),
    0.8,
  )
  out += haze(c, horizon - height, horizon + height * 0.1, 0.3)
  return out
}

/** A soft land rise from x0 to x1 with crest at y and bumps of amp, filled down to `bottom`. */
export function ridge(
  r: Rng,
  x0: number,
  x1: number,
  y: number,
  amp: number,
  fill: string,
  bottom: number,
): string {
  const p: Pt[] = []
  const steps = 8
  for (let i = 0; i <= steps; i++) p.push([x0 + ((x1 - x0) * i) / steps, y + r.range(-amp, amp)])
  return path(`${smoothOpen(p)}L${n(x1)} ${n(bottom)}L${n(x0)} ${n(bottom)}Z`, { fill })
}

export function ground(c: Ctx, top: number, far = c.L.groundFar, near = c.L.ground): string {
  const id = `gr${far.slice(1)}${near.slice(1)}`
  c.defs.add(id, () =>
    linear(id, [
      [0, far],
      [1, near],
    ]),
  )
  return rect(0, top, c.w, c.h - top, { fill: `url(#${id})` })
}

/** Open water from y0 down to y1 with a bright horizon and a few glints. */
export function water(c: Ctx, y0: number, y1: number): string {
  const { L, r, w } = c
  const id = 'water'
  c.defs.add(id, () =>
    linear(id, [
      [0, mix(L.horizon, L.water, 0.3)],
      [0.4, L.water],
      [1, mix(L.water, L.skyTop, 0.5)],
    ]),
  )
  let glints = ''
  for (let i = 0; i < 26; i++) {
    const y = y0 + (y1 - y0) * r.next() ** 1.6
    const len = r.range(20, 90) * (0.3 + (y - y0) / (y1 - y0))
    glints += `M${n(r.range(0, w))} ${n(y)}h${n(len)}`
  }
  return (
    rect(0, y0, w, y1 - y0, { fill: `url(#${id})` }) +
    path(glints, { stroke: L.sun, 'stroke-width': 1.4, opacity: 0.45, 'stroke-linecap': 'round' })
  )
}
