// Construction progress photos 2025-03..2026-10, nine a month (1-5 the site, 6-9 interiors), and the video poster.
// The photos follow the works as the page tells them (content/pages/about-construction.ts): site
// preparation, the foundations of all thirteen buildings, then the frames of the serviced
// apartments (type A, А1–А4) up to the roof by the last month. Façades, glazing and landscaping
// are still ahead, so no photo shows them.

import { figure } from './figures'
import { type Ctx, clouds, farForest, ground, ridge, sky } from './landscape'
import { heroShade } from './outdoor'
import { C, light, mix, type Season, type Time } from './palette'
import { rng } from './random'
import { crane, excavator, fence, type Kind, rising, trunkGuard } from './site'
import { roomPhoto } from './works'
import { Defs, g, n, path, type Pt, rect, svgDoc, use } from './svg'
import { pine } from './trees'

export const FIRST: [number, number] = [2025, 3]
export const LAST: [number, number] = [2026, 10]
export const PER_MONTH = 9
export const PHOTO = { width: 1200, height: 800 }

export type PhotoKind = 'location' | 'interior'
export const kindOf = (i: number): PhotoKind => (i <= 5 ? 'location' : 'interior')

export function months(): [number, number][] {
  const out: [number, number][] = []
  let [y, m] = FIRST
  while (y < LAST[0] || (y === LAST[0] && m <= LAST[1])) {
    out.push([y, m])
    m += 1
    if (m > 12) {
      m = 1
      y += 1
    }
  }
  return out
}

/** Works progress in 0..1: 0 in the first month, 1 in the last. */
export function progressAt(year: number, month: number): number {
  const all = months()
  const i = all.findIndex(([y, m]) => y === year && m === month)
  return Math.max(0, i) / (all.length - 1)
}

export const seasonOfMonth = (m: number): Season =>
  m === 12 || m <= 2
    ? 'winter'
    : m <= 4
      ? 'spring'
      : m <= 8
        ? 'summer'
        : m <= 11
          ? 'autumn'
          : 'winter'

export function ctxFor(seed: string, w: number, h: number, season: Season, time: Time): Ctx {
  const defs = new Defs()
  defs.tone = { hi: C.mint, hiOp: 0.13, dark: time === 'dusk' ? 0.3 : 0, lite: true, sun: 1 }
  return { w, h, defs, r: rng(seed), L: light(season, time), season, time }
}

const clamp = (v: number): number => Math.max(0, Math.min(1, v))

/** What the works had reached in a month, on the scales the drawings use. */
export interface Stage {
  /** Each building kind's progress on the scale of `rising` (below 0.12 pit and slab, then frame). */
  building: Record<Kind, number>
  /** The site around them on the scale of `sitePhoto` (cranes, roads; lawns only past 0.8). */
  site: number
  /** Interior works on the scale of `roomPhoto` (below 0.15 the bare frame). */
  interior: number
}

/** Just below the frame: the pit dug and the foundation slab cast. */
const SLAB = 0.119
/** `rising` with the frame at full height and no walls yet (walls start at 0.45). */
const FRAME_AT_ROOF = 0.449

/**
 * The stage of the works in a month: preparation in spring 2025; the A foundations by the summer,
 * every building's by February 2026; the A frames rising from September 2025 to the roof by
 * September 2026, which is where the page's status ("А1–А4: каркасы подняты до кровли") leaves them.
 */
export function stageAt(year: number, month: number): Stage {
  const t = progressAt(year, month)
  const foundations = clamp((t - 0.05) / 0.5)
  const firstFoundations = clamp((t - 0.05) / 0.25)
  const frames = clamp((t - 0.3) / 0.65)
  return {
    building: {
      A: frames > 0 ? 0.12 + (FRAME_AT_ROOF - 0.12) * frames : SLAB * firstFoundations,
      B: SLAB * foundations,
      C: SLAB * foundations,
    },
    site: 0.44 * t,
    // Inside the rising frames: bare concrete, then the first block partitions.
    interior: 0.2 * frames,
  }
}

