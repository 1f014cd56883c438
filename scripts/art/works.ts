// Interior works photos: a room from bare frame through blockwork, services, screed, drywall and tiles to finished.

import { figure } from './figures'
import { armchair, pendant, plant, rug, sofa } from './furniture'
import { counter } from './fixtures'
import { box, type Cam, proj, quad, room, type Room } from './interiors'
import { backWindow } from './windows'
import type { Ctx } from './landscape'
import { C, mix } from './palette'
import { n, path, use } from './svg'

/** A room in the works at stage q (0 bare frame .. 1 finished); room 1 living, 2 corridor, 3 bathroom, 4 lobby. */
export function roomPhoto(c: Ctx, q: number, which: number): string {
  const bath = which === 3
  const lobbyRoom = which === 4
  const wall =
    q < 0.15
      ? '#9d9a92'
      : q < 0.45
        ? '#a8a49a'
        : q < 0.6
          ? '#cfcbc2'
          : q < 0.75
            ? '#e4e0d8'
            : bath
              ? mix(C.beige2, C.sand, 0.3)
              : C.beige
  const floor =
    q < 0.45 ? '#8f8c84' : q < 0.75 ? '#b4b1a9' : bath ? '#d9d1c2' : mix(C.sand, C.timber, 0.3)
  const dims =
    which === 2
      ? { rw: 2.6, rh: 2.9, rd: 9 }
      : bath
        ? { rw: 3.4, rh: 2.8, rd: 4.2 }
        : lobbyRoom
          ? { rw: 9, rh: 4.2, rd: 8 }
          : { rw: 6.5, rh: 3, rd: 6.5 }
  const r = room(c, {
    ...dims,
    ex: dims.rw / 2,
    floor,
    wall,
    ceiling: q < 0.6 ? '#a9a69d' : C.white,
    slats: lobbyRoom && q > 0.9,
    cove: q >= 0.85,
  })
  const { k } = r
  let out = r.out
  const { rw, rh, rd } = dims
  if (q < 0.15) out += backWindow(c, r, 0, rw, 0, rh, rw / 3, false)
  else out += backWindow(c, r, rw * 0.2, rw * 0.8, bath ? 1 : 0.1, rh - 0.3, 1.2)
  if (q < 0.45) out += blocks(k, r, q)
  if (q >= 0.6 && q < 0.75) out += drywall(k, r)
  if (bath && q >= 0.7) out += tiles(k, r)
  if (q < 0.2)
    for (let z = 2; z < rd; z += 1.6)
      for (const x of [rw * 0.3, rw * 0.7]) out += line3(k, [x, 0, z], [x, rh, z], '#c2862f', 3)
  if (q >= 0.3 && q < 0.6)
    for (const x of [rw * 0.3, rw * 0.55, rw * 0.75])
      out += line3(
        k,
        [x, rh - 0.15, 0.5],
        [x, rh - 0.15, rd],
        x > rw * 0.5 ? '#c9c4b6' : '#6e7a78',
        5,
      )
  if (q >= 0.45 && q < 0.75)
    for (let i = 0; i < 5; i++)
      out += quad(
        k,
        [
          [0.4 + i * 1.1, 0.002, 1.5 + i * 0.7],
          [1.2 + i * 1.1, 0.002, 1.5 + i * 0.7],
          [1.3 + i * 1.1, 0.002, 2.3 + i * 0.7],
          [0.5 + i * 1.1, 0.002, 2.3 + i * 0.7],
        ],
        '#6f6c66',
        0.25,
      )
  if (q < 0.9) {
    out += box(k, [rw * 0.15, 0, rd * 0.45], [rw * 0.15 + 1, 0.5, rd * 0.45 + 0.8], {
      front: q < 0.45 ? '#9c9890' : '#ded9ce',
      top: q < 0.45 ? '#b0aca3' : '#ebe7dd',
    })
    out += ladder(k, rw * 0.72, rd * 0.55)
    if (q > 0.1 && !bath) {
      const wz = Math.min(rd - 0.5, Math.max(3.2, rd * 0.62, (1.75 * k.f) / (0.32 * c.h)))
      const pt = proj(k, [rw * c.r.pick([0.28, 0.62]), 0, wz])
      out += use(
        figure(c.defs, 'worker'),
        pt[0],
        pt[1],
        (1.75 * k.f) / wz / 100,
        { color: '#34403b' },
        c.r.chance(0.5),
      )
    }
  } else if (lobbyRoom) {
    out += counter(k, 1, 4.2, 6.6, 7.2, 1.1, C.timber, C.beige2)
    out +=
      rug(k, 4.6, 3, 3.6, 2.4, mix(C.sage, C.beige, 0.5)) +
      armchair(k, 5, 4.2, C.moss) +
      armchair(k, 7, 4.2, C.sand)
    out += pendant(k, 2.6, 6.9, rh, 2.4, 0.22, C.bronze) + plant(k, 8.4, 6.8, 1.5)
  } else if (which === 1) {
    out +=
      rug(k, 1.4, 2.4, 3.6, 2.6, mix(C.sand, C.beige, 0.5)) +
      sofa(k, 1.8, 4, 2.8, 0.95, '#e9e1d2') +
      plant(k, 5.8, 5.8, 1.3)
  } else if (bath) {
    out += counter(k, 0, 0.55, 1.2, 2.8, 0.85, C.timber, C.beige)
  }
  return out
}

