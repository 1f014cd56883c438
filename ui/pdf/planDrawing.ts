// The flat plan as a print drawing: the primitives of engine/planShapes (walls dark, rooms light,
// wet rooms and terraces tinted, doors with their leaf and swing, windows framed and glazed,
// furniture in fine line) in the sheet's inks, each room numbered with its area. Pure.

import { FIXTURE_KINDS, type FlatLevel, type RoomKind } from '../../engine/geometry'
import { chooseLabel, drawnFootprints, labelSpots } from '../../engine/geometryLabels'
import {
  doorShapes,
  entranceArrow,
  levelShapes,
  type RoomTone,
  roomTone,
  windowShapes,
} from '../../engine/planShapes'
import type { Locale } from '../../engine/types'
import { furniturePath } from './furnitureShapes'
import { type Affine, apply, PathData } from './pathData'
import type { PlanFit } from './planFit'
import { areaNumber, sheetT } from './sheetText'
import type { Ink, PathItem } from './sheetTypes'
import type { Typesetter } from './typeset'

type P = readonly [number, number]

const TONE_INK: Record<RoomTone, Ink> = {
  room: 'room',
  hall: 'room',
  wet: 'wet',
  store: 'room',
  stair: 'beige',
  terrace: 'beige',
}
const roomInk = (kind: RoomKind | undefined): Ink => (kind ? TONE_INK[roomTone(kind)] : 'room')

export function levelPaths(level: FlatLevel<P>, m: Affine, furniture: boolean): PathItem[] {
  const kinds = new Map(level.rooms.map((r) => [r.id, r.kind]))
  const walls = new PathData(m)
  // One path per colour: a sheet with a path per room would be several times larger.
  const byInk = new Map<Ink, PathData>()
  const cuts = new Map<Ink, PathData>()
  const inked = (map: Map<Ink, PathData>, ink: Ink) => {
    const path = map.get(ink) ?? new PathData(m)
    map.set(ink, path)
    return path
  }
  const railings = new PathData(m)
  for (const shape of levelShapes(level)) {
    if (shape.role === 'wall') walls.shape(shape)
    else if (shape.role === 'railing') railings.shape(shape)
    else inked(byInk, TONE_INK[shape.role as RoomTone]).shape(shape)
  }
  // Door cuts take the colour of the room the leaf swings into, so the opening reads as floor.
  const leaves = new PathData(m)
  const swings = new PathData(m)
  const sliding = new PathData(m)
  const entrance = new PathData(m)
  for (const door of level.doors) {
    const ink = roomInk(kinds.get(door.between[1]) ?? kinds.get(door.between[0]))
    for (const shape of doorShapes(door)) {
      if (shape.role === 'cut') inked(cuts, ink).shape(shape)
      else if (shape.role === 'swing') swings.shape(shape)
      else if (shape.role === 'sliding') sliding.shape(shape)
      else leaves.shape(shape)
    }
    if (door.kind === 'entrance') entrance.shape(entranceArrow(door))
  }
  const windowCuts = new PathData(m)
  const frames = new PathData(m)
  const glass = new PathData(m)
  for (const w of level.windows) {
    for (const shape of windowShapes(w)) {
      if (shape.role === 'windowCut') windowCuts.shape(shape)
      else if (shape.role === 'frame') frames.shape(shape)
      else glass.shape(shape)
    }
  }
  const furnitureD = level.furniture
    .filter((item) => furniture || FIXTURE_KINDS.has(item.kind))
    .map((item) => furniturePath(item, m))
    .join('')
  const items: PathItem[] = [{ kind: 'path', d: walls.toString(), fill: 'charcoal' }]
  for (const [ink, path] of byInk) items.push({ kind: 'path', d: path.toString(), fill: ink })
  if (!railings.empty)
    items.push({ kind: 'path', d: railings.toString(), stroke: 'sand', width: 0.8 })
  for (const [ink, path] of cuts) items.push({ kind: 'path', d: path.toString(), fill: ink })
  items.push({ kind: 'path', d: windowCuts.toString(), fill: 'paper' })
  items.push({ kind: 'path', d: frames.toString(), stroke: 'charcoal', width: 0.25 })
  items.push({ kind: 'path', d: glass.toString(), stroke: 'inkSoft', width: 0.3 })
  if (furnitureD) items.push({ kind: 'path', d: furnitureD, stroke: 'furniture', width: 0.3 })
  items.push({ kind: 'path', d: swings.toString(), stroke: 'charcoal', width: 0.25 })
  items.push({ kind: 'path', d: leaves.toString(), stroke: 'charcoal', width: 0.7 })
  if (!sliding.empty)
    items.push({ kind: 'path', d: sliding.toString(), stroke: 'inkSoft', width: 0.5 })
  if (!entrance.empty) items.push({ kind: 'path', d: entrance.toString(), fill: 'pine' })
  return items.filter((item) => item.d !== '')
}

/** Half a label's height, pt: the number over the area, and the number alone. */
const FULL_LABEL_HALF_PT = 9
const SHORT_LABEL_HALF_PT = 4.5

export interface PlanDrawingOptions {
  furniture: boolean
  /** Explication number of each room id. */
  numbers: ReadonlyMap<string, number>
  locale: Locale
}

export function drawPlan(ts: Typesetter, fit: PlanFit, options: PlanDrawingOptions): void {
  const t = sheetT(options.locale)
  for (const placed of fit.levels) {
    ts.push(...levelPaths(placed.level, placed.toPage, options.furniture))
    if (fit.levels.length > 1) {
      const caption = t('pdf.level', { level: placed.level.level }).toUpperCase()
      ts.text(caption, placed.frame.x, placed.frame.y - 7, {
        font: 'bold',
        size: 6.5,
        ink: 'moss',
        tracking: 0.8,
      })
    }
    // The labels keep off what this sheet draws: fixtures always, furniture when it is on.
    const items = drawnFootprints(placed.level.furniture, options.furniture)
    const numberStyle = { font: 'bold', size: 6.5, ink: 'moss' } as const
    const areaStyle = { font: 'regular', size: 7, ink: 'charcoal' } as const
    for (const room of placed.level.rooms) {
      const number = options.numbers.get(room.id)
      if (number === undefined) continue
      const label = String(number)
      const area = areaNumber(room.area, options.locale)
      // Half-sizes in metres: the number over the area, or the number alone.
      const wide = Math.max(ts.width(area, areaStyle), ts.width(label, numberStyle))
      const full = [(wide / 2 + 2) / fit.k, FULL_LABEL_HALF_PT / fit.k] as const
      const short = [
        (ts.width(label, numberStyle) / 2 + 2) / fit.k,
        SHORT_LABEL_HALF_PT / fit.k,
      ] as const
      const choice = chooseLabel(
        labelSpots(room.polygon, items, full),
        labelSpots(room.polygon, items, short),
      )
      if (!choice) continue
      const [x, y] = apply(placed.toPage, choice.at)
      if (choice.full) {
        ts.text(label, x, y - 1.5, numberStyle, 'center')
        ts.text(area, x, y + 6.5, areaStyle, 'center')
      } else {
        ts.text(label, x, y + 2.3, numberStyle, 'center')
      }
    }
  }
}
