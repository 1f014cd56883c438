// Wide views: the resort from the air, a road through the pines, a seaside promenade, a city street.

import { blockC, houseA, villaB } from './buildings'
import { people } from './exteriors'
import { density, greens, pickGreen, type Sun, stand, THICKETS, thicket, type Tree } from './crowns'
import { forest } from './forest'
import { type Ctx, clouds, ridge, sky, water } from './landscape'
import { bench, dacha } from './pavilions'
import { C, mix } from './palette'
import { circle, g, linear, n, path, type Pt, rect, use } from './svg'
import { pine } from './trees'

/** The resort from the air: buildings among a canopy in depth, the gulf a pale strip on the horizon. */
export function aerial(c: Ctx): string {
  const { w, h, r, L } = c
  const hz = h * 0.2
  let out = sky(c, hz, 0.7) + clouds(c, hz * 0.2, hz * 0.8, 2)
  out += water(c, hz, hz + h * 0.035)
  out += ridge(r, -20, w + 20, hz + h * 0.035, h * 0.004, mix(L.foliageFar, L.haze, 0.4), h)
  // The sun stands to the right, beyond the houses: crowns are lit on that side.
  const sun: Sun = [0.8, -0.6]
  const vp: Pt = [w * 0.62, hz - h * 0.5]
  type Item = { y: number; draw: () => string }
  const items: Item[] = []
  const spots: [number, number, 'A' | 'B' | 'C'][] = [
    [0.44, 0.38, 'A'],
    [0.58, 0.34, 'A'],
    [0.72, 0.37, 'A'],
    [0.86, 0.35, 'A'],
    [0.5, 0.52, 'A'],
    [0.66, 0.5, 'B'],
    [0.82, 0.53, 'A'],
    [0.95, 0.5, 'C'],
    [0.4, 0.7, 'A'],
    [0.58, 0.72, 'C'],
    [0.76, 0.74, 'A'],
    [0.92, 0.72, 'B'],
    [0.68, 0.92, 'A'],
  ]
  for (const [x, y, t] of spots) {
    const d = (y * h - hz) / (h - hz)
    const bw = w * (0.05 + d * 0.09)
    const fh = bw / (t === 'B' ? 5.6 : 6.5)
    const b = { x: x * w - bw / 2, base: y * h, w: bw, fh, floors: t === 'B' ? 2 : 3, vp, k: 0.09 }
    items.push({
      y: y * h,
      draw: () =>
        t === 'A' ? houseA(c, b, 0.2) : t === 'B' ? villaB(c, b, 0.2) : blockC(c, b, 0.2),
    })
  }
  out += canopyFloor(c, hz + h * 0.035, spots)
  // Rows of crowns from the far edge to the near one: small, pale and blue far off, large, dark
  // and detailed near; thickets and glades from one density field; clear round the houses.
  const thick = density(r.fork('stand'), w * 0.12)
  for (let y = hz + h * 0.05; y < h * 1.1; ) {
    const d = (y - hz) / (h - hz)
    const size = w * (0.014 + d * 0.075)
    // Far off the air takes the greens toward a blue haze; near they are deep and full.
    const g5 = greens(mix(C.pine, airHaze(L), Math.max(0, 0.7 - d * 1.1)))
    const row: Tree[] = []
    for (
      let x = -size * r.range(0, 1);
      x < w + size;
      x += size * r.range(0.7, 1.1) * (1 + Math.max(0, 0.3 - d) * 3)
    ) {
      const k = thick(x, y * 2.5)
      if (!r.chance(0.45 + k * 0.6)) continue
      const near = spots.some(
        ([sx, sy]) =>
          Math.abs(x - sx * w) < w * (0.03 + d * 0.06) &&
          y < sy * h + h * (0.02 + d * 0.07) &&
          y > sy * h - h * (0.06 + d * 0.08),
      )
      if (near) continue
      const s = r.range(0.7, 1.15) * (0.8 + k * 0.35)
      row.push({
        x,
        y: y - size * 0.3 + r.range(-0.08, 0.08) * size,
        size: size * s * 1.5,
        v: r.int(0, THICKETS - 1),
        color: pickGreen(r, g5),
        sx: r.range(0.9, 1.1),
        sy: r.range(0.9, 1.1),
      })
    }
    row.sort((a, b) => g5.indexOf(a.color) - g5.indexOf(b.color))
    items.push({ y, draw: () => stand(row, (t) => thicket(c.defs, t.v, sun, 'air')) })
    y += size * 0.43
  }
  items.sort((a, b) => a.y - b.y)
  for (const it of items) out += it.draw()
  return out
}

/** The blue the air lends a far forest. */
const airHaze = (L: Ctx['L']): string => mix(L.haze, '#9fb4bd', 0.4)

/**
 * The forest floor seen between the crowns: far off the gaps close up and it takes the crowns'
 * own hazy green, so the far forest reads as one mass; near it is deep shade. Under each house a
 * clearing of lawn and sand, so the houses stand on ground, not on treetops.
 */
