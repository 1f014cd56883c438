// Draws flat levels as architectural line drawings in SVG: the primitives of engine/planShapes
// (walls dark, rooms light, doors with their swing, windows framed and glazed, furniture in fine
// line) in the thumbnails' inks. Pure string building; used by the thumbnails and preview sheets.

import type { Door, FlatLevel, RoomKind, Window } from '../../../engine/geometry'
import {
  doorShapes,
  levelShapes,
  type RoomTone,
  roomTone,
  type Shape,
  windowShapes,
} from '../../../engine/planShapes'
import type { FurnitureSymbols } from './furnitureSvg'
import { fmt, pts, shapePath } from './shapeSvg'

export { fmt, pts } from './shapeSvg'

type P = readonly [number, number]

export const WALL = '#2a2a28'
const ROOM = '#faf8f3'
const TONE_FILL: Record<RoomTone, string> = {
  room: ROOM,
  hall: '#f3f0e8',
  wet: '#eaf0f2',
  store: ROOM,
  stair: '#eeeae0',
  terrace: '#eadfca',
}
const LINE = '#8d8a83'

export const roomFill = (kind: RoomKind) => TONE_FILL[roomTone(kind)]

/**
 * Doors and windows grouped by ink, so a thumbnail stays small (one element per kind of line, not
 * per opening): the cuts (a door's in the floor it opens onto), the window frames, the glass, and
 * the leaves with their swings.
 */
export function openingsSvg(
  doors: readonly Door<P>[],
  windows: readonly Window<P>[],
  stroke: number,
  cutFill: (door: Door<P>) => string,
): string {
  const parts: string[] = []
  const cuts = new Map<string, string>()
  const paths = { frame: '', glass: '', leaves: '' }
  const add = (shape: Shape) => {
    if (shape.role === 'frame') paths.frame += shapePath(shape)
    else if (shape.role === 'glass' || shape.role === 'sliding') paths.glass += shapePath(shape)
    else paths.leaves += shapePath(shape)
  }
  let windowCuts = ''
  for (const w of windows) {
    for (const shape of windowShapes(w)) {
      if (shape.kind === 'polygon') windowCuts += `<polygon points="${pts(shape.points)}"/>`
      else add(shape)
    }
  }
  if (windowCuts) parts.push(`<g fill="#fff">${windowCuts}</g>`)
  for (const door of doors) {
    const fill = cutFill(door)
    for (const shape of doorShapes(door)) {
      if (shape.kind === 'polygon') {
        cuts.set(fill, `${cuts.get(fill) ?? ''}<polygon points="${pts(shape.points)}"/>`)
      } else add(shape)
    }
  }
  for (const [fill, polygons] of cuts) parts.push(`<g fill="${fill}">${polygons}</g>`)
  const half = fmt(stroke / 2)
  if (paths.frame)
    parts.push(`<path d="${paths.frame}" stroke="${WALL}" stroke-width="${half}" fill="none"/>`)
  if (paths.glass)
    parts.push(`<path d="${paths.glass}" stroke="${LINE}" stroke-width="${half}" fill="none"/>`)
  if (paths.leaves)
    parts.push(
      `<path d="${paths.leaves}" stroke="${WALL}" stroke-width="${fmt(stroke)}" fill="none"/>`,
    )
  return parts.join('')
}

export interface LevelStyle {
  stroke: number
  /** Where furniture symbols are collected; none draws no furniture. */
  furniture: FurnitureSymbols | null
  labels: boolean
}

export function levelSvg(level: FlatLevel<P>, style: LevelStyle): string {
  const s = style.stroke
  const parts: string[] = []
  let railings = ''
  for (const shape of levelShapes(level)) {
    if (shape.kind !== 'polygon') continue
    if (shape.role === 'railing') railings += shapePath(shape)
    else {
      const fill = shape.role === 'wall' ? WALL : TONE_FILL[shape.role as RoomTone]
      parts.push(`<polygon points="${pts(shape.points)}" fill="${fill}"/>`)
    }
  }
  if (railings)
    parts.push(`<path d="${railings}" stroke="${LINE}" stroke-width="${fmt(s / 2)}" fill="none"/>`)
  const kinds = new Map(level.rooms.map((r) => [r.id, r.kind]))
  parts.push(
    openingsSvg(level.doors, level.windows, s, (door) => {
      const kind = kinds.get(door.between[1]) ?? kinds.get(door.between[0])
      return kind ? roomFill(kind) : ROOM
    }),
  )
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
