// Pine crowns seen from above and from the air, and the scatter that spreads them as a forest does.
// A Scots pine from above is no disc: it is a few clumps of needles on separate limbs, irregular,
// lit on the sun's side, shaded on the other and casting its shadow on what lies beyond. The
// scatter gives them varied sizes, thickets and glades, so no two stands repeat as tiles would.

import { C, mix } from './palette'
import type { Rng } from './random'
import { rng } from './random'
import { type Defs, el, g, n, path, type Pt, smoothClosed } from './svg'

/** How many crown shapes a picture draws from. */
export const CROWNS = 6

/** A direction toward the sun in the picture's plane, unit length. */
export type Sun = readonly [number, number]

/** Site plans: the sun in the upper left, so shadows fall to the lower right, as on a drawing. */
export const PLAN_SUN: Sun = [-0.6, -0.8]

type Lobe = readonly [x: number, y: number, r: number]

/** Clumps of needles about 100 units across around 0,0: a big one off-centre and smaller ones on its limbs. */
function lobes(r: Rng): Lobe[] {
  const out: Lobe[] = [[r.range(-6, 6), r.range(-6, 6), r.range(20, 25)]]
  const k = r.int(3, 5)
  const a0 = r.range(0, Math.PI * 2)
  for (let i = 0; i < k; i++) {
    const a = a0 + (i / k) * Math.PI * 2 + r.range(-0.5, 0.5)
    const d = r.range(20, 32)
    out.push([Math.cos(a) * d, Math.sin(a) * d, r.range(12, 18)])
  }
  return out
}

/** One clump's edge: uneven tufts of needles, now and then one standing out, never a clean round. */
function blob(r: Rng, [x, y, rad]: Lobe, dx: number, dy: number, s: number, k = 12): string {
  const p: Pt[] = []
  const a0 = r.range(0, 1)
  for (let i = 0; i < k; i++) {
    const a = ((i + a0 + r.range(-0.2, 0.2)) / k) * Math.PI * 2
    const tuft = i % 3 === 0 ? r.range(1.08, 1.22) : r.range(0.8, 1.02)
    const rr = rad * s * tuft
    p.push([x + dx + Math.cos(a) * rr, y + dy + Math.sin(a) * rr])
  }
  return smoothClosed(p)
}

/**
 * A crown 100 units across in currentColor: clumps on separate limbs, each darker on the side
 * away from the sun and lit on the side toward it. On a plan ('plan') it casts its shadow on the
 * ground beyond, so a taller crown drawn later shades the ones it covers; from the air ('air') it
 * is tilted and the shade of its underside shows below. The outline is one path that the shadow
 * reuses, to keep the files small.
 */
export function crown(defs: Defs, v: number, sun: Sun, view: 'plan' | 'air'): string {
  const id = `c${view[0]}${v % CROWNS}`
  return defs.add(id, () => {
    const r = rng(`crown-${v % CROWNS}`)
    const ls = lobes(r)
    const [sx, sy] = sun
    const body = defs.add(`cb${v % CROWNS}`, () =>
      path(ls.map((l) => blob(r, l, 0, 0, 1)).join(''), { id: `cb${v % CROWNS}` }),
    )
    const dark = '#0b1710'
    const [cx, cy] = view === 'plan' ? [-sx * 22, -sy * 22] : [-sx * 6, 12]
    const cast = el('use', {
      href: `#${body}`,
      transform: `translate(${n(cx)} ${n(cy)})`,
      fill: dark,
      opacity: view === 'plan' ? 0.38 : 0.55,
    })
    // Per clump: shade on the far side from the sun, light on the near side.
    const shade = ls.map((l) => blob(r, l, -sx * l[2] * 0.3, -sy * l[2] * 0.3, 0.75, 8)).join('')
    const lit = ls.map((l) => blob(r, l, sx * l[2] * 0.32, sy * l[2] * 0.32, 0.55, 8)).join('')
    const inner = [
      cast,
      el('use', { href: `#${body}`, fill: 'currentColor' }),
      path(shade, { fill: dark, opacity: 0.3 }),
      path(lit, { fill: SUNLIT, opacity: 0.16 + defs.tone.hiOp }),
    ].join('')
    return g(view === 'air' ? { id, transform: 'scale(1 .7)' } : { id }, inner)
  })
}