function canopyFloor(c: Ctx, y0: number, spots: readonly [number, number, string][]): string {
  const { w, h, L } = c
  c.defs.add('floor', () =>
    linear('floor', [
      [0, mix(mix(C.pine, airHaze(L), 0.7), '#0b1710', 0.08)],
      [0.3, mix(mix(C.pine, airHaze(L), 0.35), '#0b1710', 0.3)],
      [1, mix(C.pine, '#0b1710', 0.45)],
    ]),
  )
  let out = rect(0, y0, w, h - y0, { fill: 'url(#floor)' })
  let lawn = ''
  for (const [x, y] of spots) {
    const d = (y * h - y0) / (h - y0)
    const rx = w * (0.045 + d * 0.075)
    lawn += `M${n(x * w - rx)} ${n(y * h)}a${n(rx)} ${n(rx * 0.32)} 0 1 0 ${n(rx * 2)} 0a${n(rx)} ${n(rx * 0.32)} 0 1 0 ${n(-rx * 2)} 0Z`
  }
  out += path(lawn, { fill: mix(C.sage, C.moss, 0.5) })
  return out
}

/** A straight road through tall pines toward a bright gap where the gulf begins; one car far off. */
export function road(c: Ctx): string {
  const { w, h } = c
  const vx = w * 0.62
  return forest(c, {
    horizon: 0.56,
    forest: 0.1,
    sunX: 0.62,
    focus: (hz) => {
      let out = path(
        `M${n(vx - w * 0.04)} ${n(hz)}L${n(vx + w * 0.04)} ${n(hz)}L${n(w * 1.15)} ${n(h)}L${n(w * 0.05)} ${n(h)}Z`,
        { fill: '#5e625c' },
      )
      out += path(`M${n(vx)} ${n(hz)}L${n(w * 0.6)} ${n(h)}`, {
        stroke: C.white,
        'stroke-width': 6,
        'stroke-dasharray': '40 50',
        opacity: 0.8,
      })
      out += rect(vx - w * 0.006, hz - h * 0.006, w * 0.012, h * 0.008, { fill: C.charcoal })
      for (let i = 9; i >= 0; i--) {
        const t = (i / 10) ** 0.7
        const yy = h * 1.02 + (hz - h * 1.02) * t
        const s = (h * 1.3 * (1 - t) + h * 0.08) / 100
        for (const x0 of [-w * 0.05, w * 1.25]) {
          const x = x0 + (vx - x0) * t * 0.97
          out += use(pine(c.defs, i + (x0 > 0 ? 3 : 0)), x, yy, s, {
            color: mix(c.L.foliage, c.L.haze, t * 0.55),
          })
        }
      }
      return out
    },
  })
}

/** The seaside promenade of a resort town: sandy beach and sea on the left, old wooden villas among pines. */
export function seaside(c: Ctx): string {
  const { w, h, r } = c
  const hz = h * 0.52
  let out = sky(c, hz, 0.3) + clouds(c, hz * 0.2, hz * 0.8, 3)
  out += water(c, hz, h)
  out += path(
    `M${n(w * 0.36)} ${n(hz + 1)}Q${n(w * 0.44)} ${n(hz - h * 0.012)} ${n(w * 0.56)} ${n(hz - h * 0.01)}T${n(w * 0.7)} ${n(hz + 1)}Z`,
    { fill: mix(c.L.foliageFar, c.L.haze, 0.5) },
  )
  out += path(
    `M-10 ${n(h * 0.74)}C${n(w * 0.2)} ${n(h * 0.72)} ${n(w * 0.4)} ${n(h * 0.68)} ${n(w * 0.56)} ${n(h * 0.6)}L${n(w + 10)} ${n(h * 0.57)}V${n(h + 5)}H-10Z`,
    { fill: mix(C.sand, '#ffffff', 0.15) },
  )
  out += path(
    `M-10 ${n(h * 0.745)}C${n(w * 0.2)} ${n(h * 0.725)} ${n(w * 0.4)} ${n(h * 0.685)} ${n(w * 0.56)} ${n(h * 0.605)}`,
    { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.6, fill: 'none' },
  )
  const land = mix(c.L.ground, C.moss, 0.2)
  out += path(
    `M${n(w * 0.52)} ${n(h + 5)}C${n(w * 0.58)} ${n(h * 0.8)} ${n(w * 0.62)} ${n(h * 0.64)} ${n(w * 0.7)} ${n(h * 0.58)}L${n(w + 10)} ${n(h * 0.55)}V${n(h + 5)}Z`,
    { fill: land },
  )
  const villas: [number, number, number, string][] = [
    [0.68, 0.6, 0.12, '#b38a5a'],
    [0.8, 0.59, 0.13, '#7f9478'],
    [0.93, 0.61, 0.1, '#c7b08a'],
  ]
  for (const [x, y, s, col] of villas) out += dacha(w * x, h * y, w * s, col, C.white, '#5d5248')
  for (let i = 0; i < 7; i++) {
    out += use(
      pine(c.defs, i),
      w * (0.64 + i * 0.055 + r.range(-0.015, 0.015)),
      h * (0.62 + (i % 2) * 0.02),
      (h * r.range(0.5, 0.68)) / 100,
      { color: c.L.foliage },
    )
  }
  out += path(
    `M${n(w * 0.46)} ${n(h + 5)}C${n(w * 0.52)} ${n(h * 0.82)} ${n(w * 0.58)} ${n(h * 0.7)} ${n(w * 0.7)} ${n(h * 0.63)}L${n(w * 0.73)} ${n(h * 0.64)}C${n(w * 0.63)} ${n(h * 0.72)} ${n(w * 0.6)} ${n(h * 0.84)} ${n(w * 0.6)} ${n(h + 5)}Z`,
    { fill: mix(C.beige, C.sand, 0.4) },
  )
  out += bench(w * 0.63, h * 0.8, w * 0.05)
  out += people(c, [
    [w * 0.55, h * 0.92, h * 0.13],
    [w * 0.66, h * 0.71, h * 0.07],
    [w * 0.42, h * 0.74, h * 0.06],
  ])
  return out
}

