// Close views outdoors and on the facade: breakfast on a terrace among pines, a black timber window reveal.

import { forest } from './forest'
import { type Ctx, sky } from './landscape'
import { C, mix } from './palette'
import { boards, el, ellipse, g, n, path, poly, rect, use } from './svg'
import { pine } from './trees'
import { treeline } from './plants'

/** Breakfast on a residence terrace: linen, berries, coffee, morning sun through the pines. */
export function breakfast(c: Ctx): string {
  const { w, h } = c
  return forest(c, {
    horizon: 0.5,
    forest: 0.3,
    sunX: 0.85,
    mid: { y: 0.62, h: 0.85, step: 0.08 },
    under: 0.63,
    rays: 5,
    near: [[0.06, 1.0, 1.3]],
    front: () => {
      const top = h * 0.7
      let out = path(`M${n(w * 0.34)} ${n(top)}H${n(w * 1.02)}V${n(h + 2)}H${n(w * 0.16)}Z`, {
        fill: '#f5f1e8',
      })
      out += path(`M${n(w * 0.34)} ${n(top)}H${n(w * 1.02)}v${n(h * 0.012)}H${n(w * 0.335)}Z`, {
        fill: '#d9d0bf',
      })
      out += path(
        `M${n(w * 0.55)} ${n(top)}L${n(w * 0.48)} ${n(h)}M${n(w * 0.8)} ${n(top)}L${n(w * 0.84)} ${n(h)}`,
        { stroke: '#e3dccd', 'stroke-width': 3 },
      )
      out += path(`M${n(w * 0.6)} ${n(top)}H${n(w * 1.02)}V${n(h)}H${n(w * 0.58)}Z`, {
        fill: '#fff7e4',
        opacity: 0.35,
      })
      const cup = (x: number, y: number, s: number): string =>
        ellipse(x + s * 0.2, y + s * 0.55, s * 1.5, s * 0.42, { fill: '#5a4a34', opacity: 0.12 }) +
        ellipse(x, y + s * 0.5, s * 1.3, s * 0.38, {
          fill: C.white,
          stroke: '#e1dbcf',
          'stroke-width': 1.5,
        }) +
        path(
          `M${n(x - s * 0.6)} ${n(y - s * 0.5)}h${n(s * 1.2)}l${n(-s * 0.12)} ${n(s * 0.95)}h${n(-s * 0.96)}Z`,
          { fill: C.white },
        ) +
        path(
          `M${n(x + s * 0.55)} ${n(y - s * 0.3)}q${n(s * 0.45)} ${n(s * 0.1)} ${n(-s * 0.05)} ${n(s * 0.5)}`,
          { stroke: C.white, 'stroke-width': s * 0.12, fill: 'none' },
        ) +
        ellipse(x, y - s * 0.5, s * 0.6, s * 0.17, { fill: '#5a3a26' })
      const bowl = (x: number, y: number, s: number, fruit: string): string => {
        let d = ''
        for (let i = 0; i < 14; i++)
          d += `M${n(x + ((i % 5) - 2) * s * 0.32 + (Math.floor(i / 5) % 2) * s * 0.16)} ${n(y - s * 0.12 - Math.floor(i / 5) * s * 0.14)}h0.1`
        return (
          ellipse(x + s * 0.15, y + s * 0.2, s * 1.2, s * 0.35, {
            fill: '#5a4a34',
            opacity: 0.12,
          }) +
          ellipse(x, y - s * 0.05, s, s * 0.3, { fill: '#f8f6f0' }) +
          path(d, { stroke: fruit, 'stroke-width': s * 0.26, 'stroke-linecap': 'round' }) +
          path(`M${n(x - s)} ${n(y - s * 0.05)}q${n(s)} ${n(s * 0.95)} ${n(s * 2)} 0Z`, {
            fill: mix(C.sage, C.white, 0.35),
          })
        )
      }
      out += ellipse(w * 0.64, h * 0.87, w * 0.12, h * 0.055, { fill: '#5a4a34', opacity: 0.1 })
      out += ellipse(w * 0.63, h * 0.86, w * 0.11, h * 0.05, {
        fill: C.white,
        stroke: '#e1dbcf',
        'stroke-width': 1.5,
      })
      out += ellipse(w * 0.63, h * 0.855, w * 0.08, h * 0.034, { fill: '#f0ebe0' })
      out += path(
        `M${n(w * 0.585)} ${n(h * 0.86)}q${n(w * 0.045)} ${n(-h * 0.09)} ${n(w * 0.09)} 0q${n(-w * 0.045)} ${n(h * 0.02)} ${n(-w * 0.09)} 0Z`,
        { fill: '#d39a55' },
      )
      out += path(
        `M${n(w * 0.6)} ${n(h * 0.845)}l${n(w * 0.01)} ${n(-h * 0.04)}M${n(w * 0.63)} ${n(h * 0.84)}v${n(-h * 0.05)}M${n(w * 0.66)} ${n(h * 0.845)}l${n(-w * 0.01)} ${n(-h * 0.04)}`,
        { stroke: '#b97d3f', 'stroke-width': 2.5 },
      )
      out += path(
        `M${n(w * 0.49)} ${n(h * 0.79)}h${n(w * 0.038)}v${n(-h * 0.16)}q${n(-w * 0.019)} ${n(-h * 0.04)} ${n(-w * 0.038)} 0Z`,
        { fill: C.charcoal },
      )
      out += path(
        `M${n(w * 0.528)} ${n(h * 0.7)}q${n(w * 0.02)} ${n(0)} ${n(w * 0.025)} ${n(-h * 0.03)}`,
        { stroke: C.charcoal, 'stroke-width': h * 0.008, fill: 'none' },
      )
      out +=
        bowl(w * 0.8, h * 0.76, h * 0.07, '#b8332e') +
        bowl(w * 0.93, h * 0.84, h * 0.085, '#3d4f7a')
      out += cup(w * 0.43, h * 0.9, h * 0.06) + cup(w * 0.83, h * 0.93, h * 0.065)
      return out
    },
  })
}

