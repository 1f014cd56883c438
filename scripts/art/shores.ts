// Water and lookout scenes: the gulf shore at sunset, a forest lake, the belvedere above and below, an old dacha.

import { belvedere } from './landmarks'
import { dacha } from './pavilions'
import { forest, lawn } from './forest'
import { type Ctx, clouds, ridge, sky, water } from './landscape'
import { boulder, reeds } from './terrain'
import { undergrowth } from './outdoor'
import { C, mix } from './palette'
import { el, g, n, path, poly, rect, use } from './svg'
import { pine } from './trees'
import { grass, treeline } from './plants'

/** Horizontal glints under the sun at x on water from y0 to y1: the sun's path on the sea. */
function sunPath(c: Ctx, x: number, y0: number, y1: number): string {
  let d = ''
  for (let i = 0; i < 22; i++) {
    const t = i / 22
    const y = y0 + (y1 - y0) * t ** 1.3
    const half = c.w * (0.01 + t * 0.05) * c.r.range(0.3, 1)
    d += `M${n(x - half + c.r.range(-1, 1) * half)} ${n(y)}h${n(half * 2 * c.r.range(0.3, 0.9))}`
  }
  return path(d, {
    stroke: c.L.sun,
    'stroke-width': c.h * 0.004,
    opacity: 0.55,
    'stroke-linecap': 'round',
  })
}

/** The shallow gulf shore at sunset: granite boulders in the water, sand, dune grass, low pines. */
export function gulfShore(c: Ctx): string {
  const { w, h, r } = c
  const hz = h * 0.5
  let out = sky(c, hz, 0.66, 0.98) + clouds(c, hz * 0.3, hz * 0.85, 4)
  out += water(c, hz, h)
  out += sunPath(c, w * 0.66, hz + 2, h * 0.8)
  out += path(
    `M${n(w * 0.02)} ${n(hz + 1)}Q${n(w * 0.06)} ${n(hz - h * 0.018)} ${n(w * 0.14)} ${n(hz - h * 0.016)}T${n(w * 0.4)} ${n(hz + 1)}Z`,
    { fill: mix(c.L.foliageFar, c.L.haze, 0.55) },
  )
  for (const [x, y, s] of [
    [0.42, 0.56, 0.035],
    [0.5, 0.6, 0.06],
    [0.86, 0.59, 0.045],
    [0.74, 0.66, 0.1],
  ] as const) {
    out += boulder(r, w * x, h * y, w * s, false)
  }
  const sand = mix(C.sand, c.L.horizon, 0.15)
  out += path(
    `M-10 ${n(h * 0.7)}C${n(w * 0.3)} ${n(h * 0.7)} ${n(w * 0.6)} ${n(h * 0.8)} ${n(w + 10)} ${n(h * 0.84)}V${n(h + 5)}H-10Z`,
    { fill: mix(sand, c.L.water, 0.35) },
  )
  out += path(
    `M-10 ${n(h * 0.72)}C${n(w * 0.3)} ${n(h * 0.72)} ${n(w * 0.6)} ${n(h * 0.83)} ${n(w + 10)} ${n(h * 0.87)}V${n(h + 5)}H-10Z`,
    { fill: sand },
  )
  const dune = mix(mix(C.sand, C.moss, 0.35), '#1a2226', c.defs.tone.dark * 0.5)
  out += path(
    `M-10 ${n(h * 0.6)}C${n(w * 0.12)} ${n(h * 0.58)} ${n(w * 0.25)} ${n(h * 0.62)} ${n(w * 0.42)} ${n(h * 0.76)}C${n(w * 0.5)} ${n(h * 0.82)} ${n(w * 0.55)} ${n(h * 0.9)} ${n(w * 0.6)} ${n(h + 5)}H-10Z`,
    { fill: dune },
  )
  out += g(
    { color: mix(c.L.foliage, '#1a2226', 0.2) },
    use(pine(c.defs, 2), w * 0.1, h * 0.615, h * 0.0042),
    use(pine(c.defs, 4), w * 0.23, h * 0.645, h * 0.003),
  )
  out += grass(r, 0, w * 0.3, h * 0.645, h * 0.04, mix(C.sage, C.sand, 0.2), 2.5)
  out += grass(r, 0, w * 0.55, h * 0.86, h * 0.07, mix(C.moss, C.sand, 0.25), 2)
  out += boulder(r, w * 0.84, h * 0.95, w * 0.2, false)
  out += boulder(r, w * 0.66, h * 0.91, w * 0.08, false)
  return out
}

