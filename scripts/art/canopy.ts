// The resort from straight above: the pine canopy, building footprints, the master plan.

import type { Ctx } from './landscape'
import { C, mix } from './palette'
import { CROWNS, crown, density, greens, PLAN_SUN, pickGreen, stand, type Tree } from './crowns'
import { circle, ellipse, g, n, path, rect } from './svg'

/**
 * The forest over the whole image from above, leaving the given rectangles (clearings) open:
 * crowns about `size` px across, scattered with thickets and glades, largest drawn last so its
 * shadow falls over the smaller ones.
 */
export function canopy(c: Ctx, size: number, keep: [number, number, number, number][]): string {
  const r = c.r.fork('canopy')
  const thick = density(r, size * 5)
  const g5 = greens()
  const trees: Tree[] = []
  const cell = size * 0.62
  const m = size * 0.25
  for (let y = -size * 0.5; y < c.h + size * 0.5; y += cell) {
    for (let x = -size * 0.5; x < c.w + size * 0.5; x += cell) {
      const px = x + r.range(0, cell)
      const py = y + r.range(0, cell)
      const d = thick(px, py)
      if (!r.chance(0.25 + d * 0.75)) continue
      if (keep.some(([a, b, w, h]) => px > a - m && px < a + w + m && py > b - m && py < b + h + m))
        continue
      const s = r.range(0.8, 1.25)
      trees.push({
        x: px,
        y: py,
        size: size * r.range(0.6, 1.05) * (0.8 + d * 0.5),
        v: r.int(0, CROWNS - 1),
        color: pickGreen(r, g5),
        sx: s * r.range(0.9, 1.1),
        sy: s * r.range(0.9, 1.1),
      })
    }
  }
  // Three height classes, small first; inside a class, by green.
  const band = (t: Tree): number => Math.min(2, Math.floor((t.size / size - 0.48) * 3))
  trees.sort((a, b) => band(a) - band(b) || g5.indexOf(a.color) - g5.indexOf(b.color))
  return stand(trees, (t) => crown(c.defs, t.v, PLAN_SUN, 'plan'))
}