/** A black timber facade close up: a deep window reveal, glass reflecting pine trunks and sky. */
export function facadeDetail(c: Ctx): string {
  const { w, h } = c
  const big = boards(c.defs, 'bigBattens', 36, 40, '#1f2321', [26, '#2b302d'], [3, '#363c38'])
  let out = rect(0, 0, w, h, { fill: big })
  const [x0, y0, x1, y1] = [w * 0.46, h * 0.12, w * 0.9, h * 0.86]
  const d = w * 0.05
  out += poly(
    [
      [x0, y0],
      [x1, y0],
      [x1 - d * 0.3, y0 + d],
      [x0 + d, y0 + d],
    ],
    { fill: C.timberDark },
  )
  out += poly(
    [
      [x0, y0],
      [x0 + d, y0 + d],
      [x0 + d, y1 - d * 0.3],
      [x0, y1],
    ],
    { fill: C.timber },
  )
  out += poly(
    [
      [x0, y1],
      [x0 + d, y1 - d * 0.3],
      [x1 - d * 0.3, y1 - d * 0.3],
      [x1, y1],
    ],
    { fill: mix(C.timber, '#fff', 0.15) },
  )
  const gx = x0 + d
  const gy = y0 + d
  const gw = x1 - d * 0.3 - gx
  const gh = y1 - d * 0.3 - gy
  c.defs.add('refl', () => el('clipPath', { id: 'refl' }, rect(gx, gy, gw, gh)))
  const sub: Ctx = { ...c, w: gw, h: gh }
  let inner = g({ transform: `translate(${n(gx)} ${n(gy)})` }, sky(sub, gh * 0.8, 0.3))
  inner += treeline(
    c.defs,
    c.r,
    gx,
    gx + gw,
    gy + gh * 0.8,
    gh * 0.3,
    mix(c.L.foliageFar, '#203028', 0.3),
    0.5,
  )
  for (let i = 0; i < 4; i++)
    inner += use(pine(c.defs, i), gx + gw * (0.12 + i * 0.27), gy + gh * 1.3, (gh * 1.6) / 100, {
      color: c.L.foliage,
    })
  inner += rect(gx, gy, gw, gh, { fill: '#1c2a26', opacity: 0.35 })
  inner += path(
    `M${n(gx + gw * 0.2)} ${n(gy)}l${n(gw * 0.25)} 0l${n(-gw * 0.45)} ${n(gh)}l${n(-gw * 0.25)} 0Z`,
    { fill: '#fff', opacity: 0.08 },
  )
  out += g({ 'clip-path': 'url(#refl)' }, inner)
  out += path(`M${n(gx + gw * 0.62)} ${n(gy)}v${n(gh)}`, {
    stroke: '#121514',
    'stroke-width': w * 0.006,
  })
  out += rect(gx, gy, gw, gh, { fill: 'none', stroke: '#121514', 'stroke-width': w * 0.008 })
  return out
}