/** The site from outside at progress p; view 1..5 picks the camera. With a stage, each building
 * stands at its kind's own progress instead of one that follows p. */
export function sitePhoto(c: Ctx, p: number, view: number, stage?: Stage): string {
  const at = (kind: Kind, legacy: number): number => (stage ? stage.building[kind] : legacy)
  const { w, h, r, L } = c
  const snow = c.season === 'winter'
  const hz = h * (view === 3 ? 0.7 : view === 5 ? 0.42 : 0.52)
  let out =
    sky(c, hz, r.range(0.5, 0.9)) +
    clouds(c, hz * 0.2, hz * 0.8, 3) +
    farForest(c, hz, h * (view === 5 ? 0.1 : 0.16), 1)
  const soil = snow ? '#e8ecea' : mix(C.soil, C.sand, 0.35)
  const done = clamp((p - 0.8) / 0.2)
  out += ground(
    c,
    hz,
    mix(mix(soil, L.groundFar, 0.3), lawnish(c), done),
    mix(soil, lawnish(c), done),
  )
  const vp: Pt = [w * r.range(0.4, 0.6), hz]
  const kinds: Kind[] = ['A', 'C', 'B']
  // A kept pine framing the view; the right-hand ones are other pines than the left-hand ones
  // (not mirrored: a mirror would light them from the wrong side).
  const side = (x: number, y: number, s: number, right = false): string =>
    g(
      { color: L.foliage },
      use(pine(c.defs, r.int(0, 1) + (right ? 2 : 0), snow ? 'snow' : 'near'), x, y, s / 100),
    ) + (p < 0.9 ? trunkGuard(x, y, s / 1100) : '')
  if (view === 1 || view === 5) {
    const base = view === 5 ? h * 0.62 : h * 0.8
    const bw = view === 5 ? w * 0.17 : w * 0.24
    if (p < 0.85) out += tracks(c, base + h * 0.03, view === 5 ? base + h * 0.14 : h * 0.98)
    if (p > 0.08 && p < 0.85) out += crane(w * 0.7, base - h * 0.02, h * 0.64, -w * 0.4)
    const kept = [0.06, 0.36, 0.66, 0.95]
    out += g(
      { color: mix(L.foliage, L.haze, 0.3) },
      ...kept.map((x, i) =>
        use(
          pine(c.defs, i, snow ? 'snow' : 'near'),
          w * x,
          base + h * 0.012,
          (h * (view === 5 ? 0.42 : 0.6)) / 100,
        ),
      ),
    )
    if (p < 0.9) out += kept.map((x) => trunkGuard(w * x, base + h * 0.012, h / 2600)).join('')
    for (let i = 0; i < 3; i++) {
      const kind = kinds[(i + view) % 3]!
      out += rising(
        c,
        kind,
        w * (0.08 + i * 0.3),
        base - i * h * 0.008,
        bw,
        kind === 'B' ? 2 : 3 + (i % 2),
        at(kind, clamp(p * 1.3 - i * 0.12)),
        vp,
      )
    }
    if (p > 0.05 && p < 0.88)
      out += props(c, w * (view === 5 ? 0.9 : 0.86), base + h * 0.06, h / (view === 5 ? 1400 : 900))
    if (p < 0.9) out += fence(-10, w + 10, view === 5 ? base + h * 0.16 : h * 0.93, h * 0.05)
    if (view === 5)
      out += ridge(
        r,
        -20,
        w + 20,
        h * 0.88,
        h * 0.012,
        p > 0.8 ? mix(lawnish(c), C.pine, 0.2) : mix(soil, '#5a4636', 0.15),
        h,
      )
    out += side(w * 0.03, h * 1.02, h * 1.1) + side(w * 0.97, h * 1.03, h * 1.05, true)
  } else if (view === 2 || view === 3) {
    const drawn = kinds[r.int(0, 2)]!
    // The close-up of a dated photo is of the building the works have reached furthest.
    const kind: Kind = stage && view === 2 ? 'A' : drawn
    const base = h * (view === 3 ? 0.92 : 0.86)
    if (p > 0.08 && p < 0.85)
      out += crane(
        w * (view === 3 ? 0.3 : 0.82),
        base,
        h * (view === 3 ? 0.85 : 0.7),
        w * (view === 3 ? 0.55 : -0.5),
      )
    out += rising(
      c,
      kind,
      w * 0.22,
      base,
      w * (kind === 'B' ? 0.5 : 0.56),
      kind === 'B' ? 2 : 4,
      at(kind, clamp(p * 1.15)),
      vp,
    )
    if (p > 0.05 && p < 0.88) out += props(c, w * 0.84, base + h * 0.02, h / 800)
    if (p < 0.12) out += excavator(w * 0.62, base + h * 0.05, h / 450)
    if (p > 0.1 && p < 0.92) {
      const poses = ['worker', 'worker', 'man'] as const
      out += g(
        { color: '#34403b' },
        ...poses.map((q, i) =>
          use(
            figure(c.defs, q),
            w * (0.3 + i * 0.18),
            base + h * 0.02,
            (h * 0.12) / 100,
            {},
            i === 1,
          ),
        ),
      )
    }
    out += side(w * 0.08, h * 1.05, h * 1.15)
  } else {
    out += landworks(c, p, hz, stage)
    out += side(w * 0.1, h * 1.02, h * 1.1) + side(w * 0.9, h * 1.05, h * 1.05, true)
  }
  return out
}

