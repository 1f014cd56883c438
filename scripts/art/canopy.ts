// The resort from straight above: pine crowns, clumps and canopy, building footprints, the master plan.

import type { Ctx } from './landscape'
import { C, mix } from './palette'
import { circle, type Defs, ellipse, g, n, path, type Pt, rect, smoothClosed, use } from './svg'
import { rng } from './random'

/** A pine crown seen from above, 100 units across, in currentColor with a lit side. */
export function crown(defs: Defs, v: number): string {
  const id = `crown${v}`
  return defs.add(id, () => {
    const r = rng(`crown-${v}`)
    const p: Pt[] = []
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2
      const rr = 50 * (i % 2 ? r.range(0.72, 0.84) : r.range(0.94, 1.06))
      p.push([Math.cos(a) * rr, Math.sin(a) * rr])
    }
    const d = smoothClosed(p)
    return g(
      { id },
      path(d, { fill: '#0d1a12', opacity: 0.35, transform: 'translate(9 11)' }),
      path(d, { fill: 'currentColor' }),
      path(d, { fill: C.mint, opacity: 0.16, transform: 'matrix(.6 0 0 .6 -12 -13)' }),
    )
  })
}

/** Five crowns in a clump about 200 units across; two keep their own greens, three take currentColor. */
export function clump(defs: Defs, v: number): string {
  const id = `clump${v}`
  return defs.add(id, () => {
    const r = rng(`clump-${v}`)
    const spots: [number, number][] = [
      [-55, -20],
      [40, -35],
      [-10, 30],
      [60, 35],
      [-70, 50],
    ]
    let out = ''
    spots.forEach(([x, y], i) => {
      const col = i === 1 ? C.moss : i === 3 ? mix(C.pine, C.moss, 0.5) : undefined
      out += use(
        crown(defs, (v + i) % 3),
        x + r.range(-10, 10),
        y + r.range(-10, 10),
        r.range(0.8, 1.1),
        { color: col },
      )
    })
    return g({ id }, out)
  })
}

/** Dense canopy over the whole image, skipping the given rectangles (clearings). */
export function canopy(c: Ctx, size: number, keep: [number, number, number, number][]): string {
  let out = ''
  const step = size * 0.62
  for (let y = -size * 0.3; y < c.h + size * 0.5; y += step * 0.8) {
    for (
      let x = -size * 0.3 + (Math.round(y / step) % 2) * step * 0.5;
      x < c.w + size * 0.5;
      x += step
    ) {
      const px = x + c.r.range(-0.25, 0.25) * step
      const py = y + c.r.range(-0.25, 0.25) * step
      if (
        keep.some(
          ([a, b, w, h]) =>
            px > a - size * 0.3 &&
            px < a + w + size * 0.3 &&
            py > b - size * 0.3 &&
            py < b + h + size * 0.3,
        )
      )
        continue
      if (c.r.chance(0.35)) {
        const s = (size / 100) * c.r.range(0.75, 1.15)
        out += use(crown(c.defs, c.r.int(0, 2)), px, py, s, {
          color: c.r.chance(0.5) ? C.pine : mix(C.pine, C.moss, 0.4),
        })
      }
    }
  }
  for (let y = size * 0.4; y < c.h + size; y += size * 1.5) {
    for (let x = (Math.round(y / size) % 2) * size; x < c.w + size; x += size * 1.9) {
      const px = x + c.r.range(-0.3, 0.3) * size
      const py = y + c.r.range(-0.3, 0.3) * size
      if (
        keep.some(
          ([a, b, w, h]) =>
            px > a - size && px < a + w + size && py > b - size && py < b + h + size,
        )
      )
        continue
      out += use(
        clump(c.defs, c.r.int(0, 2)),
        px,
        py,
        (size / 100) * c.r.range(0.85, 1.1),
        { color: C.pine },
        c.r.chance(0.5),
      )
    }
  }
  return out
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
