// The forest scene kit: one layered composition that exterior scenes configure by shares of the image size.

import { type Ctx, veil } from './landscape'
import { groundCover } from './terrain'
import { C, mix } from './palette'
import { dapple, mist, pineRow, rays, type Setting, setting, undergrowth } from './outdoor'
import { g, use } from './svg'
import { pine } from './trees'

export interface Forest extends Setting {
  /** Middle row: ground y and tree height as shares of h, step as a share of w. */
  mid?: { y: number; h: number; step: number; keep?: [number, number][]; birches?: number }
  /** Young trees in the middle distance at y (share of h). */
  under?: number
  /** Drawn after the middle row, given the horizon y. */
  focus?: (hz: number) => string
  /** Frame pines: x (share of w), base y (share of h), height (share of h). */
  near?: [number, number, number][]
  cover?: { kind: 'moss' | 'heather' | 'grass' | 'snow' | 'sand'; y: number }
  front?: () => string
  dapple?: boolean
  rays?: number
  mist?: number
  /** Blend of the middle row toward the haze colour, 0..1. */
  depth?: number
}

export function forest(c: Ctx, f: Forest): string {
  const { w, h, L } = c
  const { out: back, hz } = setting(c, f)
  let out = back
  if (f.mist) out += mist(c, hz, h * 0.12, f.mist)
  const snow = c.season === 'winter' ? 'snow' : 'near'
  if (f.mid) {
    const m = f.mid
    out += pineRow(c, {
      y: h * m.y,
      x0: -w * 0.05,
      x1: w * 1.05,
      h: h * m.h,
      step: w * m.step,
      color: mix(L.foliage, L.haze, f.depth ?? 0.3),
      keep: m.keep?.map(([a, b]) => [a * w, b * w] as [number, number]),
      birches: m.birches ?? 0.12,
      style: snow,
    })
    out += veil(c, 0.12 + (f.mist ?? 0) * 0.3)
    if (f.mist) out += mist(c, h * m.y, h * 0.1, f.mist * 0.8)
  }
  if (f.under)
    out += undergrowth(c, h * f.under, -20, w + 20, h * 0.07, mix(L.foliage, L.haze, 0.2))
  if (f.dapple && c.season !== 'winter') out += dapple(c, hz + h * 0.04, h)
  if (f.focus) out += f.focus(hz)
  if (f.rays) out += rays(c, f.rays)
  for (const [x, y, hh] of f.near ?? []) {
    out += g(
      { color: L.foliage },
      use(pine(c.defs, c.r.int(0, 4), snow), w * x, h * y, (h * hh) / 100),
    )
  }
  if (f.cover) out += groundCover(c, f.cover.kind, h * f.cover.y)
  if (f.front) out += f.front()
  return out
}

/** Ground colour for lawns and clearings in the season. */
export const lawn = (c: Ctx): string =>
  c.season === 'winter' ? '#eef2ef' : c.season === 'autumn' ? '#9a9163' : mix(C.sage, C.moss, 0.45)