/** A building footprint from above with its shadow and a roof in the theme colour. */
function footprint(
  x: number,
  y: number,
  w: number,
  h: number,
  angle: number,
  theme: 'A' | 'B' | 'C',
): string {
  const roof = theme === 'A' ? C.charcoal : theme === 'B' ? C.beige2 : C.white
  const line = theme === 'A' ? '#3a3f3b' : theme === 'B' ? '#b9a580' : '#c9ccc4'
  let inner = rect(-w / 2 + 8, -h / 2 + 10, w, h, { fill: '#0d1a12', opacity: 0.35 })
  inner += rect(-w / 2, -h / 2, w, h, { fill: roof })
  if (theme === 'B')
    inner += path(
      `M${n(-w / 2)} ${n(-h / 2)}L${n(-w / 2 + h / 2)} 0L${n(-w / 2)} ${n(h / 2)}M${n(w / 2)} ${n(-h / 2)}L${n(w / 2 - h / 2)} 0L${n(w / 2)} ${n(h / 2)}M${n(-w / 2 + h / 2)} 0H${n(w / 2 - h / 2)}`,
      { stroke: line, 'stroke-width': 2, fill: 'none' },
    )
  else
    inner += rect(-w / 2 + 8, -h / 2 + 8, w - 16, h - 16, {
      fill: 'none',
      stroke: line,
      'stroke-width': 2,
    })
  if (theme === 'C')
    inner += path(`M${n(-w / 2)} ${n(h / 2 - 8)}h${n(w)}`, { stroke: C.moss, 'stroke-width': 5 })
  return g({ transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` }, inner)
}

/** The master plan from above: canopy, paths, thirteen footprints, a pond, and the belvedere on a rise. */
export function masterplan(c: Ctx): string {
  const { w, h } = c
  const u = w / 1920
  let out = rect(0, 0, w, h, { fill: mix(C.moss, C.pine, 0.35) })
  const sites: [number, number, number, number, number, 'A' | 'B' | 'C'][] = [
    [0.44, 0.22, 150, 70, -12, 'A'],
    [0.55, 0.16, 150, 70, 8, 'A'],
    [0.67, 0.2, 150, 70, -6, 'A'],
    [0.79, 0.17, 140, 68, 14, 'A'],
    [0.5, 0.44, 150, 70, 20, 'A'],
    [0.62, 0.4, 150, 70, -10, 'A'],
    [0.86, 0.38, 150, 70, 4, 'A'],
    [0.74, 0.56, 150, 70, -18, 'A'],
    [0.9, 0.62, 140, 68, 10, 'A'],
    [0.46, 0.7, 120, 110, 6, 'B'],
    [0.6, 0.74, 120, 110, -8, 'B'],
    [0.78, 0.82, 190, 64, 4, 'C'],
    [0.93, 0.86, 180, 64, -6, 'C'],
  ]
  const keep = sites.map(
    ([x, y, bw, bh]) =>
      [x * w - bw * u * 0.7, y * h - bh * u * 0.7, bw * u * 1.4, bh * u * 1.4] as [
        number,
        number,
        number,
        number,
      ],
  )
  keep.push([w * 0.64, h * 0.55, w * 0.06, h * 0.1], [w * 0.3, h * 0.5, w * 0.08, h * 0.14])
  let paths = `M${n(w * 0.36)} ${n(h + 10)}C${n(w * 0.42)} ${n(h * 0.7)} ${n(w * 0.5)} ${n(h * 0.6)} ${n(w * 0.6)} ${n(h * 0.56)}S${n(w * 0.8)} ${n(h * 0.3)} ${n(w + 10)} ${n(h * 0.28)}`
  paths += `M${n(w * 0.6)} ${n(h * 0.56)}C${n(w * 0.62)} ${n(h * 0.4)} ${n(w * 0.55)} ${n(h * 0.28)} ${n(w * 0.6)} -10`
  paths += `M${n(w * 0.6)} ${n(h * 0.56)}C${n(w * 0.72)} ${n(h * 0.64)} ${n(w * 0.8)} ${n(h * 0.75)} ${n(w * 0.88)} ${n(h + 10)}`
  paths += `M${n(w * 0.5)} ${n(h * 0.62)}C${n(w * 0.45)} ${n(h * 0.6)} ${n(w * 0.38)} ${n(h * 0.58)} ${n(w * 0.34)} ${n(h * 0.57)}`
  out += path(paths, {
    stroke: mix(C.sand, C.beige, 0.3),
    'stroke-width': 22 * u,
    fill: 'none',
    'stroke-linecap': 'round',
  })
  out += ellipse(w * 0.67, h * 0.6, w * 0.03, h * 0.045, { fill: mix(C.mint, '#7fa7a3', 0.3) })
  out += rect(w * 0.65, h * 0.63, w * 0.02, h * 0.012, { fill: C.timber })
  for (let i = 0; i < 4; i++)
    out += circle(w * 0.34, h * 0.57, (40 + i * 28) * u, {
      fill: 'none',
      stroke: C.sage,
      'stroke-width': 2,
      opacity: 0.5,
    })
  out += canopy(c, 64 * u, keep)
  for (const [x, y, bw, bh, a, t] of sites) out += footprint(x * w, y * h, bw * u, bh * u, a, t)
  out += rect(w * 0.34 - 14 * u, h * 0.57 - 14 * u, 28 * u, 28 * u, {
    fill: C.timber,
    stroke: C.charcoal,
    'stroke-width': 3 * u,
  })
  out += circle(w * 0.34 + 16 * u, h * 0.57 + 18 * u, 3 * u, { fill: C.charcoal, opacity: 0.4 })
  return out
}
