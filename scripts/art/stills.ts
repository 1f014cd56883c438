// Close views: keys on a table before a forest window, breakfast on a terrace, a facade detail.

import { view } from './windows'
import type { Ctx } from './landscape'
import { C } from './palette'
import { circle, ellipse, g, linear, n, path, poly, rect } from './svg'

/** A brass key lying flat: bow ring, shaft and bit, length L px, turned by deg. */
function key(x: number, y: number, L: number, deg: number): string {
  const t = L * 0.06
  return g(
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(deg)})` },
    ellipse(L * 0.05, t * 2.5, L * 0.5, t * 1.2, { fill: '#000', opacity: 0.15 }),
    circle(-L * 0.32, 0, L * 0.14, {
      fill: 'none',
      stroke: 'url(#brass)',
      'stroke-width': t * 1.4,
    }),
    rect(-L * 0.18, -t / 2, L * 0.62, t, { fill: 'url(#brass)' }),
    path(
      `M${n(L * 0.3)} ${n(t / 2)}v${n(t * 2)}h${n(t)}v${n(-t)}h${n(t)}v${n(t * 1.5)}h${n(t)}v${n(-t * 2.5)}Z`,
      { fill: 'url(#brass)' },
    ),
  )
}

/** Two brass keys on a pine-wood fob on an oak table beside signed papers, a forest window behind. */
export function keys(c: Ctx): string {
  const { w, h } = c
  c.defs.add('brass', () =>
    linear(
      'brass',
      [
        [0, '#f0d293'],
        [1, '#9a6f35'],
      ],
      [0, 0, 1, 1],
    ),
  )
  c.defs.add('oakTop', () =>
    linear('oakTop', [
      [0, '#c9a57a'],
      [1, '#a98058'],
    ]),
  )
  const edge = h * 0.6
  let out = rect(0, 0, w, edge, { fill: C.beige2 })
  out += view(c, w * 0.4, h * 0.05, w * 0.56, edge - h * 0.05, 'keysView')
  out += rect(w * 0.4, h * 0.05, w * 0.56, edge - h * 0.05, { fill: '#f6f1e6', opacity: 0.18 })
  out += path(
    `M${n(w * 0.4)} ${n(h * 0.05)}h${n(w * 0.56)}v${n(edge - h * 0.05)}h${n(-w * 0.56)}ZM${n(w * 0.68)} ${n(h * 0.05)}v${n(edge - h * 0.05)}`,
    {
      fill: 'none',
      stroke: C.charcoal,
      'stroke-width': w * 0.006,
    },
  )
  out += rect(0, edge, w, h - edge, { fill: 'url(#oakTop)' })
  let grain = ''
  for (let i = -8; i <= 16; i++)
    grain += `M${n(w * 0.55 + i * w * 0.035)} ${n(edge)}L${n(w * 0.55 + i * w * 0.11)} ${n(h)}`
  out += path(grain, { stroke: '#8a6442', opacity: 0.22, 'stroke-width': 1.5 })
  out += rect(0, edge - 2, w, h * 0.012, { fill: '#7d5a3a' })
  out += poly(
    [
      [w * 0.45, edge + 4],
      [w * 0.9, edge + 4],
      [w * 1.05, h],
      [w * 0.38, h],
    ],
    { fill: '#fff6e0', opacity: 0.14 },
  )
  const paper = (
    x: number,
    y: number,
    pw: number,
    ph: number,
    skew: number,
    lines: boolean,
  ): string => {
    const q: [number, number][] = [
      [x + skew, y],
      [x + pw + skew, y],
      [x + pw, y + ph],
      [x, y + ph],
    ]
    let d = ''
    if (lines)
      for (let i = 1; i < 7; i++) {
        const t = i / 8
        d += `M${n(x + skew * (1 - t) + pw * 0.1)} ${n(y + ph * t)}h${n(pw * (i === 6 ? 0.4 : 0.78))}`
      }
    return (
      poly(
        q.map(([a, b]) => [a + 10, b + 12] as [number, number]),
        { fill: '#3a2a1a', opacity: 0.16 },
      ) +
      poly(q, { fill: '#fbf9f4' }) +
      (d ? path(d, { stroke: '#9a968c', 'stroke-width': 2 }) : '')
    )
  }
  out += paper(w * 0.42, h * 0.67, w * 0.24, h * 0.2, w * 0.03, false)
  out += paper(w * 0.46, h * 0.7, w * 0.24, h * 0.21, w * 0.025, true)
  out += path(
    `M${n(w * 0.58)} ${n(h * 0.87)}c${n(w * 0.01)} ${n(-h * 0.03)} ${n(w * 0.02)} ${n(h * 0.02)} ${n(w * 0.035)} ${n(-h * 0.01)}s${n(w * 0.015)} ${n(h * 0.01)} ${n(w * 0.03)} ${n(-h * 0.005)}`,
    {
      fill: 'none',
      stroke: C.pine,
      'stroke-width': 3,
    },
  )
  out += path(`M${n(w * 0.36)} ${n(h * 0.93)}l${n(w * 0.15)} ${n(-h * 0.08)}`, {
    stroke: C.charcoal,
    'stroke-width': h * 0.011,
    'stroke-linecap': 'round',
  })
  out += path(`M${n(w * 0.36)} ${n(h * 0.93)}l${n(w * 0.02)} ${n(-h * 0.011)}`, {
    stroke: '#c9a465',
    'stroke-width': h * 0.011,
    'stroke-linecap': 'round',
  })
  const fx = w * 0.8
  const fy = h * 0.82
  const L = w * 0.13
  out += g(
    { transform: `translate(${n(fx)} ${n(fy)}) scale(1 0.62) rotate(-18)` },
    rect(-L * 0.38 + 8, -L * 0.12 + 12, L * 0.76, L * 0.26, {
      rx: L * 0.13,
      fill: '#2a1a10',
      opacity: 0.18,
    }),
    rect(-L * 0.38, -L * 0.12, L * 0.76, L * 0.26, { rx: L * 0.13, fill: C.timber }),
    path(
      `M${n(L * 0.05)} ${n(L * 0.07)}l${n(L * 0.07)} ${n(-L * 0.14)}l${n(L * 0.07)} ${n(L * 0.14)}ZM${n(L * 0.09)} ${n(L * 0.02)}l${n(L * 0.03)} ${n(-L * 0.06)}l${n(L * 0.03)} ${n(L * 0.06)}Z`,
      { fill: C.timberDark },
    ),
    circle(-L * 0.3, 0, L * 0.04, { fill: C.beige }),
    circle(-L * 0.42, 0, L * 0.08, {
      fill: 'none',
      stroke: 'url(#brass)',
      'stroke-width': L * 0.018,
    }),
  )
  out += g(
    { transform: `translate(${n(fx - L * 0.62)} ${n(fy + L * 0.04)}) scale(1 0.62)` },
    key(0, 0, L, 200),
    key(L * 0.05, L * 0.1, L * 0.95, 168),
  )
  return out
}
