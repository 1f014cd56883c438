// Draws flat levels as architectural line drawings in SVG: walls dark (the outline under the rooms),
// rooms light, doors with their swing, windows as glazing across the wall, furniture in fine line.
// Pure string building; used by the layout thumbnails and the preview sheets.

import type { Door, FlatLevel, RoomKind, Window } from '../../../engine/geometry'
import type { FurnitureSymbols } from './furnitureSvg'

type P = readonly [number, number]

export const WALL = '#2a2a28'
const ROOM = '#faf8f3'
const FILL: Partial<Record<RoomKind, string>> = {
  bathroom: '#eaf0f2',
  wc: '#eaf0f2',
  laundry: '#eaf0f2',
  hall: '#f3f0e8',
  stair: '#eeeae0',
  terrace: '#eadfca',
}
const LINE = '#8d8a83'

export const fmt = (n: number) => (Math.round(n * 100) / 100).toString()
export const pts = (poly: readonly P[]) => poly.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ')
export const roomFill = (kind: RoomKind) => FILL[kind] ?? ROOM

function normal(a: P, b: P): P {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1])
  return [-(b[1] - a[1]) / len, (b[0] - a[0]) / len]
}

/** A band across the wall along a-b, as wide as the wall: where a door or window cuts it. */
function cutThrough(a: P, b: P, wall: number): P[] {
  const [nx, ny] = normal(a, b)
  const h = wall / 2 + 0.01
  return [
    [a[0] + nx * h, a[1] + ny * h],
    [b[0] + nx * h, b[1] + ny * h],
    [b[0] - nx * h, b[1] - ny * h],
    [a[0] - nx * h, a[1] - ny * h],
  ]
}

/** The wall cut of a door: a band across the wall as wide as the opening. */
export function doorCut(door: Door<P>): string {
  return `<polygon points="${pts(cutThrough(door.hinge, door.latch, door.wall))}"/>`
}

/** Path data of a door: the open leaf and its swing, or the glass line of a sliding door. */
export function doorLines(door: Door<P>): { leaf: string; glass: string } {
  const [hx, hy] = door.hinge
  const [lx, ly] = door.latch
  if (!door.leafTip) {
    return {
      leaf: '',
      glass: door.kind === 'terrace' ? `M${fmt(hx)} ${fmt(hy)}L${fmt(lx)} ${fmt(ly)}` : '',
    }
  }
  const r = Math.hypot(lx - hx, ly - hy)
  const [tx, ty] = door.leafTip
  // The arc sweeps from the closed leaf (latch) to the open one (tip) round the hinge.
  const sweep = (lx - hx) * (ty - hy) - (ly - hy) * (tx - hx) > 0 ? 1 : 0
  return {
    leaf: `M${fmt(hx)} ${fmt(hy)}L${fmt(tx)} ${fmt(ty)}M${fmt(lx)} ${fmt(ly)}A${fmt(r)} ${fmt(r)} 0 0 ${sweep} ${fmt(tx)} ${fmt(ty)}`,
    glass: '',
  }
}

/** A door on its own, for drawings outside a flat (the core). */
export function doorSvg(door: Door<P>, stroke: number, fill = ROOM): string {
  const { leaf, glass } = doorLines(door)
  return `<g fill="${fill}">${doorCut(door)}</g><path d="${leaf}${glass}" fill="none" stroke="${leaf ? WALL : LINE}" stroke-width="${fmt(stroke)}"/>`
}

/** Path data of a window's glazing: two lines along the wall. */
function glazing(window: Window<P>): string {
  const [nx, ny] = normal(window.a, window.b)
  const k = window.wall / 6
  const line = (s: number) =>
    `M${fmt(window.a[0] + nx * s)} ${fmt(window.a[1] + ny * s)}L${fmt(window.b[0] + nx * s)} ${fmt(window.b[1] + ny * s)}`
  return line(-k) + line(k)
}

export function windowSvg(window: Window<P>, stroke: number): string {
  return `<polygon points="${pts(cutThrough(window.a, window.b, window.wall))}" fill="#fff" stroke="${WALL}" stroke-width="${fmt(stroke / 2)}"/><path d="${glazing(window)}" stroke="${LINE}" stroke-width="${fmt(stroke / 2)}"/>`
}

export interface LevelStyle {
  stroke: number
  /** Where furniture symbols are collected; none draws no furniture. */
  furniture: FurnitureSymbols | null
  labels: boolean
}

export function levelSvg(level: FlatLevel<P>, style: LevelStyle): string {
  const s = style.stroke
  const parts: string[] = [`<polygon points="${pts(level.outline)}" fill="${WALL}"/>`]
  for (const room of level.rooms)
    parts.push(`<polygon points="${pts(room.polygon)}" fill="${roomFill(room.kind)}"/>`)
  // Grouped by style so a thumbnail stays small: one element per kind of line, not per opening.
  if (level.windows.length > 0) {
    parts.push(`<g fill="#fff" stroke="${WALL}" stroke-width="${fmt(s / 2)}">`)
    for (const w of level.windows)
      parts.push(`<polygon points="${pts(cutThrough(w.a, w.b, w.wall))}"/>`)
    parts.push('</g>')
  }
  const kinds = new Map(level.rooms.map((r) => [r.id, r.kind]))
  const cuts = new Map<string, string[]>()
  let leaves = ''
  let glass = level.windows.map(glazing).join('')
  for (const door of level.doors) {
    const kind = kinds.get(door.between[1]) ?? kinds.get(door.between[0])
    const fill = kind ? roomFill(kind) : ROOM
    cuts.set(fill, [...(cuts.get(fill) ?? []), doorCut(door)])
    const lines = doorLines(door)
    leaves += lines.leaf
    glass += lines.glass
  }
  for (const [fill, polygons] of cuts) parts.push(`<g fill="${fill}">${polygons.join('')}</g>`)
  if (glass)
    parts.push(`<path d="${glass}" stroke="${LINE}" stroke-width="${fmt(s / 2)}" fill="none"/>`)
  if (leaves)
    parts.push(`<path d="${leaves}" stroke="${WALL}" stroke-width="${fmt(s)}" fill="none"/>`)
  if (style.furniture) {
    parts.push(`<g fill="none" stroke="${LINE}" stroke-width="${fmt(s * 0.7)}">`)
    for (const item of level.furniture) parts.push(style.furniture.use(item))
    parts.push('</g>')
  }
  if (style.labels) {
    for (const room of level.rooms) {
      const [cx, cy] = centroid(room.polygon)
      parts.push(
        `<text x="${fmt(cx)}" y="${fmt(cy)}" font-size="0.55" text-anchor="middle" fill="#555" font-family="sans-serif">${fmt(room.area)}</text>`,
      )
    }
  }
  return parts.join('')
}

export function centroid(poly: readonly P[]): P {
  const xs = poly.map((p) => p[0])
  const ys = poly.map((p) => p[1])
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2]
}

export function bounds(polys: readonly (readonly P[])[]): [number, number, number, number] {
  const all = polys.flat()
  const xs = all.map((p) => p[0])
  const ys = all.map((p) => p[1])
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]
}
