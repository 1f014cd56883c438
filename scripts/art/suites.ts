// Interior scenes, private and service rooms: suite, kitchens, apartment, bath, restaurant, fitness, kids club, workshop.

import { figure } from './figures'
import { pendant, plant, rug, sofa, table } from './furniture'
import { bath, bed, chair, counter, frame } from './fixtures'
import { box, proj, quad, room } from './interiors'
import { backWindow, sideWindow, sunPatch } from './windows'
import type { Ctx } from './landscape'
import { C, mix } from './palette'
import { ellipse, n, path, use } from './svg'

/** A hotel suite: a low bed in white linen, a timber headboard wall, a window onto the forest. */
export function suite(c: Ctx): string {
  const D = 4.6
  const r = room(c, { rw: 5.5, rh: 3, rd: D, ex: 2.6, span: 0.56 })
  const { k } = r
  let out = r.out
  out += sideWindow(c, r, true, 1.2, 4.4, 0.3, 2.8)
  out += sunPatch(r, 3, 5.5, 2.2, 0.1)
  out += quad(
    k,
    [
      [0.6, 0, D],
      [4.6, 0, D],
      [4.6, 3, D],
      [0.6, 3, D],
    ],
    C.timber,
  )
  let slats = ''
  for (let x = 0.75; x < 4.6; x += 0.15) {
    const a0 = proj(k, [x, 0, D])
    const a1 = proj(k, [x, 3, D])
    slats += `M${n(a0[0])} ${n(a0[1])}L${n(a1[0])} ${n(a1[1])}`
  }
  out += path(slats, { stroke: C.timberDark, 'stroke-width': 1.5, opacity: 0.5 })
  out +=
    box(k, [0.85, 0, D - 0.55], [1.45, 0.5, D - 0.05], { front: C.timberDark }) +
    box(k, [3.75, 0, D - 0.55], [4.35, 0.5, D - 0.05], { front: C.timberDark })
  out +=
    pendant(k, 1.15, D - 0.3, 3, 1.2, 0.14, C.bronze) +
    pendant(k, 4.05, D - 0.3, 3, 1.2, 0.14, C.bronze)
  out += bed(k, 1.6, D - 0.05, 2, 2.1)
  out += rug(k, 0.9, 1.2, 3.8, 1.2, mix(C.sand, C.beige, 0.6))
  out += plant(k, 5, 3.8, 1.2)
  return out
}

/** A kitchen with a long stone island, oak cabinetry, a dining table for eight and a pine view. */
export function kitchenDining(c: Ctx): string {
  const r = room(c, { rw: 8, rh: 3.2, rd: 8, ex: 4 })
  const { k } = r
  let out = r.out
  out += backWindow(c, r, 4, 8, 0, 3.2, 1.3)
  out += sunPatch(r, 4.4, 7.8, 3.5)
  out += box(k, [0, 0, 7.4], [3.9, 3.2, 8], { front: C.timber })
  let joints = ''
  for (let x = 0.65; x < 3.9; x += 0.65) {
    const a0 = proj(k, [x, 0.1, 7.4])
    const a1 = proj(k, [x, 3.1, 7.4])
    joints += `M${n(a0[0])} ${n(a0[1])}L${n(a1[0])} ${n(a1[1])}`
  }
  out += path(joints, { stroke: C.timberDark, 'stroke-width': 1.5 })
  out += quad(
    k,
    [
      [0.3, 0.95, 7.4],
      [3.6, 0.95, 7.4],
      [3.6, 1.5, 7.4],
      [0.3, 1.5, 7.4],
    ],
    '#e7e2d8',
  )
  out += table(k, 4.8, 5.3, 2.6, 1.1, 0.75, C.timberDark)
  for (const x of [5, 5.8, 6.6]) out += chair(k, x, 6.5, C.sand)
  out += pendant(k, 5.5, 5.8, 3.2, 1.8, 0.2) + pendant(k, 6.6, 5.8, 3.2, 1.8, 0.2)
  out += pendant(k, 2, 4.6, 3.2, 1.9, 0.16, C.bronze) + pendant(k, 3, 4.6, 3.2, 1.9, 0.16, C.bronze)
  out += counter(k, 0.9, 4.3, 4.2, 5.1, 0.92, C.timber, mix(C.beige, C.granite, 0.25))
  for (const x of [1.3, 2.3, 3.3]) out += chair(k, x, 3.5, C.charcoal, false)
  for (const x of [5, 5.8, 6.6]) out += chair(k, x, 4.5, C.sand, false)
  out += plant(k, 7.5, 4, 1.3)
  return out
}

