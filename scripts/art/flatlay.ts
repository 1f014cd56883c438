// Flat-lays seen from above: the studio table, the material board and the residence floor plan.

import type { Ctx } from './landscape'
import { C, mix } from './palette'
import { circle, el, ellipse, g, linear, n, path, type Pt, rect } from './svg'

/** A studio table from above: drawings, material samples, pencils and a white study model. */
export function studioTable(c: Ctx): string {
  const { w, h, r } = c
  c.defs.add('oak', () =>
    linear(
      'oak',
      [
        [0, '#c9a77c'],
        [1, '#b48d62'],
      ],
      [0, 0, 1, 1],
    ),
  )
  let out = rect(0, 0, w, h, { fill: 'url(#oak)' })
  let grain = ''
  for (let y = 10; y < h; y += r.range(14, 40))
    grain += `M0 ${n(y)}C${n(w * 0.3)} ${n(y + r.range(-8, 8))} ${n(w * 0.6)} ${n(y + r.range(-8, 8))} ${n(w)} ${n(y)}`
  out += path(grain, { stroke: '#8f6b47', 'stroke-width': 1.2, opacity: 0.25, fill: 'none' })
  const sheet = (x: number, y: number, sw: number, sh: number, a: number, lines: string): string =>
    g(
      { transform: `translate(${n(x)} ${n(y)}) rotate(${n(a)})` },
      rect(6, 8, sw, sh, { fill: '#000', opacity: 0.12 }),
      rect(0, 0, sw, sh, { fill: '#f7f4ec' }),
      path(lines, { stroke: C.pine, 'stroke-width': 1.5, fill: 'none', opacity: 0.8 }),
    )
  const planLines = (sw: number, sh: number): string => {
    let d = `M${n(sw * 0.1)} ${n(sh * 0.1)}h${n(sw * 0.8)}v${n(sh * 0.8)}h${n(-sw * 0.8)}Z`
    for (let i = 0; i < 6; i++)
      d += `M${n(sw * r.range(0.15, 0.85))} ${n(sh * 0.1)}v${n(sh * r.range(0.2, 0.5))}M${n(sw * 0.1)} ${n(sh * r.range(0.2, 0.85))}h${n(sw * r.range(0.2, 0.5))}`
    return d
  }
  out += sheet(w * 0.36, h * 0.08, w * 0.36, h * 0.5, -4, planLines(w * 0.36, h * 0.5))
  out += sheet(w * 0.6, h * 0.42, w * 0.3, h * 0.42, 6, planLines(w * 0.3, h * 0.42))
  out += sheet(w * 0.08, h * 0.55, w * 0.24, h * 0.34, -8, planLines(w * 0.24, h * 0.34))
  const model = g(
    { transform: `translate(${n(w * 0.5)} ${n(h * 0.62)})` },
    rect(0, 0, w * 0.2, h * 0.22, { fill: '#e9e6df' }),
    ...[
      [0.1, 0.15, 0.3, 0.2],
      [0.5, 0.1, 0.35, 0.22],
      [0.15, 0.55, 0.25, 0.3],
      [0.55, 0.55, 0.3, 0.25],
    ].map(([x, y, bw, bh]) =>
      g(
        {},
        rect(w * 0.2 * x! + 8, h * 0.22 * y! + 10, w * 0.2 * bw!, h * 0.22 * bh!, {
          fill: '#000',
          opacity: 0.15,
        }),
        rect(w * 0.2 * x!, h * 0.22 * y!, w * 0.2 * bw!, h * 0.22 * bh!, { fill: '#fbfaf6' }),
      ),
    ),
  )
  out += model
  const swatches: [number, number, string][] = [
    [0.82, 0.1, C.charcoal],
    [0.88, 0.14, C.beige2],
    [0.84, 0.24, C.timber],
    [0.9, 0.3, C.sage],
  ]
  for (const [x, y, col] of swatches)
    out += g(
      { transform: `rotate(${n(r.range(-10, 10))} ${n(x * w)} ${n(y * h)})` },
      rect(x * w + 5, y * h + 6, w * 0.06, w * 0.06, { fill: '#000', opacity: 0.15 }),
      rect(x * w, y * h, w * 0.06, w * 0.06, { fill: col }),
    )
  out += g(
    { transform: `rotate(-30 ${n(w * 0.3)} ${n(h * 0.3)})` },
    rect(w * 0.22, h * 0.3, w * 0.16, h * 0.012, { fill: C.charcoal }),
    rect(w * 0.22, h * 0.33, w * 0.14, h * 0.01, { fill: C.moss }),
  )
  out +=
    circle(w * 0.25, h * 0.18, h * 0.06, { fill: '#000', opacity: 0.12 }) +
    circle(w * 0.245, h * 0.17, h * 0.06, { fill: C.white }) +
    circle(w * 0.245, h * 0.17, h * 0.045, { fill: '#6b4a36' })
  return out
}

