// One storey at a time: its envelope (the walls cut at a window's height, with its rooms: what
// the plan fills dark between the rooms, so walls show at their real thickness), each flat
// level's outline inside it (its rooms grown by the walls round them), and the doors, windows and
// furniture set in their rooms. Pure; plan metres.

import type { FlatLevel, PlanPoint, Room } from '../../../engine/geometry'
import type { IfcModelData, IfcStoreyData, IfcWallData } from '../ifcModel'
import type { FacadeFloor } from './facade'
import { placeFurniture } from './furnishing'
import { type MappedBuilding, type MappingProblem, refText } from './importTypes'
import { hostedOffWalls, placeDoor, placeWindow } from './openings'
import { counterClockwise, type PlacedRoom, type PlanFrame } from './planGeometry'
import { clip, fillHoles, type Grid, gridOver, grow, paint, trace } from './raster'

/** Where the plan cuts the walls above a storey's floor: a window's height. */
export const CUT_HEIGHT = 1.2

export interface Level {
  storey: number
  spaces: IfcModelData['spaces'][number][]
}

export interface FlatPlan {
  name: string
  levels: Level[]
  rooms: Room<PlanPoint>[][]
}

export interface MutableLevel {
  outline: PlanPoint[]
  rooms: Room<PlanPoint>[]
  doors: FlatLevel<PlanPoint>['doors'][number][]
  windows: FlatLevel<PlanPoint>['windows'][number][]
  furniture: FlatLevel<PlanPoint>['furniture'][number][]
}

export interface StoreyInput {
  model: IfcModelData
  code: number
  /** The storeys used as floors, lowest first. */
  storeys: readonly IfcStoreyData[]
  flats: readonly FlatPlan[]
  frame: PlanFrame
  /** The plan box every grid covers. */
  box: readonly number[]
  problems: MappingProblem[]
  skipped: MappedBuilding['skipped']
}

export interface StoreyPlans {
  /** Per flat, per level: its outline, rooms, doors, windows and furniture. */
  levelsOut: MutableLevel[][]
  /** Per storey: the envelope. */
  envelopes: PlanPoint[][]
  facadeFloors: FacadeFloor[]
}

export function planStoreys(input: StoreyInput): StoreyPlans {
  const { model, code, storeys, flats, frame, box, problems, skipped } = input
  const walls = new Map(model.walls.map((w) => [w.globalId, w]))
  const thickness = median(model.walls.map((w) => w.thickness).filter((t) => t > 0.05)) ?? 0.2
  const levelsOut = flats.map((flat) => flat.levels.map(() => emptyLevel()))
  const facadeFloors: FacadeFloor[] = []
  const base = (storeys[0] as IfcStoreyData).elevation
  const envelopes: PlanPoint[][] = []
  storeys.forEach((storey, index) => {
    const f = index + 1
    const cutZ = storey.elevation + CUT_HEIGHT
    const spanning = model.walls.filter(
      (w) => spans(w, cutZ) || (w.storey === storey.globalId && w.bottom === null),
    )
    const envelopeGrid = gridOver(box, 1)
    for (const wall of spanning)
      for (const loop of wall.cut)
        paint(
          envelopeGrid,
          loop.map((v) => frame.point(v)),
        )
    const rooms: PlacedRoom[] = []
    forEachLevel(flats, f, (flat, fi, li) => {
      for (const room of flat.rooms[li] as Room<PlanPoint>[]) {
        paint(envelopeGrid, room.polygon)
        rooms.push({ flat: fi, id: room.id, polygon: room.polygon })
      }
    })
    fillHoles(envelopeGrid)
    const envelope = counterClockwise(trace(envelopeGrid) as unknown as PlanPoint[])
    envelopes.push(envelope)
    forEachLevel(flats, f, (flat, fi, li) => {
      const grid: Grid = gridOver(box, 1)
      for (const room of flat.rooms[li] as Room<PlanPoint>[]) paint(grid, room.polygon)
      grow(grid, Math.min(0.5, thickness))
      clip(grid, envelopeGrid)
      fillHoles(grid)
      const out = levelsOut[fi]?.[li] as MutableLevel
      out.outline = counterClockwise(trace(grid) as unknown as PlanPoint[])
      out.rooms = flat.rooms[li] as Room<PlanPoint>[]
    })
    const windowsHere: FacadeFloor['windows'][number][] = []
    for (const door of model.doors.filter((d) => d.storey === storey.globalId)) {
      const placed = placeDoor(door, walls, frame, rooms, envelope, problems)
      if (!placed) continue
      levelOf(levelsOut, flats, placed.flat, f).doors.push(placed.door)
    }
    for (const element of model.windows.filter((w) => w.storey === storey.globalId)) {
      const placed = placeWindow(element, walls, frame, rooms, problems)
      if (!placed) {
        if (element.hostWall && walls.has(element.hostWall))
          skipped.push({ what: `window ${refText(element)}`, why: 'it lights no room of a flat' })
        else if (hostedOffWalls(element))
          skipped.push({
            what: `window ${refText(element)}`,
            why: `it sits in the ${element.host?.entity}, not a wall (a skylight)`,
          })
        continue
      }
      levelOf(levelsOut, flats, placed.flat, f).windows.push(placed.window)
      const room = rooms.find((r) => r.flat === placed.flat && r.id === placed.window.room)
      if (room) windowsHere.push({ window: placed.window, inside: centreOf(room.polygon) })
    }
    for (const element of model.furniture.filter((x) => x.storey === storey.globalId)) {
      const placed = placeFurniture(element, frame, rooms)
      if (!placed) {
        skipped.push({
          what: `furniture ${refText(element)}`,
          why: 'it stands in no room of a flat',
        })
        continue
      }
      levelOf(levelsOut, flats, placed.flat, f).furniture.push(placed.item)
    }
    const next = storeys[index + 1]
    const height = next ? next.elevation - storey.elevation : floorHeightOf(storeys)
    facadeFloors.push({
      alt: `${code}-1-${f}`,
      f,
      z: round2(storey.elevation - base),
      height: round2(height),
      outline: envelope,
      windows: windowsHere,
    })
  })
  return { levelsOut, envelopes, facadeFloors }
}

