// Outdoor composition helpers: setting, pine rows, undergrowth, dapples, rays, mist and the hero shade.

import { farForest, type Ctx, clouds, ground, haze, sky, water, ridge } from './landscape'
import { C, mix } from './palette'
import { ellipse, g, linear, n, path, poly, rect, use } from './svg'
import { birch, pine } from './trees'
import { shrub } from './plants'

/** Heroes carry a title over the left third: a consistent dark veil keeps it legible. */
export function heroShade(c: Ctx): string {
  c.defs.add('heroShade', () =>
    linear(
      'heroShade',
      [
        [0, '#0f1a14', 0.62],
        [0.55, '#0f1a14', 0.28],
        [1, '#0f1a14', 0],
      ],
      [0, 0, 1, 0],
    ),
  )
  return rect(0, 0, c.w * 0.52, c.h, { fill: 'url(#heroShade)' })
}

export interface Setting {
  /** Horizon height as a share of the image height. */
  horizon: number
  backdrop?: 'forest' | 'gulf' | 'lake'
  forest?: number
  sunX?: number
}

/** Sky, clouds, the far forest or water, and the ground up to the horizon. Returns markup and the horizon y. */
export function setting(c: Ctx, st: Setting): { out: string; hz: number } {
  const hz = c.h * st.horizon
  const fh = (st.forest ?? 0.2) * c.h
  let out = sky(c, hz, st.sunX ?? 0.7) + clouds(c, hz * 0.15, hz * 0.7, 3)
  if (st.backdrop === 'gulf') {
    out += water(c, hz, c.h)
    out += farForestStrip(c, hz, fh * 0.25)
  } else if (st.backdrop === 'lake') {
    out += farForest(c, hz, fh)
    out += water(c, hz, c.h)
  } else {
    out += farForest(c, hz, fh)
    out += ground(c, hz)
  }
  return { out, hz }
}

/** A thin far shore of forest sitting on the water line. */
function farForestStrip(c: Ctx, hz: number, h: number): string {
  return ridge(
    c.r,
    -20,
    c.w * 0.45,
    hz - h * 0.4,
    h * 0.3,
    mix(c.L.foliageFar, c.L.haze, 0.55),
    hz + 1,
  )
}

export interface RowSpec {
  y: number
  x0: number
  x1: number
  /** Tree height in px. */
  h: number
  step: number
  color: string
  /** x ranges kept free of trunks. */
  keep?: [number, number][]
  birches?: number
  style?: 'near' | 'snow'
}

/** A row of pines standing on y, evenly spread with jitter, skipping the keep ranges. */
export function pineRow(c: Ctx, s: RowSpec): string {
  let out = ''
  const leaf = c.season === 'autumn' ? '#d9a43e' : c.season === 'spring' ? '#a9c47d' : '#8fae6a'
  for (let x = s.x0 + c.r.range(0, s.step * 0.5); x < s.x1; x += s.step * c.r.range(0.7, 1.3)) {
    if (s.keep?.some(([a, b]) => x > a && x < b)) continue
    const hh = s.h * c.r.range(0.82, 1.15)
    const yy = s.y + c.r.range(-0.02, 0.02) * s.h
    if (c.season !== 'winter' && c.r.chance(s.birches ?? 0)) {
      out += use(
        birch(c.defs, c.r.int(0, 1)),
        x,
        yy,
        (hh * 0.7) / 100,
        { color: mix(mix(leaf, '#1a2226', c.defs.tone.dark), s.color, 0.35) },
        c.r.chance(0.5),
      )
    } else {
      out += use(pine(c.defs, c.r.int(0, 4), s.style ?? 'near'), x, yy, hh / 100)
    }
  }
  return g({ color: s.color }, out)
}

/** Low shrubs and junipers along a ground line, for undergrowth in the middle distance. */
export function undergrowth(
  c: Ctx,
  y: number,
  x0: number,
  x1: number,
  h: number,
  color: string,
  step = 1.1,
): string {
  let out = ''
  for (let x = x0; x < x1; x += h * step * c.r.range(0.5, 1.5)) {
    const s = (h / 50) * c.r.range(0.5, 1.2)
    out += use(shrub(c.defs, c.r.int(0, 3)), x, y + c.r.range(-2, 4), s, {
      color: c.r.chance(0.3) ? mix(color, '#8fa88a', 0.2) : undefined,
    })
  }
  return g({ color }, out)
}

/** Dappled light and long trunk shadows, cast away from the sun, on the ground between y0 and y1. */
export function dapple(c: Ctx, y0: number, y1: number, angle = 0.35): string {
  const { r, w } = c
  const away = -c.defs.tone.sun
  let lights = ''
  let shadows = ''
  for (let i = 0; i < 16; i++) {
    const y = r.range(y0, y1)
    const t = (y - y0) / (y1 - y0)
    lights += ellipse(
      r.range(0, w),
      y,
      (60 + 160 * t) * r.range(0.6, 1.4),
      (5 + 16 * t) * r.range(0.6, 1.2),
    )
  }
  for (let i = 0; i < 9; i++) {
    const x = r.range(0, w)
    const y = r.range(y0, y1)
    const t = (y - y0) / (y1 - y0)
    const len = (200 + 500 * t) * r.range(0.7, 1.2)
    const wd = 4 + 14 * t
    shadows += `M${n(x)} ${n(y)}l${n(away * len)} ${n(len * angle * 0.25)}l${n(-away * wd * 0.3)} ${n(wd)}l${n(-away * len)} ${n(-len * angle * 0.25)}Z`
  }
  const op = c.time === 'golden' ? 0.2 : 0.12
  return g(
    {},
    g({ fill: c.L.sun, opacity: op }, lights),
    path(shadows, { fill: '#1b2a20', opacity: 0.16 }),
  )
}

/** Slanting sun rays between trunks, from the top corner on the sun's side. */
export function rays(c: Ctx, count: number, op = 0.16): string {
  const { r, w, h } = c
  const sun = c.defs.tone.sun
  c.defs.add('ray', () =>
    linear('ray', [
      [0, c.L.sun, op * 2],
      [1, c.L.sun, 0],
    ]),
  )
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = sun > 0 ? r.range(0.35, 1.05) * w : r.range(-0.05, 0.65) * w
    const wd = r.range(20, 90)
    const dx = -sun * h * r.range(0.35, 0.5)
    out += poly(
      [
        [x, -10],
        [x + wd, -10],
        [x + wd + dx, h],
        [x + dx - wd * 0.4, h],
      ],
      { fill: 'url(#ray)' },
    )
  }
  return out
}

/** Horizontal bands of morning mist around y. */
export function mist(c: Ctx, y: number, spread: number, op = 0.5): string {
  let out = haze(c, y - spread, y, op, mix(c.L.haze, C.white, 0.4))
  for (let i = 0; i < 5; i++) {
    out += ellipse(
      c.r.range(0, c.w),
      y + c.r.range(-spread * 0.4, spread * 0.4),
      c.r.range(200, 520),
      c.r.range(14, 36),
      {
        fill: C.white,
        opacity: op * 0.5,
      },
    )
  }
  return out
}