/** Tyre tracks and gravel across the site floor between y0 and y1, fading as the works finish. */
function tracks(c: Ctx, y0: number, y1: number): string {
  let d = ''
  for (let i = 0; i < 5; i++) {
    const y = y0 + (y1 - y0) * (0.15 + i * 0.18)
    const x = c.r.range(-0.1, 0.4) * c.w
    const len = c.r.range(0.3, 0.7) * c.w
    d += `M${n(x)} ${n(y)}q${n(len * 0.5)} ${n(c.r.range(-30, 30))} ${n(len)} ${n(c.r.range(-20, 20))}`
    d += `M${n(x)} ${n(y + 10 + i * 2)}q${n(len * 0.5)} ${n(c.r.range(-30, 30))} ${n(len)} ${n(c.r.range(-20, 20))}`
  }
  return path(d, {
    stroke: '#5a4636',
    opacity: 0.18,
    'stroke-width': 3 + (y1 - y0) * 0.01,
    fill: 'none',
  })
}

/** Site cabins, a pallet of blocks and a sand heap standing on base at x, scaled by s. */
function props(c: Ctx, x: number, base: number, s: number): string {
  const cab = (cx: number, cy: number, col: string): string =>
    rect(cx, cy - 60 * s, 150 * s, 60 * s, { fill: col }) +
    rect(cx + 14 * s, cy - 44 * s, 34 * s, 22 * s, { fill: '#3b4a47' }) +
    rect(cx + 100 * s, cy - 50 * s, 26 * s, 50 * s, { fill: '#d9d6cc' })
  let out = cab(x - 80 * s, base, '#6f8a8a') + cab(x - 80 * s, base - 62 * s, '#8aa3a0')
  out += rect(x - 190 * s, base - 28 * s, 70 * s, 28 * s, { fill: '#c9c2b2' })
  out += path(
    `M${n(x - 190 * s)} ${n(base - 14 * s)}h${n(70 * s)}M${n(x - 155 * s)} ${n(base - 28 * s)}v${n(14 * s)}`,
    { stroke: '#9d968a', 'stroke-width': 1.5 },
  )
  out += path(`M${n(x - 300 * s)} ${n(base)}q${n(45 * s)} ${n(-52 * s)} ${n(90 * s)} 0Z`, {
    fill: c.season === 'winter' ? '#e9eeee' : mix(C.sand, C.soil, 0.25),
  })
  return out
}

