// Doors and windows of the model as the plan draws them: on their host wall's line, at its real
// thickness, each given to the room it opens into. A door's hinge side comes from its operation
// type (IFC: the hinges of a LEFT door are on the left looking along the door's +y, the side its
// leaf opens to); a window's sill and height are kept for the facade and the sun. Pure.

import type { Door, DoorSide, PlanPoint, Window } from '../../../engine/geometry'
import type { IfcOpeningElementData, IfcWallData } from '../ifcModel'
import { type MappingProblem, refText } from './importTypes'
import { midpoint, mm, type PlacedRoom, type PlanFrame, roomAt } from './planGeometry'
import { contains } from '../../catalogue/geometry/polygons'

type P = readonly [number, number]

export interface PlacedDoor {
  flat: number
  door: Door<PlanPoint>
}

export interface PlacedWindow {
  flat: number
  window: Window<PlanPoint>
}

interface Sides {
  /** The two jambs in plan, and the unit normal pointing to the `plus` side. */
  a: PlanPoint
  b: PlanPoint
  normal: P
  thickness: number
  plus: PlacedRoom | null
  minus: PlacedRoom | null
  /** A point just past the wall's face on the `plus` (k 1) or `minus` (k -1) side of its middle. */
  probe: (k: number) => P
}

function sidesOf(
  element: IfcOpeningElementData,
  wall: IfcWallData,
  frame: PlanFrame,
  rooms: readonly PlacedRoom[],
): Sides {
  const a = frame.point(element.a)
  const b = frame.point(element.b)
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1
  let normal: P = [-(b[1] - a[1]) / length, (b[0] - a[0]) / length]
  // The plus side is the element's own +y, where a door's leaf opens.
  const y = frame.direction(element.frame.yAxis)
  if (normal[0] * y[0] + normal[1] * y[1] < 0) normal = [-normal[0], -normal[1]]
  const thickness = mm(Math.max(0.05, wall.thickness))
  const mid = midpoint(a, b)
  const probe = (k: number): P => [
    mid[0] + normal[0] * k * (thickness / 2 + 0.2),
    mid[1] + normal[1] * k * (thickness / 2 + 0.2),
  ]
  return {
    a,
    b,
    normal,
    thickness,
    plus: roomAt(rooms, probe(1), 0.3),
    minus: roomAt(rooms, probe(-1), 0.3),
    probe,
  }
}

/** The element's sides in its host wall and the room it belongs to (plus side first); null, with
 * any problem noted, where it has no wall or opens into no room. */
function siteIn(
  element: IfcOpeningElementData,
  walls: ReadonlyMap<string, IfcWallData>,
  frame: PlanFrame,
  rooms: readonly PlacedRoom[],
  problems: MappingProblem[],
): { sides: Sides; room: PlacedRoom } | null {
  const wall = hostOf(element, walls, problems)
  if (!wall) return null
  const sides = sidesOf(element, wall, frame, rooms)
  const room = sides.plus ?? sides.minus
  return room ? { sides, room } : null
}

/** A window or door set in something other than a wall: a skylight in an IfcRoof or IfcSlab. */
export const hostedOffWalls = (element: IfcOpeningElementData): boolean =>
  element.host != null && !/wall/i.test(element.host.entity)

function hostOf(
  element: IfcOpeningElementData,
  walls: ReadonlyMap<string, IfcWallData>,
  problems: MappingProblem[],
): IfcWallData | null {
  const wall = element.hostWall ? walls.get(element.hostWall) : undefined
  if (wall) return wall
  // A skylight in a roof or a slab is no opening of the plan: left out, not refused.
  if (hostedOffWalls(element)) return null
  problems.push({
    element: refText(element),
    message: element.hostWall
      ? `the ${element.kind}'s host ${element.hostWall} is not a wall of the model`
      : `the ${element.kind} is hosted in no wall (no IfcRelFillsElement to an opening of a wall)`,
  })
  return null
}

export function placeDoor(
  door: IfcOpeningElementData,
  walls: ReadonlyMap<string, IfcWallData>,
  frame: PlanFrame,
  rooms: readonly PlacedRoom[],
  envelope: readonly PlanPoint[],
  problems: MappingProblem[],
): PlacedDoor | null {
  const sited = siteIn(door, walls, frame, rooms, problems)
  if (!sited) return null
  const { sides: s, room: owner } = sited
  const outer = (k: number): DoorSide => (contains(envelope, s.probe(k)) ? 'corridor' : 'outside')
  const plus = s.plus && s.plus.flat === owner.flat ? s.plus.id : outer(1)
  const minus = s.minus && s.minus.flat === owner.flat ? s.minus.id : outer(-1)
  const kindOf = (): Door<PlanPoint>['kind'] => {
    if (plus === 'outside' || minus === 'outside' || plus === 'corridor' || minus === 'corridor') {
      return [plus, minus].some((id) => id.startsWith('terrace')) ? 'terrace' : 'entrance'
    }
    return [plus, minus].some((id) => id.startsWith('terrace')) ? 'terrace' : 'interior'
  }
  const right = /RIGHT/.test(door.operation ?? '')
  const hinge = right ? s.b : s.a
  const latch = right ? s.a : s.b
  const width = mm(Math.hypot(latch[0] - hinge[0], latch[1] - hinge[1]))
  const sliding = /SLIDING|FOLDING|REVOLVING|ROLLINGUP/.test(door.operation ?? '')
  const leafTip = sliding
    ? null
    : ([
        mm(hinge[0] + s.normal[0] * width),
        mm(hinge[1] + s.normal[1] * width),
      ] as unknown as PlanPoint)
  return {
    flat: owner.flat,
    door: {
      kind: kindOf(),
      hinge,
      latch,
      width,
      leafTip,
      wall: s.thickness,
      between: [minus, plus],
    },
  }
}

export function placeWindow(
  element: IfcOpeningElementData,
  walls: ReadonlyMap<string, IfcWallData>,
  frame: PlanFrame,
  rooms: readonly PlacedRoom[],
  problems: MappingProblem[],
): PlacedWindow | null {
  const sited = siteIn(element, walls, frame, rooms, problems)
  if (!sited) return null
  const { sides: s, room } = sited
  return {
    flat: room.flat,
    window: {
      a: s.a,
      b: s.b,
      wall: s.thickness,
      room: room.id,
      sill: mm(element.sill),
      height: mm(element.height),
    },
  }
}
