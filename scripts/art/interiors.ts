// The interior kit: a one-point camera over a room in metres, projected boxes and quads, the room shell.

import type { Ctx } from './landscape'
import { C, mix } from './palette'
import { linear, n, path, type Pt, poly } from './svg'

export type V3 = readonly [number, number, number]

/** A camera at eye (ex, ey, 0) looking down +z; the vanishing point is (cx, cy), focal f px per metre. */
export interface Cam {
  cx: number
  cy: number
  f: number
  ex: number
  ey: number
}

export const proj = (k: Cam, [x, y, z]: V3): Pt => [
  k.cx + (k.f * (x - k.ex)) / z,
  k.cy - (k.f * (y - k.ey)) / z,
]

export const quad = (k: Cam, p: V3[], fill: string, op?: number): string =>
  poly(
    p.map((v) => proj(k, v)),
    { fill, opacity: op },
  )

export interface Fills {
  front: string
  top?: string
  side?: string
}

/** An axis-aligned box from (x0, y0, z0) to (x1, y1, z1) with the faces the camera sees. */
export function box(k: Cam, a: V3, b: V3, f: Fills): string {
  const [x0, y0, z0] = a
  const [x1, y1, z1] = b
  const side = f.side ?? mix(f.front, '#000000', 0.15)
  let out = ''
  if (y1 < k.ey)
    out += quad(
      k,
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      f.top ?? f.front,
    )
  if (y0 > k.ey)
    out += quad(
      k,
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
      side,
    )
  if (x0 > k.ex)
    out += quad(
      k,
      [
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
        [x0, y0, z1],
      ],
      side,
    )
  if (x1 < k.ex)
    out += quad(
      k,
      [
        [x1, y0, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x1, y0, z1],
      ],
      side,
    )
  out += quad(
    k,
    [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y1, z0],
      [x0, y1, z0],
    ],
    f.front,
  )
  return out
}

export interface RoomSpec {
  /** Room width, height and depth in metres. */
  rw: number
  rh: number
  rd: number
  /** Eye position across the room and its height. */
  ex?: number
  ey?: number
  /** Share of the image width the back wall takes. */
  span?: number
  floor?: string
  wall?: string
  ceiling?: string
  /** Ceiling slats in timber. */
  slats?: boolean
  /** Cove lights along the ceiling edges; on unless false. */
  cove?: boolean
}

export interface Room {
  k: Cam
  s: RoomSpec
  out: string
}

/** The shell: floor with boards to the vanishing point, side walls, ceiling, back wall. */
export function room(c: Ctx, s: RoomSpec): Room {
  const { w, h } = c
  const ex = s.ex ?? s.rw / 2
  const ey = s.ey ?? 1.45
  const f = ((s.span ?? 0.52) * w * s.rd) / s.rw
  const k: Cam = { cx: w / 2, cy: h * 0.52, f, ex, ey }
  const near = 0.05
  const { rw, rh, rd } = s
  const floor = s.floor ?? mix(C.sand, C.timber, 0.35)
  const wall = s.wall ?? C.beige
  const ceil = s.ceiling ?? mix(C.white, C.beige, 0.4)
  c.defs.add('floorShade', () =>
    linear('floorShade', [
      [0, '#000', 0.18],
      [1, '#000', 0],
    ]),
  )
  let out = quad(
    k,
    [
      [0, 0, near],
      [rw, 0, near],
      [rw, 0, rd],
      [0, 0, rd],
    ],
    floor,
  )
  let boards = ''
  for (let x = 0.3; x < rw; x += 0.3) {
    const a = proj(k, [x, 0, rd])
    const b = proj(k, [x, 0, 0.3])
    boards += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`
  }
  out += path(boards, { stroke: mix(floor, '#5a4030', 0.35), 'stroke-width': 1.2, opacity: 0.5 })
  out += quad(
    k,
    [
      [0, 0, near],
      [0, rh, near],
      [0, rh, rd],
      [0, 0, rd],
    ],
    mix(wall, '#8a7a66', 0.12),
  )
  out += quad(
    k,
    [
      [rw, 0, near],
      [rw, rh, near],
      [rw, rh, rd],
      [rw, 0, rd],
    ],
    mix(wall, '#8a7a66', 0.2),
  )
  out += quad(
    k,
    [
      [0, rh, near],
      [rw, rh, near],
      [rw, rh, rd],
      [0, rh, rd],
    ],
    ceil,
  )
  if (s.slats) {
    let d = ''
    for (let x = 0.15; x < rw; x += 0.18) {
      const a = proj(k, [x, rh, rd])
      const b = proj(k, [x, rh, 0.25])
      d += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`
    }
    out += quad(
      k,
      [
        [0, rh, near],
        [rw, rh, near],
        [rw, rh, rd],
        [0, rh, rd],
      ],
      C.timber,
    )
    out += path(d, { stroke: C.timberDark, 'stroke-width': 2.5, opacity: 0.6 })
  }
  out += quad(
    k,
    [
      [0, 0, rd],
      [rw, 0, rd],
      [rw, rh, rd],
      [0, rh, rd],
    ],
    wall,
  )
  const skirt = mix(wall, '#5a4a3a', 0.25)
  out += quad(
    k,
    [
      [0, 0, near + 0.5],
      [0, 0.08, near + 0.5],
      [0, 0.08, rd],
      [0, 0, rd],
    ],
    skirt,
  )
  out += quad(
    k,
    [
      [rw, 0, near + 0.5],
      [rw, 0.08, near + 0.5],
      [rw, 0.08, rd],
      [rw, 0, rd],
    ],
    skirt,
  )
  if (s.cove === false) return { k, s, out }
  out += quad(
    k,
    [
      [0.15, rh - 0.002, 0.6],
      [0.45, rh - 0.002, 0.6],
      [0.45, rh - 0.002, rd - 0.3],
      [0.15, rh - 0.002, rd - 0.3],
    ],
    '#fff7e6',
    0.8,
  )
  out += quad(
    k,
    [
      [rw - 0.45, rh - 0.002, 0.6],
      [rw - 0.15, rh - 0.002, 0.6],
      [rw - 0.15, rh - 0.002, rd - 0.3],
      [rw - 0.45, rh - 0.002, rd - 0.3],
    ],
    '#fff7e6',
    0.8,
  )
  return { k, s, out }
}