/**
 * A thicket: two to four crowns of unequal size about 100 units across, as pines stand in a
 * Karelian forest; one use draws them all, so a far forest costs a third of the bytes.
 */
export function thicket(defs: Defs, i: number, sun: Sun, view: 'plan' | 'air'): string {
  const id = `t${view[0]}${i % THICKETS}`
  return defs.add(id, () => {
    const r = rng(`thicket-${i % THICKETS}`)
    const spots: [number, number, number, number][] = []
    const k = r.int(2, 4)
    const a0 = r.range(0, Math.PI * 2)
    for (let j = 0; j < k; j++) {
      const a = a0 + (j / k) * Math.PI * 2 + r.range(-0.4, 0.4)
      const d = j === 0 ? r.range(0, 8) : r.range(22, 34)
      spots.push([Math.cos(a) * d, Math.sin(a) * d * 0.8, r.range(0.45, 0.7), r.int(0, CROWNS - 1)])
    }
    spots.sort((a, b) => (view === 'air' ? a[1] - b[1] : a[2] - b[2]))
    const uses = spots.map(([x, y, s, v]) =>
      el('use', {
        href: `#${crown(defs, v, sun, view)}`,
        transform: `matrix(${f2(s)} 0 0 ${f2(s)} ${n(x)} ${n(y)})`,
      }),
    )
    return g({ id }, ...uses)
  })
}

/** How many thickets a picture draws from. */
export const THICKETS = 8

/** Needles in the sun: a warm light green. */
const SUNLIT = '#d8e6b0'

/** A scale in two decimals without the leading zero: hundreds of uses, every byte counts. */
const f2 = (v: number): string => (Math.round(v * 100) / 100).toString().replace(/^0\./, '.')

/** One tree of a stand: where it stands, how big (px across), its shape and its green. */
export interface Tree {
  x: number
  y: number
  size: number
  v: number
  color: string
  /** Stretch across and along, so no two crowns of a shape match. */
  sx: number
  sy: number
}

/**
 * The trees as uses of their crowns, in the order given; a run of one green shares a group, so
 * callers order by what must overlap (size, row) and then by colour to keep the file small.
 */
export function stand(trees: readonly Tree[], idOf: (t: Tree) => string): string {
  let out = ''
  let run = ''
  let color = ''
  for (const t of trees) {
    if (t.color !== color) {
      if (run) out += g({ color }, run)
      run = ''
      color = t.color
    }
    const k = t.size / 100
    const tr = `matrix(${f2(k * t.sx)} 0 0 ${f2(k * t.sy)} ${Math.round(t.x)} ${Math.round(t.y)})`
    run += `<use href="#${idOf(t)}" transform="${tr}"/>`
  }
  if (run) out += g({ color }, run)
  return out
}

/** The greens of a pine stand, a few so that crowns of one green can share a group. */
export function greens(base: string = C.pine): string[] {
  return [
    base,
    mix(base, C.moss, 0.2),
    mix(base, C.moss, 0.45),
    mix(base, '#3d5a63', 0.25),
    mix(base, '#6f7a3e', 0.3),
  ]
}

/** Mostly deep, some mossy, a few a little blue or yellow. */
export function pickGreen(r: Rng, g5: readonly string[]): string {
  const t = r.next()
  return g5[t < 0.35 ? 0 : t < 0.6 ? 1 : t < 0.8 ? 2 : t < 0.92 ? 3 : 4]!
}

/** A smooth field in 0..1 from a few seeded waves: where the stand is thick and where it opens. */
export function density(r: Rng, scale: number): (x: number, y: number) => number {
  const waves = Array.from({ length: 4 }, () => ({
    a: r.range(0, Math.PI * 2),
    f: r.range(0.6, 1.6) / scale,
    p: r.range(0, Math.PI * 2),
  }))
  return (x, y) => {
    let s = 0
    for (const w of waves) s += Math.sin((x * Math.cos(w.a) + y * Math.sin(w.a)) * w.f + w.p)
    return 0.5 + s / 8
  }
}