const line3 = (
  k: Cam,
  a: [number, number, number],
  b: [number, number, number],
  col: string,
  wdt: number,
): string => {
  const p = proj(k, a)
  const q = proj(k, b)
  return path(`M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}`, { stroke: col, 'stroke-width': wdt })
}

function blocks(k: Cam, r: Room, q: number): string {
  if (q < 0.15) return ''
  const { rw, rh, rd } = r.s
  let d = ''
  for (let y = 0.25; y < rh; y += 0.25) {
    for (const x of [0, rw]) {
      const a = proj(k, [x, y, 0.5])
      const b = proj(k, [x, y, rd])
      d += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`
    }
  }
  return path(d, { stroke: '#7f7b72', 'stroke-width': 1.2, opacity: 0.7 })
}

function drywall(k: Cam, r: Room): string {
  const { rw, rh, rd } = r.s
  let d = ''
  for (let z = 1.2; z < rd; z += 1.2) {
    for (const x of [0, rw]) {
      const a = proj(k, [x, 0, z])
      const b = proj(k, [x, rh, z])
      d += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`
    }
  }
  return path(d, { stroke: '#f6f3ec', 'stroke-width': 6 })
}

function tiles(k: Cam, r: Room): string {
  const { rw, rh, rd } = r.s
  let d = ''
  for (let y = 0.3; y < rh; y += 0.3) {
    for (const x of [0, rw]) {
      const a = proj(k, [x, y, 0.5])
      const b = proj(k, [x, y, rd])
      d += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`
    }
  }
  return path(d, { stroke: '#b7a98f', 'stroke-width': 1.2 })
}

function ladder(k: Cam, x: number, z: number): string {
  const a = proj(k, [x, 0, z])
  const t = proj(k, [x + 0.25, 1.8, z])
  const b = proj(k, [x + 0.5, 0, z])
  let rungs = ''
  for (let i = 1; i < 6; i++) {
    const f = i / 6
    rungs += `M${n(a[0] + (t[0] - a[0]) * f)} ${n(a[1] + (t[1] - a[1]) * f)}L${n(b[0] + (t[0] - b[0]) * f)} ${n(b[1] + (t[1] - b[1]) * f)}`
  }
  return path(`M${n(a[0])} ${n(a[1])}L${n(t[0])} ${n(t[1])}L${n(b[0])} ${n(b[1])}${rungs}`, {
    stroke: '#c9a04a',
    'stroke-width': 4,
    fill: 'none',
  })
}