/** A serviced apartment: a compact open kitchen and dining, sand textiles, a glazed balcony door. */
export function apartment(c: Ctx): string {
  const r = room(c, { rw: 7, rh: 3, rd: 6.5, ex: 3.6 })
  const { k } = r
  let out = r.out
  out += backWindow(c, r, 2.2, 6.6, 0, 2.9, 1.1)
  const rail = [proj(k, [2.2, 1, 6.5]), proj(k, [6.6, 1, 6.5])]
  out += path(`M${n(rail[0]![0])} ${n(rail[0]![1])}H${n(rail[1]![0])}`, {
    stroke: C.charcoal,
    'stroke-width': 3,
  })
  const hd = proj(k, [3.25, 1.05, 6.5])
  out += path(`M${n(hd[0])} ${n(hd[1] - 12)}v24`, { stroke: C.bronze, 'stroke-width': 4 })
  out += sunPatch(r, 2.6, 6.4, 3)
  out += counter(k, 0, 0.6, 2.6, 6.5, 0.9, C.beige2, '#e7e2d8')
  out += box(k, [0, 1.6, 2.6], [0.4, 2.4, 6.5], {
    front: C.beige2,
    side: mix(C.beige2, '#000000', 0.08),
  })
  out += rug(k, 3.4, 2, 3, 2.4, mix(C.sand, C.beige, 0.4))
  out += sofa(k, 4, 4.2, 2.2, 0.9, C.sand, [C.beige, C.sage])
  out += table(k, 1.4, 3.6, 1.4, 0.9, 0.75, C.timber)
  for (const x of [1.5, 2.3]) out += chair(k, x, 4.6, C.sand)
  out += pendant(k, 2.1, 4, 3, 1.8, 0.2, C.bronze)
  for (const x of [1.5, 2.3]) out += chair(k, x, 2.9, C.sand, false)
  return out
}

