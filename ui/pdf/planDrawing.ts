// The flat plan as a print drawing: walls dark (the outline under the rooms), rooms light, wet
// rooms and terraces tinted, doors cut through the walls with their leaf and swing, windows as
// double glazing lines, furniture in fine line, each room numbered with its area. Pure.

import {
  type Door,
  FIXTURE_KINDS,
  type FlatLevel,
  type RoomKind,
  type Window,
} from '../../engine/geometry'
import { chooseLabel, drawnFootprints, labelSpots } from '../../engine/geometryLabels'
import type { Locale } from '../../engine/types'
import { furniturePath } from './furnitureShapes'
import { type Affine, apply, PathData, type Point } from './pathData'
import type { PlanFit } from './planFit'
import { areaNumber, sheetT } from './sheetText'
import type { Ink, PathItem } from './sheetTypes'
import type { Typesetter } from './typeset'

type P = readonly [number, number]

const FILL: Partial<Record<RoomKind, Ink>> = {
  bathroom: 'wet',
  wc: 'wet',
  laundry: 'wet',
  stair: 'beige',
  terrace: 'beige',
}
const roomInk = (kind: RoomKind | undefined): Ink => (kind ? (FILL[kind] ?? 'room') : 'room')

function normal(a: P, b: P): Point {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1
  return [-(b[1] - a[1]) / len, (b[0] - a[0]) / len]
}

/** The band across the wall where an opening cuts it, a little wider than the wall. */
function cut(path: PathData, a: P, b: P, wall: number): void {
  const [nx, ny] = normal(a, b)
  const h = wall / 2 + 0.01
  path.polygon([
    [a[0] + nx * h, a[1] + ny * h],
    [b[0] + nx * h, b[1] + ny * h],
    [b[0] - nx * h, b[1] - ny * h],
    [a[0] - nx * h, a[1] - ny * h],
  ])
}

function glazing(path: PathData, w: Window<P>): void {
  const [nx, ny] = normal(w.a, w.b)
  for (const s of [-w.wall / 6, w.wall / 6]) {
    path.move([w.a[0] + nx * s, w.a[1] + ny * s]).line([w.b[0] + nx * s, w.b[1] + ny * s])
  }
}

/** The entrance: a small pine arrow on the corridor side pointing in. */
function entranceArrow(path: PathData, door: Door<P>): void {
  const inward = door.leafTip ?? door.latch
  const mid: Point = [(door.hinge[0] + door.latch[0]) / 2, (door.hinge[1] + door.latch[1]) / 2]
  let [nx, ny] = normal(door.hinge, door.latch)
  const towardsLeaf = (inward[0] - door.hinge[0]) * nx + (inward[1] - door.hinge[1]) * ny
  if (towardsLeaf < 0) [nx, ny] = [-nx, -ny]
  const base = door.wall / 2 + 0.75
  const tip: Point = [mid[0] - nx * (door.wall / 2 + 0.2), mid[1] - ny * (door.wall / 2 + 0.2)]
  const back: Point = [mid[0] - nx * base, mid[1] - ny * base]
  const [tx, ty] = [ny * 0.3, -nx * 0.3]
  path.polygon([tip, [back[0] + tx, back[1] + ty], [back[0] - tx, back[1] - ty]])
}

function levelPaths(level: FlatLevel<P>, m: Affine, furniture: boolean): PathItem[] {
  const kinds = new Map(level.rooms.map((r) => [r.id, r.kind]))
  const walls = new PathData(m).polygon(level.outline)
  // One path per colour: a sheet with a path per room would be several times larger.
  const byInk = new Map<Ink, PathData>()
  const cuts = new Map<Ink, PathData>()
  const inked = (map: Map<Ink, PathData>, ink: Ink) => {
    const path = map.get(ink) ?? new PathData(m)
    map.set(ink, path)
    return path
  }
  for (const room of level.rooms) inked(byInk, roomInk(room.kind)).polygon(room.polygon)
  const railings = new PathData(m)
  for (const room of level.rooms) if (room.kind === 'terrace') railings.polygon(room.polygon)
  // Door cuts take the colour of the room the leaf swings into, so the opening reads as floor.
  const leaves = new PathData(m)
  const swings = new PathData(m)
  const sliding = new PathData(m)
  const entrance = new PathData(m)
  for (const door of level.doors) {
    const ink = roomInk(kinds.get(door.between[1]) ?? kinds.get(door.between[0]))
    cut(inked(cuts, ink), door.hinge, door.latch, door.wall)
    if (door.leafTip) {
      leaves.move(door.hinge).line(door.leafTip)
      swings.quarterArc(door.hinge, door.latch, door.leafTip)
    } else if (door.kind === 'terrace') {
      sliding.move(door.hinge).line(door.latch)
    }
    if (door.kind === 'entrance') entranceArrow(entrance, door)
  }
  const windowCuts = new PathData(m)
  const glass = new PathData(m)
  for (const w of level.windows) {
    cut(windowCuts, w.a, w.b, w.wall)
    glazing(glass, w)
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
  items.push({
    kind: 'path',
    d: windowCuts.toString(),
    fill: 'paper',
    stroke: 'charcoal',
    width: 0.25,
  })
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