function lawnish(c: Ctx): string {
  return c.season === 'winter'
    ? '#eef2ef'
    : c.season === 'autumn'
      ? '#8f8a5c'
      : mix(C.sage, C.moss, 0.45)
}

/** Roads and landscaping: earthworks early, kerbs and paving later, planting at the end. */
function landworks(c: Ctx, p: number, hz: number, stage?: Stage): string {
  const { w, h } = c
  const vp: Pt = [w * 0.55, hz]
  const building = stage ? stage.building.A : clamp(p * 1.2 - 0.1)
  let out = rising(c, 'A', w * 0.6, hz + h * 0.12, w * 0.2, 3, building, vp)
  const road = p < 0.35 ? mix(C.soil, C.sand, 0.2) : p < 0.6 ? '#9a968c' : mix(C.sand, C.beige, 0.4)
  out += path(
    `M${n(w * 0.2)} ${n(h)}L${n(vp[0] - w * 0.01)} ${n(hz + h * 0.12)}H${n(vp[0] + w * 0.03)}L${n(w * 0.75)} ${n(h)}Z`,
    { fill: road },
  )
  if (p > 0.45)
    out += path(
      `M${n(w * 0.2)} ${n(h)}L${n(vp[0] - w * 0.01)} ${n(hz + h * 0.12)}M${n(w * 0.75)} ${n(h)}L${n(vp[0] + w * 0.03)} ${n(hz + h * 0.12)}`,
      { stroke: '#d8d4ca', 'stroke-width': 6 },
    )
  if (p < 0.3) out += excavator(w * 0.3, h * 0.86, h / 500)
  if (p > 0.7) {
    for (let i = 0; i < 6; i++) {
      const t = i / 6
      for (const x0 of [w * 0.12, w * 0.83]) {
        const x = x0 + (vp[0] - x0) * t * 0.9
        const y = h * 0.98 + (hz + h * 0.12 - h * 0.98) * t
        out += g(
          { color: C.moss },
          use(pine(c.defs, i % 2), x, y, (h * 0.25 * (1 - t * 0.8)) / 100),
        )
      }
    }
  }
  if (p > 0.25 && p < 0.9)
    out += g(
      { color: '#34403b' },
      use(figure(c.defs, 'worker'), w * 0.42, h * 0.9, (h * 0.16) / 100),
    )
  return out
}

/** The file name of a photo, as the API serves it under /art/construction/. */
export const photoName = (y: number, m: number, i: number): string =>
  `${y}-${String(m).padStart(2, '0')}-${i}.svg`

/** One construction photo as a complete SVG document. */
export function constructionPhoto(year: number, month: number, i: number): string {
  const name = photoName(year, month, i)
  const stage = stageAt(year, month)
  const season = seasonOfMonth(month)
  const c = ctxFor(name, PHOTO.width, PHOTO.height, season, 'day')
  const kind = kindOf(i)
  const body =
    kind === 'location' ? sitePhoto(c, stage.site, i, stage) : roomPhoto(c, stage.interior, i - 5)
  const mon = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  })
  const title =
    kind === 'location'
      ? `Construction progress, ${mon} ${year}: the site, view ${i}`
      : `Construction progress, ${mon} ${year}: interior works, room ${i - 5}`
  return svgDoc({ width: c.w, height: c.h, title, defs: c.defs, body })
}

/** The poster of the construction video: the whole site in low golden light. */
export function videoPoster(): string {
  const c = ctxFor('video-poster', 1920, 1080, 'autumn', 'golden')
  const body = sitePhoto(c, 0.55, 1) + heroShade(c)
  return svgDoc({
    width: c.w,
    height: c.h,
    title: 'Construction of the Khvoya resort: the site among the pines',
    defs: c.defs,
    body,
  })
}