/** A flat-lay of materials: oak, limestone, black larch, linen, brass and a sprig of pine. */
export function materialBoard(c: Ctx): string {
  const { w, h } = c
  let out = rect(0, 0, w, h, { fill: C.beige })
  const tile = (
    x: number,
    y: number,
    tw: number,
    th: number,
    fill: string,
    lines = '',
    lc = '#000',
  ): string =>
    g(
      {},
      rect(x + 10, y + 14, tw, th, { fill: '#3a2e20', opacity: 0.16 }),
      rect(x, y, tw, th, { fill }),
      lines ? path(lines, { stroke: lc, opacity: 0.25, 'stroke-width': 1.5, fill: 'none' }) : '',
    )
  const stripes = (
    x: number,
    y: number,
    tw: number,
    th: number,
    step: number,
    vertical: boolean,
  ): string => {
    let d = ''
    if (vertical) for (let i = step; i < tw; i += step) d += `M${n(x + i)} ${n(y)}v${n(th)}`
    else for (let i = step; i < th; i += step) d += `M${n(x)} ${n(y + i)}h${n(tw)}`
    return d
  }
  out += tile(
    w * 0.38,
    h * 0.12,
    w * 0.26,
    h * 0.5,
    C.timber,
    stripes(w * 0.38, h * 0.12, w * 0.26, h * 0.5, w * 0.052, true),
    '#6e4a2c',
  )
  out += tile(
    w * 0.67,
    h * 0.1,
    w * 0.22,
    h * 0.36,
    '#e2d6bd',
    `M${n(w * 0.7)} ${n(h * 0.2)}q${n(w * 0.06)} ${n(h * 0.05)} ${n(w * 0.15)} ${n(h * 0.02)}`,
    '#a89574',
  )
  out += tile(
    w * 0.67,
    h * 0.5,
    w * 0.24,
    h * 0.4,
    '#242725',
    stripes(w * 0.67, h * 0.5, w * 0.24, h * 0.4, w * 0.02, true),
    '#4a504b',
  )
  out += tile(
    w * 0.42,
    h * 0.66,
    w * 0.2,
    h * 0.26,
    '#e8e0d0',
    stripes(w * 0.42, h * 0.66, w * 0.2, h * 0.26, 6, false) +
      stripes(w * 0.42, h * 0.66, w * 0.2, h * 0.26, 6, true),
    '#b7ab95',
  )
  c.defs.add('brass', () =>
    linear(
      'brass',
      [
        [0, '#e9c98a'],
        [0.5, '#b8904f'],
        [1, '#7a5a2c'],
      ],
      [0, 0, 1, 1],
    ),
  )
  out +=
    circle(w * 0.56, h * 0.62, h * 0.075, { fill: '#3a2e20', opacity: 0.16 }) +
    circle(w * 0.553, h * 0.61, h * 0.075, { fill: 'url(#brass)' })
  out += g(
    { transform: `rotate(-35 ${n(w * 0.3)} ${n(h * 0.6)})` },
    rect(w * 0.2, h * 0.6, w * 0.2, h * 0.016, { fill: 'url(#brass)' }),
  )
  let needles = ''
  const sx = w * 0.2
  const sy = h * 0.3
  for (let i = 0; i < 30; i++) {
    const t = i / 30
    const x = sx + t * w * 0.16
    const y = sy - t * h * 0.1
    needles += `M${n(x)} ${n(y)}l${n(-h * 0.04)} ${n(-h * 0.05)}M${n(x)} ${n(y)}l${n(h * 0.01)} ${n(-h * 0.065)}`
  }
  out += path(`M${n(sx)} ${n(sy)}L${n(sx + w * 0.17)} ${n(sy - h * 0.105)}`, {
    stroke: C.timberDark,
    'stroke-width': 4,
  })
  out += path(needles, { stroke: C.pine, 'stroke-width': 2.4, 'stroke-linecap': 'round' })
  out += ellipse(sx + w * 0.05, sy + h * 0.04, w * 0.018, h * 0.03, { fill: '#7a5535' })
  return out
}

