// Interior scenes, living and club rooms: living room, lounge, showroom, spa pool and lobby.

import { figure } from './figures'
import { armchair, decor, floorLamp, pendant, plant, rug, sofa, table } from './furniture'
import { frame, pool, wallArt } from './fixtures'
import { box, proj, quad, room, type Room } from './interiors'
import { backWindow, sideWindow, sunPatch } from './windows'
import type { Ctx } from './landscape'
import { C, mix } from './palette'
import { ellipse, g, n, path, use } from './svg'

const linen = '#e9e1d2'

/** A stone fireplace against the back wall from x0 to x1, with a fire when `fire`. */
function fireplace(r: Room, x0: number, x1: number, fire = true): string {
  const { k, s } = r
  const z = s.rd
  let out = box(k, [x0, 0, z - 0.5], [x1, s.rh, z], {
    front: mix(C.beige2, C.granite, 0.35),
    side: mix(C.beige2, C.granite, 0.5),
  })
  let joints = ''
  for (let y = 0.35; y < s.rh; y += 0.35) {
    const a = proj(k, [x0, y, z - 0.5])
    const b = proj(k, [x1, y, z - 0.5])
    joints += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`
  }
  out += path(joints, { stroke: '#8d8378', 'stroke-width': 1, opacity: 0.5 })
  const m = (x1 - x0) * 0.2
  out += quad(
    k,
    [
      [x0 + m, 0.35, z - 0.5],
      [x1 - m, 0.35, z - 0.5],
      [x1 - m, 1.05, z - 0.5],
      [x0 + m, 1.05, z - 0.5],
    ],
    '#1d1b19',
  )
  if (fire) {
    const c = proj(k, [(x0 + x1) / 2, 0.4, z - 0.5])
    const r0 = ((x1 - x0) * 0.2 * k.f) / z
    out += ellipse(c[0], c[1], r0 * 1.4, r0 * 0.5, { fill: '#e8893c', opacity: 0.35 })
    let flames = ''
    for (const [dx, hh] of [
      [-0.5, 0.8],
      [-0.15, 1.3],
      [0.2, 1],
      [0.5, 0.7],
    ] as const) {
      const x = c[0] + dx * r0
      flames += `M${n(x - r0 * 0.22)} ${n(c[1])}Q${n(x - r0 * 0.25)} ${n(c[1] - r0 * hh * 0.5)} ${n(x)} ${n(c[1] - r0 * hh)}Q${n(x + r0 * 0.25)} ${n(c[1] - r0 * hh * 0.5)} ${n(x + r0 * 0.22)} ${n(c[1])}Z`
    }
    out += path(flames, { fill: '#f0a04b' })
    out += path(flames, {
      fill: '#ffe1a0',
      transform: `matrix(0.6 0 0 0.6 ${n(c[0] * 0.4)} ${n(c[1] * 0.4)})`,
    })
  }
  return out
}

/** Oak floors, a linen sofa, a stone fireplace and a panoramic window onto pines. */
export function livingRoom(c: Ctx): string {
  const r = room(c, { rw: 7.5, rh: 3.3, rd: 7.5, ex: 3.6 })
  const { k } = r
  let out = r.out
  out += backWindow(c, r, 2.2, 7.5, 0, 3.3, 1.3)
  out += sunPatch(r, 3, 7, 3.5)
  out += fireplace(r, 0, 1.9)
  out += wallArt(k, 7.5, 3.2, 5, 1.1, 2.3, mix(C.sand, C.moss, 0.25))
  out += rug(k, 1.4, 2.8, 4.6, 3.2, mix(C.sand, C.beige, 0.5))
  out += plant(k, 6.9, 6.7, 1.5)
  out += floorLamp(k, 5.75, 5.2)
  out += sofa(k, 2.3, 4.7, 3, 1, linen)
  out += table(k, 2.8, 3.3, 1.8, 0.9, 0.38, C.timber) + decor(k, 3.1, 3.6, 0.38)
  out += armchair(k, 0.5, 3.6, C.sage) + armchair(k, 6.3, 3.6, C.sage)
  return out
}

/** A club lounge: fireplace, low sofas in sand and green, floor-to-ceiling glass onto trunks. */
export function lounge(c: Ctx): string {
  const r = room(c, { rw: 9, rh: 3.6, rd: 8, ex: 4.2, slats: true })
  const { k } = r
  let out = r.out
  out += backWindow(c, r, 0, 6.4, 0, 3.6, 1.6)
  out += fireplace(r, 6.6, 9)
  out += sideWindow(c, r, false, 2, 7.6, 0.05, 3.4)
  out += sunPatch(r, 1, 6, 4)
  out += rug(k, 1.2, 3, 5.6, 3.2, mix(C.sage, C.beige, 0.6))
  out += sofa(k, 1.5, 5, 2.6, 1, C.sand) + sofa(k, 4.6, 5, 2.2, 1, C.moss)
  out += table(k, 2.6, 3.6, 2.2, 0.9, 0.34, C.timberDark)
  out += armchair(k, 0.8, 2.4, C.moss) + armchair(k, 6.8, 2.2, C.sand)
  out += pendant(k, 3.6, 4.2, 3.6, 2.4, 0.4) + pendant(k, 5.2, 4.6, 3.6, 2.5, 0.35)
  return out
}

/** A sales showroom: a large model of the resort on a table, oak floors, a window onto pines. */
export function showroom(c: Ctx): string {
  const r = room(c, { rw: 9, rh: 3.4, rd: 8, ex: 4.5, wall: C.beige2 })
  const { k } = r
  let out = r.out
  out += backWindow(c, r, 4.6, 8.6, 0.4, 3, 1)
  out +=
    frame(k, 0.6, 1.1, 8, 1.5, 1.1, C.white) +
    frame(k, 2.4, 1.1, 8, 1.5, 1.1, mix(C.sand, C.white, 0.5))
  out += sideWindow(c, r, true, 2.5, 7, 0.4, 3)
  const [x0, x1, z0, z1, y] = [2.4, 6.6, 3.6, 5.6, 0.85]
  out += box(k, [x0, 0, z0], [x1, y, z1], { front: C.white, top: '#f3efe6' })
  out += quad(
    k,
    [
      [x0 + 0.1, y + 0.002, z0 + 0.1],
      [x1 - 0.1, y + 0.002, z0 + 0.1],
      [x1 - 0.1, y + 0.002, z1 - 0.1],
      [x0 + 0.1, y + 0.002, z1 - 0.1],
    ],
    mix(C.moss, C.sage, 0.4),
  )
  let model = ''
  for (let i = 0; i < 28; i++) {
    const t = proj(k, [c.r.range(x0 + 0.2, x1 - 0.2), y, c.r.range(z0 + 0.2, z1 - 0.2)])
    model += ellipse(t[0], t[1] - 3, c.w * 0.008, c.w * 0.005)
  }
  const kinds = [C.charcoal, C.beige, C.white, C.charcoal, C.charcoal, C.white]
  kinds.forEach((col, i) => {
    const bx = x0 + 0.4 + (i % 3) * 1.3
    const bz = z0 + 0.4 + Math.floor(i / 3) * 0.8
    model += box(k, [bx, y, bz], [bx + 0.45, y + 0.12, bz + 0.3], {
      front: col,
      top: mix(col, '#ffffff', 0.15),
    })
  })
  out += g({ fill: C.pine }, model)
  out += g(
    { color: C.charcoal },
    use(
      figure(c.defs, 'woman'),
      proj(k, [1.6, 0, 4.4])[0],
      proj(k, [1.6, 0, 4.4])[1],
      (1.7 * k.f) / 4.4 / 100,
    ),
    use(
      figure(c.defs, 'man'),
      proj(k, [7.3, 0, 4.2])[0],
      proj(k, [7.3, 0, 4.2])[1],
      (1.8 * k.f) / 4.2 / 100,
      {},
      true,
    ),
  )
  out += pendant(k, 3.4, 4.6, 3.4, 2.2, 0.3) + pendant(k, 5.6, 4.6, 3.4, 2.2, 0.3)
  return out
}

/** An indoor pool with a glass wall onto the pines, pale stone edges, timber ceiling, loungers. */
export function spaPool(c: Ctx): string {
  const r = room(c, {
    rw: 10,
    rh: 4.2,
    rd: 14,
    ex: 5,
    span: 0.6,
    floor: '#ece6da',
    wall: mix(C.beige, C.white, 0.4),
    slats: true,
  })
  const { k } = r
  let out = r.out
  out += backWindow(c, r, 0, 10, 0, 4.2, 1.6)
  out += sideWindow(c, r, true, 3, 13.6, 0, 3.8)
  out += pool(k, 2.4, 7.6, 2.5, 12.6)
  for (let z = 10; z >= 4; z -= 2.4)
    out +=
      box(k, [0.5, 0.25, z], [1.3, 0.4, z + 1.8], {
        front: C.white,
        top: mix(C.sand, C.white, 0.4),
      }) + box(k, [0.5, 0.4, z + 1.5], [1.3, 0.75, z + 1.8], { front: mix(C.sand, C.white, 0.3) })
  out += plant(k, 9.2, 6, 1.4)
  return out
}

/** A hotel lobby: timber reception desk, a concierge in sand, a pine view through glass. */
export function lobby(c: Ctx): string {
  const r = room(c, { rw: 10, rh: 5, rd: 9, ex: 5, slats: true })
  const { k } = r
  let out = r.out
  out += backWindow(c, r, 3.4, 10, 0, 5, 1.6)
  out += quad(
    k,
    [
      [0, 0, 9],
      [3.4, 0, 9],
      [3.4, 5, 9],
      [0, 5, 9],
    ],
    C.timberDark,
  )
  let slats = ''
  for (let x = 0.1; x < 3.4; x += 0.16) {
    const a = proj(k, [x, 0, 9])
    const b = proj(k, [x, 5, 9])
    slats += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`
  }
  out += path(slats, { stroke: C.timber, 'stroke-width': 5 })
  const concierge = proj(k, [2.2, 0, 7.2])
  out += use(figure(c.defs, 'woman'), concierge[0], concierge[1], (1.7 * k.f) / 7.2 / 100, {
    color: mix(C.sand, C.timberDark, 0.25),
  })
  out += box(k, [0.8, 0, 6.4], [4.4, 1.1, 7], {
    front: C.timber,
    top: mix(C.beige, C.granite, 0.2),
  })
  out += pendant(k, 2.6, 6.7, 5, 2.4, 0.25, C.bronze) + pendant(k, 3.6, 6.7, 5, 2.6, 0.25, C.bronze)
  out += rug(k, 4.8, 2.8, 4, 2.6, mix(C.sage, C.beige, 0.5))
  out += armchair(k, 5.2, 4.3, C.moss) + armchair(k, 7.6, 4.3, C.sand)
  out += table(k, 6.3, 3.5, 0.9, 0.7, 0.42, C.charcoal)
  out += plant(k, 9.3, 6.5, 1.8)
  return out
}