/** A classical Saint Petersburg street on Vasilyevsky Island with a discreet dark green door. */
export function cityStreet(c: Ctx): string {
  const { w, h } = c
  let out = sky(c, h * 0.5, 0.8)
  const fronts: [number, number, number, string][] = [
    [-0.02, 0.3, 0.14, '#d8c49a'],
    [0.28, 0.28, 0.1, '#cdbfae'],
    [0.56, 0.26, 0.16, '#e3d2b4'],
    [0.82, 0.22, 0.12, '#c9b99c'],
  ]
  for (const [x0, bw, top, col] of fronts) {
    const x = x0 * w
    const fw = bw * w
    const y0 = h * top
    const base = h * 0.84
    out += rect(x, y0, fw, base - y0, { fill: col })
    out += rect(x, base - h * 0.16, fw, h * 0.16, { fill: mix(col, '#7d6a55', 0.25) })
    let rust = ''
    for (let y = base - h * 0.16 + 14; y < base; y += 14) rust += `M${n(x)} ${n(y)}h${n(fw)}`
    out += path(rust, { stroke: '#6e5c48', opacity: 0.3, 'stroke-width': 1.2 })
    out += rect(x - 6, y0 - 12, fw + 12, 14, { fill: mix(col, '#fff', 0.3) })
    const cols = Math.max(3, Math.round(fw / (w * 0.05)))
    for (let f = 0; f < 4; f++) {
      const fy = y0 + h * 0.05 + f * h * 0.12
      if (fy > base - h * 0.2) continue
      for (let i = 0; i < cols; i++) {
        const wx = x + (i + 0.3) * (fw / cols)
        const ww = (fw / cols) * 0.4
        out += rect(wx - 4, fy - 12, ww + 8, 8, { fill: mix(col, '#fff', 0.35) })
        out += rect(wx, fy, ww, h * 0.075, { fill: '#3b4743' })
        out += path(
          `M${n(wx + ww / 2)} ${n(fy)}v${n(h * 0.075)}M${n(wx)} ${n(fy + h * 0.03)}h${n(ww)}`,
          { stroke: '#e9e2d2', 'stroke-width': 2 },
        )
      }
    }
  }
  const dx = w * 0.66
  out += rect(dx - w * 0.03, h * 0.64, w * 0.06, h * 0.2, { fill: '#e9dcc2' })
  out += rect(dx - w * 0.024, h * 0.66, w * 0.048, h * 0.18, { fill: C.pine })
  out += path(`M${n(dx)} ${n(h * 0.66)}v${n(h * 0.18)}`, { stroke: '#173024', 'stroke-width': 3 })
  out += rect(dx + w * 0.032, h * 0.72, w * 0.014, h * 0.022, { fill: '#c9a465' })
  out +=
    circle(dx - w * 0.006, h * 0.76, 3, { fill: '#c9a465' }) +
    circle(dx + w * 0.006, h * 0.76, 3, { fill: '#c9a465' })
  out += rect(0, h * 0.84, w, h * 0.04, { fill: '#a7a49b' })
  out += rect(0, h * 0.88, w, h * 0.12, { fill: '#6f706a' })
  out += path(`M${n(w * 0.5)} ${n(h * 0.88)}V${n(h * 0.4)}`, {
    stroke: C.charcoal,
    'stroke-width': 6,
  })
  out += path(`M${n(w * 0.5)} ${n(h * 0.42)}q${n(w * 0.02)} ${n(-h * 0.03)} ${n(w * 0.04)} 0`, {
    stroke: C.charcoal,
    'stroke-width': 4,
    fill: 'none',
  })
  out += rect(w * 0.535, h * 0.42, w * 0.012, h * 0.03, { fill: '#f0dca8' })
  out += people(c, [
    [w * 0.6, h * 0.9, h * 0.16],
    [w * 0.8, h * 0.92, h * 0.17],
  ])
  return g({}, out)
}