/** A clear forest lake with a sandy shore, reflections and a wooden pier. */
export function lake(c: Ctx): string {
  const { w, h, r } = c
  const hz = h * 0.5
  let out = sky(c, hz, 0.6) + clouds(c, hz * 0.2, hz * 0.7, 3)
  out += water(c, hz, h)
  const trees = treeline(
    c.defs,
    r,
    -20,
    w + 20,
    hz,
    h * 0.22,
    mix(c.L.foliageFar, c.L.foliage, 0.4),
    0.6,
  )
  out += g({ transform: `matrix(1 0 0 -0.8 0 ${n(hz * 1.8)})`, opacity: 0.32 }, trees)
  out += trees
  out += reeds(r, w * 0.55, w * 0.8, hz + h * 0.03, h * 0.05, mix(C.sage, C.moss, 0.5))
  const px = w * 0.62
  out += poly(
    [
      [px, h * 0.62],
      [px + w * 0.05, h * 0.62],
      [px + w * 0.24, h],
      [px - w * 0.06, h],
    ],
    { fill: C.timber },
  )
  let planks = ''
  for (let t = 0; t < 1; t += 0.06) {
    const y = h * 0.62 + h * 0.38 * t
    planks += `M${n(px - w * 0.06 * t)} ${n(y)}H${n(px + w * 0.05 + w * 0.19 * t)}`
  }
  out += path(planks, { stroke: C.timberDark, 'stroke-width': 1.5, opacity: 0.6 })
  out += path(
    `M${n(px + w * 0.005)} ${n(h * 0.62)}v${n(h * 0.04)}M${n(px + w * 0.045)} ${n(h * 0.62)}v${n(h * 0.04)}`,
    { stroke: C.timberDark, 'stroke-width': 4 },
  )
  out += path(
    `M-10 ${n(h * 0.7)}Q${n(w * 0.3)} ${n(h * 0.76)} ${n(w * 0.45)} ${n(h + 5)}L-10 ${n(h + 5)}Z`,
    { fill: C.sand },
  )
  out += path(
    `M-10 ${n(h * 0.8)}Q${n(w * 0.2)} ${n(h * 0.84)} ${n(w * 0.3)} ${n(h + 5)}L-10 ${n(h + 5)}Z`,
    { fill: mix(C.moss, C.sand, 0.3) },
  )
  out += g(
    { color: c.L.foliage },
    use(pine(c.defs, 1), w * 0.08, h * 1.02, h * 0.0125),
    use(pine(c.defs, 3), w * 0.22, h * 1.05, h * 0.011),
  )
  return out
}

/** The belvedere rising above the pine canopy on a rise, the gulf glowing beyond. */
export function belvedereAbove(c: Ctx): string {
  const { w, h, r, L } = c
  const hz = h * 0.6
  let out = sky(c, hz, 0.62, 0.97) + clouds(c, hz * 0.2, hz * 0.8, 3)
  out += water(c, hz, hz + h * 0.04)
  out += rect(0, hz + h * 0.035, w, h, { fill: mix(L.foliageFar, L.foliage, 0.6) })
  out += treeline(
    c.defs,
    r,
    -20,
    w + 20,
    hz + h * 0.04,
    h * 0.06,
    mix(L.foliageFar, L.haze, 0.5),
    0.6,
  )
  out += path(
    `M${n(w * 0.4)} ${n(hz + h * 0.1)}C${n(w * 0.55)} ${n(hz - h * 0.02)} ${n(w * 0.8)} ${n(hz - h * 0.03)} ${n(w + 20)} ${n(hz + h * 0.06)}V${n(h)}H${n(w * 0.4)}Z`,
    { fill: mix(L.foliageFar, L.foliage, 0.5) },
  )
  out += belvedere(c, w * 0.7, hz + h * 0.02, h * 0.56)
  out += treeline(
    c.defs,
    r,
    w * 0.38,
    w + 20,
    hz + h * 0.08,
    h * 0.16,
    mix(L.foliage, L.haze, 0.25),
    0.45,
  )
  out += treeline(c.defs, r, -20, w + 20, h * 0.86, h * 0.22, mix(L.foliage, '#141c18', 0.2), 0.45)
  out += rect(0, h * 0.84, w, h * 0.16, { fill: mix(L.foliage, '#141c18', 0.35) })
  out += g(
    { color: mix(L.foliage, '#141c18', 0.3) },
    use(pine(c.defs, 1), w * 0.06, h * 1.05, h * 0.013),
    use(pine(c.defs, 2), w * 0.2, h * 1.08, h * 0.011),
  )
  return out
}

/** The belvedere from below: a lattice tower and its deck high above the pines. */
export function belvedereBelow(c: Ctx): string {
  const { w, h } = c
  return forest(c, {
    horizon: 0.86,
    forest: 0.12,
    mid: { y: 0.95, h: 0.8, step: 0.12, keep: [[0.42, 0.62]] },
    focus: () => belvedere(c, w * 0.52, h * 1.02, h * 0.95),
    near: [
      [0.08, 1.1, 1.1],
      [0.92, 1.12, 1.2],
    ],
    cover: { kind: 'moss', y: 0.96 },
  })
}

/** An old Finnish-style dacha with a glazed veranda among pines, in faded early-century tones. */
export function oldDacha(c: Ctx): string {
  const { w, h } = c
  c.defs.add('faded', () =>
    el(
      'filter',
      { id: 'faded' },
      el('feColorMatrix', {
        type: 'matrix',
        values: '0.52 0.48 0.12 0 0.04 0.4 0.56 0.1 0 0.03 0.3 0.4 0.2 0 0.03 0 0 0 1 0',
      }),
    ),
  )
  const body = forest(c, {
    horizon: 0.62,
    forest: 0.26,
    mid: { y: 0.7, h: 0.75, step: 0.09, keep: [[0.45, 0.85]] },
    focus: () => {
      let out = ridge(c.r, -20, w + 20, h * 0.78, h * 0.01, lawn(c), h)
      out += dacha(w * 0.46, h * 0.8, w * 0.4, '#8a7a4e', '#efe6d6', '#6b4a3a')
      out += undergrowth(c, h * 0.81, w * 0.4, w * 0.9, h * 0.07, mix(C.moss, C.pine, 0.3))
      return out
    },
    near: [
      [0.06, 1.05, 1.3],
      [0.28, 1.08, 1.15],
      [0.94, 1.06, 1.25],
    ],
    cover: { kind: 'grass', y: 0.93 },
  })
  return g({ filter: 'url(#faded)' }, body) + rect(0, 0, w, h, { fill: '#d9c7a3', opacity: 0.18 })
}