/** A residence floor plan in thin dark green lines on sand, with furniture and a terrace. */
export function floorPlan(c: Ctx): string {
  const { w, h } = c
  const u = Math.min(w / 1920, h / 1080)
  const ox = w * 0.4
  const oy = h * 0.16
  const m = 56 * u
  const px = (v: number): number => ox + v * m
  const py = (v: number): number => oy + v * m
  const wall = (p: Pt[]): string =>
    el('polyline', {
      points: p.map(([x, y]) => `${n(px(x))} ${n(py(y))}`).join(' '),
      fill: 'none',
      stroke: C.pine,
      'stroke-width': 7 * u,
      'stroke-linejoin': 'miter',
    })
  let out = rect(0, 0, w, h, { fill: C.sand })
  let grid = ''
  for (let x = 0; x < w; x += 48 * u) grid += `M${n(x)} 0V${n(h)}`
  for (let y = 0; y < h; y += 48 * u) grid += `M0 ${n(y)}H${n(w)}`
  out += path(grid, { stroke: '#fff', opacity: 0.18, 'stroke-width': 1 })
  out += rect(px(0), py(9.6), 17 * m, 3 * m, { fill: mix(C.sand, C.timber, 0.25) })
  let deck = ''
  for (let x = 0.4; x < 17; x += 0.4) deck += `M${n(px(x))} ${n(py(9.6))}v${n(3 * m)}`
  out += path(deck, { stroke: C.pine, 'stroke-width': 1, opacity: 0.35 })
  out +=
    wall([
      [0, 0],
      [17, 0],
      [17, 9.6],
      [11, 9.6],
    ]) +
    wall([
      [8, 9.6],
      [0, 9.6],
      [0, 0],
    ])
  out +=
    wall([
      [6, 0],
      [6, 3.6],
    ]) +
    wall([
      [6, 5],
      [6, 9.6],
    ]) +
    wall([
      [0, 5],
      [4.6, 5],
    ]) +
    wall([
      [11.5, 0],
      [11.5, 4],
    ]) +
    wall([
      [11.5, 5.4],
      [11.5, 6.4],
      [17, 6.4],
    ])
  out += path(`M${n(px(8))} ${n(py(9.6))}H${n(px(11))}`, {
    stroke: C.pine,
    'stroke-width': 2 * u,
    opacity: 0.8,
  })
  const thin = { stroke: C.pine, 'stroke-width': 2 * u, fill: 'none' }
  out += path(
    `M${n(px(6))} ${n(py(3.6))}A${n(1.4 * m)} ${n(1.4 * m)} 0 0 1 ${n(px(7.4))} ${n(py(5))}M${n(px(11.5))} ${n(py(4))}A${n(1.4 * m)} ${n(1.4 * m)} 0 0 0 ${n(px(10.1))} ${n(py(5.4))}`,
    thin,
  )
  out +=
    rect(px(0.8), py(0.8), 2 * m, 2.2 * m, thin) + rect(px(0.9), py(0.9), 1.8 * m, 0.6 * m, thin)
  out +=
    rect(px(12.4), py(0.8), 2 * m, 2.2 * m, thin) + rect(px(14.6), py(0.8), 1.6 * m, 2.2 * m, thin)
  out += rect(px(7), py(6.6), 3.4 * m, 1 * m, thin) + rect(px(7), py(6.6), 3.4 * m, 0.3 * m, thin)
  out += circle(px(8.7), py(2.2), 1 * m, thin)
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2
    out += circle(px(8.7) + Math.cos(a) * 1.3 * m, py(2.2) + Math.sin(a) * 1.3 * m, 0.25 * m, thin)
  }
  out += rect(px(0.3), py(5.6), 0.6 * m, 3.6 * m, thin) + rect(px(2), py(6.8), 2 * m, 1.4 * m, thin)
  out += rect(px(12.2), py(7), 4.4 * m, 0.6 * m, thin) + rect(px(13), py(7.9), 2.6 * m, 1 * m, thin)
  out += path(
    `M${n(px(0))} ${n(py(-1))}H${n(px(17))}M${n(px(0))} ${n(py(-1.3))}v${n(0.6 * m)}M${n(px(17))} ${n(py(-1.3))}v${n(0.6 * m)}`,
    thin,
  )
  out += path(
    `M${n(px(19))} ${n(py(1.6))}l${n(-0.5 * m)} ${n(1.4 * m)}l${n(0.5 * m)} ${n(-0.4 * m)}l${n(0.5 * m)} ${n(0.4 * m)}Z`,
    { fill: C.pine },
  )
  return out
}