/** Calls `fn` for each flat level standing on floor `f`. */
function forEachLevel(
  flats: readonly FlatPlan[],
  f: number,
  fn: (flat: FlatPlan, fi: number, li: number) => void,
): void {
  flats.forEach((flat, fi) => {
    flat.levels.forEach((level, li) => {
      if (level.storey === f) fn(flat, fi, li)
    })
  })
}

const emptyLevel = (): MutableLevel => ({
  outline: [],
  rooms: [],
  doors: [],
  windows: [],
  furniture: [],
})

function levelOf(
  levels: MutableLevel[][],
  flats: readonly FlatPlan[],
  flat: number,
  storey: number,
): MutableLevel {
  const li = (flats[flat] as FlatPlan).levels.findIndex((l) => l.storey === storey)
  return levels[flat]?.[Math.max(0, li)] as MutableLevel
}

const round2 = (v: number) => Math.round(v * 100) / 100

function spans(wall: IfcWallData, z: number): boolean {
  return wall.bottom !== null && wall.top !== null && wall.bottom <= z && wall.top >= z
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

/** The usual storey height: the median step between storeys, 3 m for a single storey. */
export function floorHeightOf(storeys: readonly IfcStoreyData[]): number {
  const steps = storeys
    .slice(1)
    .map((s, i) => s.elevation - (storeys[i] as IfcStoreyData).elevation)
  return median(steps.filter((h) => h > 2 && h < 8)) ?? 3
}

function centreOf(poly: readonly PlanPoint[]): [number, number] {
  const xs = poly.map((p) => p[0])
  const ys = poly.map((p) => p[1])
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2]
}

/** A flight along the stair room's long side, inset from its walls. */
export function stairFlight(room: Room<PlanPoint>): FlatLevel<PlanPoint>['furniture'][number] {
  const xs = room.polygon.map((p) => p[0])
  const ys = room.polygon.map((p) => p[1])
  const [w, d] = [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)]
  const at = [
    (Math.max(...xs) + Math.min(...xs)) / 2,
    (Math.max(...ys) + Math.min(...ys)) / 2,
  ] as unknown as PlanPoint
  // As the drawn flats' flights: the whole stair room, its treads across its long side.
  return {
    kind: 'stair-flight',
    at,
    size: [round2(w - 0.1), round2(d - 0.1)],
    angle: 0,
    room: room.id,
  }
}
