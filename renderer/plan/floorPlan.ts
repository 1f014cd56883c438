// The static drawing of one floor of one section: walls (the outline showing between rooms), core,
// corridor, every flat's rooms in finished and white-box versions, doors, windows, and per flat a
// furniture layer and a status AreaPaint (what hover adds; the tints at rest are cached with the
// drawing), and a layer for the veil over the rest of the floor when one flat is viewed. The upper level of a two-level flat uses the
// same parts for that flat alone. World units: metres.

import {
  FIXTURE_KINDS,
  type FlatLevel,
  type PlanPoint,
  type RoomKind,
  type SectionFloor,
} from '../../engine/geometry'
import {
  levelShapes,
  type RoomTone,
  roomTone,
  type SectionTone,
  sectionFloorShapes,
} from '../../engine/planShapes'
import { Container, Graphics } from 'pixi.js'
import { AreaPaint } from '../paint/areaPaint'
import { drawFurniture, FURNITURE_SCALE } from './furniture'
import { drawDoor, drawWindow } from './openings'
import { paintShapes } from './planPainter'
import { FINISH, PALETTE } from '../paint/palette'
import { type Box, boxOf, flatten, type WorldPoint, world } from '../stage/space'

/** The canvas's floor finish of each room tone (the hall is floor like the rooms). */
const TONE_FINISH: Record<RoomTone, number> = {
  room: FINISH.floor,
  hall: FINISH.floor,
  wet: FINISH.wet,
  store: 0xeee6d6,
  stair: FINISH.core,
  terrace: FINISH.terrace,
}

/** The canvas's finish of the section's own floor: the core's rooms share one. */
const SECTION_FINISH: Record<SectionTone, number> = {
  common: FINISH.corridor,
  core: FINISH.core,
  lift: FINISH.core,
}

export const finishOf = (kind: RoomKind): number => TONE_FINISH[roomTone(kind)]

export interface FlatView {
  alt: string
  polygon: readonly WorldPoint[]
  /** Its rooms, where the status tint lies. */
  rooms: readonly (readonly WorldPoint[])[]
  level: FlatLevel<PlanPoint>
  /** Stairs, sanitary ware and the kitchen run: shown with the furniture off (not in white box). */
  fixtures: Graphics
  furniture: Graphics
  area: AreaPaint
}

export interface FloorDrawing {
  root: Container
  /**
   * What never restyles (shadow, walls, rooms, openings, furniture): cached as one texture; only
   * shown or hidden whole (finishes, white box, a flat's furniture), after which it is redrawn.
   */
  statics: Container
  /** Finished rooms and white-box rooms: restyling shows one or the other. */
  finished: Graphics
  whiteBox: Graphics
  flats: FlatView[]
  /** Over the drawing, in the cached layer: where the viewed flat's veil goes. */
  veilLayer: Container
  /** The flats' status tints at rest, over the veil, in the cached layer (flatTints.ts). */
  restTints: Graphics
  /** Everything drawn, for a veil to cover. */
  extent: Box<WorldPoint>
}

const toWorld = (polygon: readonly PlanPoint[]) => polygon.map((p) => world(p[0], p[1]))

function drawLevelRooms(level: FlatLevel<PlanPoint>, finished: Graphics, whiteBox: Graphics) {
  for (const shape of levelShapes(level)) {
    if (shape.kind !== 'polygon' || shape.role === 'wall') continue
    const points = flatten(shape.points)
    if (shape.role === 'railing') {
      // A terrace is open to the air: a railing line marks its edge instead of a wall.
      for (const g of [finished, whiteBox]) g.poly(points).stroke(RAILING)
      continue
    }
    finished.poly(points).fill(TONE_FINISH[shape.role as RoomTone])
    whiteBox.poly(points).fill(shape.role === 'terrace' ? FINISH.terrace : FINISH.whiteBox)
  }
}

const RAILING = { width: 0.05, color: PALETTE.inkSoft, alpha: 0.7, alignment: 1 } as const

/** `only` draws just that flat's level (the upper level of a two-level flat). */
export function drawFloorPlan(
  floor: SectionFloor,
  only?: { alt: string; level: number },
): FloorDrawing {
  const root = new Container()
  const shadow = new Graphics()
  const walls = new Graphics()
  const finished = new Graphics()
  const whiteBox = new Graphics()
  const openings = new Graphics()
  const outline = flatten(floor.outline)
  // A soft drop shadow lifts the plan off the paper.
  shadow
    .poly(outline.map((v, i) => v + (i % 2 === 0 ? 0.35 : 0.55)))
    .fill({ color: PALETTE.ink, alpha: 0.1 })
  const levels: { alt: string; level: FlatLevel<PlanPoint> }[] = []
  for (const flat of floor.flats) {
    if (only && flat.alt !== only.alt) continue
    const level = flat.levels[only ? only.level : 0] ?? flat.levels[0]
    if (level) levels.push({ alt: flat.alt, level })
  }
  if (only) {
    // Above the floor there is only the pavilion: the section is a ghost for orientation.
    walls
      .poly(outline)
      .fill({ color: PALETTE.beige, alpha: 0.7 })
      .stroke({ width: 0.06, color: PALETTE.sand })
    for (const { level } of levels) walls.poly(flatten(level.outline)).fill(FINISH.wall)
  } else {
    const section = sectionFloorShapes(floor)
    paintShapes(walls, [section.outline], 1, { wall: FINISH.wall })
    paintShapes(finished, section.floors, 1, SECTION_FINISH)
    paintShapes(openings, section.marks)
    for (const door of floor.core?.doors ?? []) drawDoor(openings, door, FINISH.corridor)
    for (const w of floor.windows) drawWindow(openings, w)
  }
  for (const { level } of levels) {
    drawLevelRooms(level, finished, whiteBox)
    for (const door of level.doors) drawDoor(openings, door, FINISH.floor)
    for (const w of level.windows) drawWindow(openings, w)
  }
  whiteBox.visible = false
  const statics = new Container()
  statics.addChild(shadow, walls, finished, whiteBox, openings)
  const flats: FlatView[] = []
  const furnitureLayer = new Container()
  const veilLayer = new Container()
  const areas = new Container()
  for (const { alt, level } of levels) {
    const fixtures = new Graphics()
    const furniture = new Graphics()
    for (const item of level.furniture) {
      drawFurniture(FIXTURE_KINDS.has(item.kind) ? fixtures : furniture, item)
    }
    fixtures.scale.set(FURNITURE_SCALE)
    furniture.scale.set(FURNITURE_SCALE)
    furniture.visible = false
    furnitureLayer.addChild(fixtures, furniture)
    const polygon = toWorld(level.outline)
    // The status tint lies on the rooms only, so the walls stay crisp and dark.
    const rooms = level.rooms.map((r) => toWorld(r.polygon))
    const area = new AreaPaint(polygon, 0.12, false, rooms)
    areas.addChild(area.root)
    flats.push({ alt, polygon, rooms, level, fixtures, furniture, area })
  }
  // The tints at rest and the veil change only with the selection, view or data: cached too.
  const restTints = new Graphics()
  statics.addChild(furnitureLayer, veilLayer, restTints)
  root.addChild(statics, areas)
  const extent = boxOf(
    [...floor.outline, ...levels.flatMap(({ level }) => level.rooms.flatMap((r) => r.polygon))].map(
      (p) => world(p[0], p[1]),
    ),
    world,
  )
  return { root, statics, finished, whiteBox, flats, veilLayer, restTints, extent }
}