/** A limestone bathroom: a freestanding bath before a window screened by pine trunks. */
export function bathroom(c: Ctx): string {
  const stone = mix(C.beige2, C.sand, 0.35)
  const r = room(c, {
    rw: 4.5,
    rh: 3,
    rd: 5,
    ex: 2.2,
    span: 0.55,
    floor: mix(stone, C.granite, 0.15),
    wall: stone,
  })
  const { k } = r
  let out = r.out
  out += backWindow(c, r, 1, 3.5, 0.5, 2.7, 1.25)
  let joints = ''
  for (let y = 0.6; y < 3; y += 0.6) {
    for (const x of [0, 4.5]) {
      const a = proj(k, [x, y, 0.5])
      const b = proj(k, [x, y, 5])
      joints += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`
    }
  }
  out += path(joints, { stroke: '#b8a88c', 'stroke-width': 1.2, opacity: 0.6 })
  out += bath(k, 1.25, 3.6, 2, 0.9)
  out += counter(k, 0, 0.55, 1.6, 3.2, 0.85, C.timber, stone)
  out += plant(k, 4, 4.4, 1)
  return out
}

/** A restaurant hall: timber beams, green banquettes, tables, tall windows onto the forest. */
export function restaurant(c: Ctx): string {
  const r = room(c, { rw: 11, rh: 4.2, rd: 12, ex: 5.5, span: 0.55 })
  const { k } = r
  let out = r.out
  out += backWindow(c, r, 1, 10, 0.3, 3.9, 1.5)
  out += sideWindow(c, r, true, 2, 11.5, 0.3, 3.9)
  for (let z = 11; z > 1; z -= 1.6)
    out += box(k, [0, 3.8, z], [11, 4.2, z + 0.25], { front: C.timberDark })
  out +=
    box(k, [0, 0, 2], [0.7, 0.45, 11.6], { front: C.moss, top: mix(C.moss, '#ffffff', 0.15) }) +
    box(k, [0, 0.45, 2], [0.25, 1.2, 11.6], { front: C.moss })
  for (let z = 10; z >= 3; z -= 2.3) {
    for (const x of [1.4, 4.6, 7.8]) {
      out += table(k, x, z, 1.1, 0.9, 0.75, C.white)
      out += chair(k, x + 0.3, z + 1, C.sand, true)
    }
  }
  for (const x of [3, 6.5]) out += pendant(k, x, 5, 4.2, 2.6, 0.3, C.bronze)
  return out
}

/** A fitness studio facing a glass wall onto pine trunks, a few machines and mats. */
export function fitness(c: Ctx): string {
  const r = room(c, { rw: 8, rh: 3.4, rd: 8, ex: 4, floor: '#8e8a80', wall: C.white })
  const { k } = r
  let out = r.out
  out += backWindow(c, r, 0, 8, 0, 3.4, 1.3)
  out += sunPatch(r, 1, 7, 4, 0.14)
  for (const x of [1, 2.6, 4.2]) out += rug(k, x, 3.6, 0.8, 2, mix(C.sage, C.mint, 0.4))
  for (const x of [5.6, 6.8]) {
    out += box(k, [x, 0, 5], [x + 0.8, 0.25, 6.8], { front: C.charcoal, top: '#3a3f3b' })
    out += box(k, [x + 0.05, 0.25, 6.6], [x + 0.75, 1.35, 6.8], { front: C.charcoal })
  }
  out += plant(k, 0.5, 6.8, 1.3)
  const p = proj(k, [2.4, 0, 4.4])
  out += use(figure(c.defs, 'stroll'), p[0], p[1], (1.7 * k.f) / 4.4 / 100, { color: C.charcoal })
  return out
}

/** A children's club room: low timber tables, crafts, pine cones and a reading nook. */
export function kidsClub(c: Ctx): string {
  const r = room(c, {
    rw: 7,
    rh: 3,
    rd: 7,
    ex: 3.5,
    wall: mix(C.white, C.mint, 0.35),
    floor: mix(C.sand, C.timber, 0.2),
  })
  const { k } = r
  let out = r.out
  out += backWindow(c, r, 2.4, 7, 0.4, 2.8, 1.15)
  out += box(k, [0, 0, 5.5], [2.2, 1.9, 7], { front: C.timber })
  out += quad(
    k,
    [
      [0.3, 0.4, 5.5],
      [1.9, 0.4, 5.5],
      [1.9, 1.6, 5.5],
      [0.3, 1.6, 5.5],
    ],
    C.timberDark,
  )
  out += box(k, [0.35, 0.4, 5.6], [1.85, 0.65, 6.9], {
    front: C.sage,
    top: mix(C.sage, '#ffffff', 0.2),
  })
  for (const [x, z] of [
    [2.4, 3.6],
    [4.3, 4.4],
  ] as const) {
    out += table(k, x, z, 1.3, 0.8, 0.5, C.timber)
    for (let i = 0; i < 4; i++) {
      const t = proj(k, [x + 0.2 + i * 0.3, 0.5, z + 0.3])
      out += ellipse(t[0], t[1] - 4, 7, 9, { fill: i % 2 ? '#8a5a36' : C.bronze })
    }
  }
  out += rug(k, 1.8, 2.4, 3.8, 3, mix(C.mint, C.sand, 0.4))
  out += plant(k, 6.5, 6.4, 1.2)
  return out
}

/** A sculptor's workshop: a tall armature, tools and sketches on the wall, a model on a stand. */
export function workshop(c: Ctx): string {
  const r = room(c, { rw: 8, rh: 5, rd: 8, ex: 4, floor: '#9c978c', wall: '#d8d2c4' })
  const { k } = r
  let out = r.out
  out += sideWindow(c, r, false, 2, 7.5, 1.2, 4.6)
  for (let i = 0; i < 5; i++)
    out += frame(
      k,
      3.6 + i * 0.85,
      1.6 + (i % 2) * 0.5,
      8,
      0.7,
      0.9,
      i % 2 ? C.white : mix(C.white, C.sand, 0.5),
    )
  const base = proj(k, [4.2, 0, 5.6])
  const top = proj(k, [4.4, 4.6, 5.6])
  let arm = ''
  for (const dx of [-0.25, 0, 0.22]) {
    const t = proj(k, [4.2 + dx * 2.2, 4.2 + dx * 1.5, 5.6])
    arm += `M${n(base[0] + dx * 40)} ${n(base[1])}Q${n(base[0] + dx * 20)} ${n((base[1] + t[1]) / 2)} ${n(t[0])} ${n(t[1])}`
  }
  out += box(k, [3.6, 0, 5.3], [4.8, 0.25, 5.9], { front: C.concrete })
  out += path(arm, { stroke: C.steel, 'stroke-width': 6, fill: 'none', 'stroke-linecap': 'round' })
  out += path(`M${n(base[0])} ${n(base[1])}L${n(top[0])} ${n(top[1])}`, {
    stroke: C.bronze,
    'stroke-width': 4,
  })
  let tools = ''
  for (let i = 0; i < 7; i++) {
    const a = proj(k, [0, 2.4, 3 + i * 0.4])
    const b = proj(k, [0, 1.6, 3 + i * 0.4])
    tools += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`
  }
  out += path(tools, { stroke: C.charcoal, 'stroke-width': 4 })
  out += box(k, [6, 0, 3.6], [6.6, 1, 4.2], { front: C.white })
  const m = proj(k, [6.3, 1, 3.9])
  out += path(
    `M${n(m[0] - 12)} ${n(m[1])}Q${n(m[0] - 8)} ${n(m[1] - 60)} ${n(m[0])} ${n(m[1] - 90)}Q${n(m[0] + 6)} ${n(m[1] - 50)} ${n(m[0] + 12)} ${n(m[1])}Z`,
    { fill: C.bronze },
  )
  out += table(k, 1, 3, 1.8, 0.9, 0.9, C.timberDark)
  return out
}
