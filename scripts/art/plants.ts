// Smaller plants and masses as defs: spruces, shrubs, far groves and treelines, grass tufts and low mounds.

import { C } from './palette'
import type { Rng } from './random'
import { rng } from './random'
import { type Defs, g, n, path, type Pt, poly, smoothClosed, smoothOpen, use } from './svg'
import { padOutline, shift, pine } from './trees'

/** A young spruce or juniper cone 100 units tall in currentColor. */
export function spruce(defs: Defs, variant: number): string {
  const id = `spruce${variant}`
  return defs.add(id, () => {
    const r = rng(`spruce-${variant}`)
    const p: Pt[] = [[0, -100]]
    const tiers = 7
    for (let i = 1; i <= tiers; i++) {
      const y = -100 + (i / tiers) * 92
      const w = 6 + (i / tiers) * 20 * r.range(0.9, 1.1)
      p.push([w, y], [w * 0.45, y - 3])
    }
    const right = p.slice(1)
    const left = right.map(([x, y]) => [-x, y] as Pt).reverse()
    return g(
      { id },
      poly(
        [
          [-1.4, 0],
          [1.4, 0],
          [1.4, -10],
          [-1.4, -10],
        ],
        { fill: C.barkDark },
      ),
      poly([p[0]!, ...right, [0, -8], ...left], { fill: 'currentColor' }),
      poly([p[0]!, ...right.map(([x, y]) => [x * 0.4, y] as Pt)], { fill: '#fff', opacity: 0.08 }),
    )
  })
}

/** A rounded shrub about 100 units wide and 50 tall, base at 0,0, in currentColor. */
export function shrub(defs: Defs, v: number): string {
  const variant = v % 2
  const id = `shrub${variant}`
  return defs.add(id, () => {
    const r = rng(`shrub-${variant}`)
    let out = ''
    for (let i = 0; i < 5; i++) {
      const cx = -36 + i * 18 + r.range(-4, 4)
      const rr = r.range(14, 22) * (1 - Math.abs(i - 2) * 0.15)
      out += smoothClosed(shift(padOutline(r, rr, rr * 0.85, 7), cx, -rr * 0.8))
    }
    out = path(out)
    const hi = path(smoothClosed(shift(padOutline(r, 22, 10, 8), -8, -30)), {
      fill: '#fff',
      opacity: 0.1,
    })
    return g({ id }, g({ fill: 'currentColor' }, out), hi)
  })
}

/**
 * A grove of seven silhouette pines about 100 wide and up to 110 tall, base at 0,0, in
 * currentColor: uneven gaps and heights, so a far forest edge never reads as a row.
 */
function grove(defs: Defs, variant: number): string {
  const id = `grove${variant}`
  return defs.add(id, () => {
    const r = rng(`grove-${variant}`)
    let out = ''
    for (let i = 0; i < 7; i++) {
      const x = -50 + i * 16 + r.range(-7, 7)
      out += use(pine(defs, (variant + i) % 4, 'far'), x, 0, r.range(0.55, 1.1), {}, r.chance(0.5))
    }
    return g({ id }, out)
  })
}

/**
 * A far pine forest edge from x0 to x1 whose crowns reach about `height` above `base`: groves of
 * silhouette pines over a band of undergrowth, in one colour. `gap` is the spacing per height.
 */
export function treeline(
  defs: Defs,
  r: Rng,
  x0: number,
  x1: number,
  base: number,
  height: number,
  fill: string,
  gap = 0.5,
): string {
  let trees = ''
  for (let x = x0 - r.range(0, 40); x < x1 + 40; x += height * r.range(gap * 0.7, gap * 1.3)) {
    const s = (height / 100) * r.range(0.8, 1.15)
    trees += use(grove(defs, r.int(0, 2)), x, base + height * 0.04, s, {}, r.chance(0.5))
  }
  const under: Pt[] = []
  for (let x = x0 - 40; x <= x1 + 60; x += height * r.range(0.25, 0.45)) {
    under.push([x, base - height * r.range(0.12, 0.3)])
  }
  const d = `${smoothOpen(under)}L${n(x1 + 60)} ${n(base + 3)}L${n(x0 - 40)} ${n(base + 3)}Z`
  return g({ color: fill, fill }, trees, path(d))
}

/** Grass tufts along a line: fans of blades; density is tufts per 100 px. */
export function grass(
  r: Rng,
  x0: number,
  x1: number,
  y: number,
  h: number,
  color: string,
  density = 3,
): string {
  let d = ''
  for (let x = x0; x < x1; x += (100 / density) * r.range(0.4, 1.6)) {
    const by = y + r.range(-h * 0.1, h * 0.1)
    const lean = r.range(-0.15, 0.15) * h
    for (let k = -2; k <= 2; k++) {
      const hh = h * r.range(0.6, 1) * (1 - Math.abs(k) * 0.15)
      d += `M${n(x + k)} ${n(by)}q${n(k * h * 0.04 + lean * 0.2)} ${n(-hh * 0.6)} ${n(k * h * 0.16 + lean)} ${n(-hh)}`
    }
  }
  return path(d, {
    stroke: color,
    'stroke-width': Math.max(1.2, h * 0.035),
    fill: 'none',
    'stroke-linecap': 'round',
  })
}

/**
 * Low rounded mounds (heather, moss, blueberry) scattered between y0 and y1, far ones first and
 * smaller: sizes run from sFar to sNear px wide.
 */
export function mounds(
  defs: Defs,
  r: Rng,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  colors: readonly string[],
  sFar: number,
  sNear: number,
): string {
  const spots: [number, number][] = []
  for (let i = 0; i < count; i++) spots.push([r.range(x0, x1), r.range(y0, y1)])
  spots.sort((a, b) => a[1] - b[1])
  let out = ''
  for (const [x, y] of spots) {
    const t = (y - y0) / Math.max(1, y1 - y0)
    const s = ((sFar + (sNear - sFar) * t) / 100) * r.range(0.7, 1.3)
    out += use(shrub(defs, r.int(0, 1)), x, y, s, { color: r.pick(colors) }, r.chance(0.5))
  }
  return out
}
