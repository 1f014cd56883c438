// A small architect's model the mapping's tests write themselves: two storeys, one flat over
// both (A101 hall and A102 living below, A201 bedroom above) and a second flat B on the ground
// floor, walls round and between them, a door, windows and furniture. Plan metres, +Y north.

import type {
  IfcFurnitureData,
  IfcModelData,
  IfcOpeningElementData,
  IfcSpaceData,
  IfcWallData,
  Vec2,
} from '../ifcModel'

export const rect = (x0: number, y0: number, x1: number, y1: number): Vec2[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
]

let ids = 0
const gid = (prefix: string) => `${prefix}${String(++ids).padStart(20, '0')}`.slice(0, 22)

export function space(
  name: string,
  longName: string,
  storey: string,
  footprint: Vec2[],
  statedArea: number | null = null,
): IfcSpaceData {
  return {
    globalId: gid('S'),
    name,
    longName,
    storey,
    footprint,
    bottom: 0,
    top: 2.7,
    statedArea,
  }
}

export function wall(storey: string, cut: Vec2[], thickness = 0.2, top = 6): IfcWallData {
  return {
    globalId: gid('W'),
    name: 'Basic Wall',
    kind: 'wall',
    storey,
    cut: [cut],
    axis: null,
    thickness,
    bottom: 0,
    top,
  }
}

export function opening(
  kind: 'door' | 'window',
  storey: string,
  hostWall: string | null,
  a: Vec2,
  b: Vec2,
  yAxis: Vec2,
  operation: string | null = null,
): IfcOpeningElementData {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1])
  return {
    globalId: gid(kind === 'door' ? 'D' : 'N'),
    name: kind === 'door' ? 'Single-Flush' : 'Fixed',
    kind,
    storey,
    hostWall,
    width: length,
    height: kind === 'door' ? 2.1 : 1.5,
    sill: kind === 'door' ? 0 : 0.9,
    a,
    b,
    frame: { origin: a, z: 0, xAxis: [(b[0] - a[0]) / length, (b[1] - a[1]) / length], yAxis },
    operation,
  }
}

export function furniture(
  name: string,
  storey: string,
  centre: Vec2,
  size: [number, number],
): IfcFurnitureData {
  const [w, d] = size
  return {
    globalId: gid('F'),
    name,
    entity: 'IfcFurnishingElement',
    objectType: name,
    typeName: '',
    predefinedType: '',
    storey,
    outline: rect(centre[0] - w / 2, centre[1] - d / 2, centre[0] + w / 2, centre[1] + d / 2),
    centre,
    size,
    angle: 0,
    frame: null,
  }
}

/** 6 x 6.2 m outside (0.2 m walls): flat A west over both storeys, flat B east below. */
export function smallModel(): IfcModelData {
  const L1 = 'L1storey00000000000001'
  const L2 = 'L2storey00000000000002'
  const spaces = [
    space('A101', 'Foyer', L1, rect(0.2, 0.2, 2.9, 2.0), 4.86),
    space('A102', 'Living Room', L1, rect(0.2, 2.2, 2.9, 6.0), 10.3),
    space('B101', 'Küche', L1, rect(3.1, 0.2, 5.8, 6.0)),
    space('A201', 'Bedroom 1', L2, rect(0.2, 0.2, 2.9, 6.0)),
  ]
  const south = wall(L1, rect(0, 0, 6, 0.2))
  const north = wall(L1, rect(0, 6.0, 6, 6.2))
  const west = wall(L1, rect(0, 0, 0.2, 6.2))
  const east = wall(L1, rect(5.8, 0, 6, 6.2))
  const party = wall(L1, rect(2.9, 0, 3.1, 6.2))
  const inner = wall(L1, rect(0.2, 2.0, 2.9, 2.2), 0.2, 2.7)
  // The hall-living door, opening north into the living room, hinged at its west jamb.
  const door = opening(
    'door',
    L1,
    inner.globalId,
    [1.0, 2.1],
    [1.9, 2.1],
    [0, 1],
    'SINGLE_SWING_LEFT',
  )
  const entrance = opening(
    'door',
    L1,
    south.globalId,
    [1.0, 0.1],
    [1.9, 0.1],
    [0, 1],
    'SINGLE_SWING_RIGHT',
  )
  const windows = [
    opening('window', L1, north.globalId, [0.8, 6.1], [2.2, 6.1], [0, 1]),
    opening('window', L1, east.globalId, [5.9, 2.0], [5.9, 4.0], [1, 0]),
    opening('window', L2, north.globalId, [0.8, 6.1], [2.2, 6.1], [0, 1]),
  ]
  return {
    schema: 'IFC4',
    project: 'Test house',
    application: 'tests',
    trueNorth: null,
    storeys: [
      { globalId: 'FDN', name: 'Foundation', elevation: -1 },
      { globalId: L1, name: 'Level 1', elevation: 0 },
      { globalId: L2, name: 'Level 2', elevation: 3 },
    ],
    spaces,
    walls: [south, north, west, east, party, inner],
    doors: [door, entrance],
    windows,
    furniture: [
      // A sofa against the living room's west wall, a bed against the bedroom's north wall.
      furniture('M_Sofa:1830mm', L1, [0.65, 4.0], [0.9, 1.8]),
      furniture('M_Bed-Standard:Queen', L2, [1.55, 4.95], [1.6, 2.1]),
      furniture('Chair-Breuer', L1, [2.0, 3.0], [0.5, 0.5]),
    ],
    zones: [],
  }
}
