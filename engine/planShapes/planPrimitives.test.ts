import { describe, expect, it } from 'vitest'
import type { Door, FlatLevel, Room } from '../geometry'
import { doorShapes, entranceArrow, openingQuad, windowShapes } from './openings'
import { type Pt, pointsBox, type Shape, shapeBox } from './shapes'
import { coreMarks, levelShapes, roomTone } from './walls'

const rounded = (values: readonly number[]) => values.map((v) => Math.round(v * 1000) / 1000 + 0)
const square = (x: number, y: number, s: number): Pt[] => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
]

describe('the box of a primitive', () => {
  it.each<[Shape, readonly number[]]>([
    [{ kind: 'rect', role: 'furniture', x: 1, y: 2, w: 3, h: 4, radius: 0 }, [1, 2, 4, 6]],
    [
      { kind: 'ellipse', role: 'porcelain', cx: 1, cy: 2, rx: 0.5, ry: 0.25 },
      [0.5, 1.75, 1.5, 2.25],
    ],
    [{ kind: 'line', role: 'glass', a: [3, 1], b: [1, 4] }, [1, 1, 3, 4]],
    [
      {
        kind: 'polygon',
        role: 'wall',
        points: [
          [2, 5],
          [-1, 3],
          [4, -2],
        ],
      },
      [-1, -2, 4, 5],
    ],
    // A quarter round (0,0) of radius 1 from 0 to 90 degrees: y down, so it bulges to +x +y.
    [
      {
        kind: 'arc',
        role: 'swing',
        centre: [0, 0],
        r: 1,
        start: 0,
        sweep: Math.PI / 2,
        from: [1, 0],
        to: [0, 1],
      },
      [0, 0, 1, 1],
    ],
    [
      {
        kind: 'arc',
        role: 'swing',
        centre: [2, 2],
        r: 1,
        start: Math.PI,
        sweep: -Math.PI / 2,
        from: [1, 2],
        to: [2, 3],
      },
      [1, 2, 2, 3],
    ],
  ])('%#: %j', (shape, box) => {
    expect(rounded(shapeBox(shape))).toEqual(box)
  })

  it('of points is their least and greatest x and y', () => {
    expect(
      pointsBox([
        [0.5, -1],
        [-2, 3],
        [1, 0],
      ]),
    ).toEqual([-2, -1, 1, 3])
  })
})

const room = (kind: Room<Pt>['kind'], polygon: Pt[]): Room<Pt> => ({
  id: kind,
  kind,
  polygon,
  area: 1,
})

describe('a level', () => {
  it('tones each room by its use; any other room is a room', () => {
    expect(
      (
        ['hall', 'bathroom', 'wc', 'laundry', 'storage', 'wardrobe', 'stair', 'terrace'] as const
      ).map(roomTone),
    ).toEqual(['hall', 'wet', 'wet', 'wet', 'store', 'store', 'stair', 'terrace'])
    expect(roomTone('bedroom')).toBe('room')
    expect(roomTone('kitchen-living')).toBe('room')
  })

  it('is its walls, then its rooms in their tones, then the terraces’ railings on top', () => {
    const outline = square(0, 0, 10)
    const hall = square(0, 0, 2)
    const terrace = square(8, 8, 2)
    const bath = square(2, 0, 2)
    const level = {
      level: 1,
      outline,
      rooms: [room('hall', hall), room('terrace', terrace), room('bathroom', bath)],
      doors: [],
      windows: [],
      furniture: [],
    } as FlatLevel<Pt>
    expect(levelShapes(level)).toEqual([
      { kind: 'polygon', role: 'wall', points: outline },
      { kind: 'polygon', role: 'hall', points: hall },
      { kind: 'polygon', role: 'terrace', points: terrace },
      { kind: 'polygon', role: 'wet', points: bath },
      { kind: 'polygon', role: 'railing', points: terrace },
    ])
  })
})

const door = (latch: Pt, leafTip: Pt | null, kind: Door<Pt>['kind'] = 'interior'): Door<Pt> => ({
  kind,
  hinge: [0, 0],
  latch,
  width: 0.9,
  leafTip,
  wall: 0.2,
  between: ['hall', 'bedroom'],
})

describe('a door', () => {
  it('swings the short way round, whichever side of the half turn its ends lie', () => {
    // From straight up (-90°) to almost straight left (+180°): a quarter turn anticlockwise.
    const up = doorShapes(door([-0.9, 0.0001], [0, -0.9]))[1]
    // From straight down (+90°) to almost straight left (-180°): a quarter turn clockwise.
    const down = doorShapes(door([-0.9, -0.0001], [0, 0.9]))[1]
    if (up?.kind !== 'arc' || down?.kind !== 'arc') throw new Error('no swing')
    expect(up.sweep).toBeCloseTo(-Math.PI / 2, 3)
    expect(down.sweep).toBeCloseTo(Math.PI / 2, 3)
    expect(up.start).toBeCloseTo(-Math.PI / 2)
    expect(rounded([up.r, down.r])).toEqual([0.9, 0.9])
    expect([up.from, up.to]).toEqual([
      [0, -0.9],
      [-0.9, 0.0001],
    ])
  })

  it('swings as wide as the opening, from hinge to latch', () => {
    const [, swing, leaf] = doorShapes(door([0, 1.2], [1.2, 0]))
    expect(swing?.kind === 'arc' && rounded([swing.r, ...swing.centre])).toEqual([1.2, 0, 0])
    expect(leaf).toEqual({ kind: 'line', role: 'leaf', a: [0, 0], b: [1.2, 0] })
  })

  it('of sliding glass is a line from jamb to jamb', () => {
    expect(doorShapes(door([0.9, 0], null, 'terrace'))[1]).toEqual({
      kind: 'line',
      role: 'sliding',
      a: [0, 0],
      b: [0.9, 0],
    })
  })

  it('at the entrance has an arrow outside it, on the side away from the leaf, pointing in', () => {
    const arrow = (leafTip: Pt | null) => {
      const shape = entranceArrow(door([0.9, 0], leafTip, 'entrance'))
      return shape.kind === 'polygon' ? shape.points.map((p) => rounded(p)) : []
    }
    expect(arrow([0, 0.9])).toEqual([
      [0.45, -0.3],
      [0.75, -0.85],
      [0.15, -0.85],
    ])
    expect(arrow([0, -0.9])).toEqual([
      [0.45, 0.3],
      [0.15, 0.85],
      [0.75, 0.85],
    ])
    // No leaf drawn: the arrow still lies on one side, pointing across the wall.
    expect(arrow(null)).toEqual([
      [0.45, -0.3],
      [0.75, -0.85],
      [0.15, -0.85],
    ])
  })
})

describe('a window', () => {
  it('is cut as deep as the wall, framed on both faces and glazed along its centreline', () => {
    const [cut, inner, outer, glass] = windowShapes({
      a: [0, 0],
      b: [0, 2],
      wall: 0.3,
      room: 'living',
    })
    expect(cut?.kind === 'polygon' && cut.points.map((p) => rounded(p))).toEqual([
      [-0.15, 0],
      [-0.15, 2],
      [0.15, 2],
      [0.15, 0],
    ])
    expect(inner?.kind === 'line' && [inner.a, inner.b].map((p) => rounded(p))).toEqual([
      [-0.15, 0],
      [-0.15, 2],
    ])
    expect(outer?.kind === 'line' && [outer.a, outer.b].map((p) => rounded(p))).toEqual([
      [0.15, 2],
      [0.15, 0],
    ])
    expect(glass).toEqual({ kind: 'line', role: 'glass', a: [0, 0], b: [0, 2] })
  })

  it('of no length is a point, not a hole of NaN', () => {
    expect(openingQuad([1, 1], [1, 1], 0.2)).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
      [1, 1],
    ])
  })
})

// Away from the origin and along the other axis, so that no coordinate is zero by chance.
describe('an opening anywhere on the plan', () => {
  it('cuts a window along x as deep as the wall', () => {
    const [cut] = windowShapes({ a: [1, 2], b: [3, 2], wall: 0.2, room: 'living' })
    expect(cut?.kind === 'polygon' && cut.points.map((p) => rounded(p))).toEqual([
      [1, 2.1],
      [3, 2.1],
      [3, 1.9],
      [1, 1.9],
    ])
    const [slant] = windowShapes({ a: [1, 1], b: [4, 5], wall: 1, room: 'living' })
    expect(slant?.kind === 'polygon' && slant.points.map((p) => rounded(p))).toEqual([
      [0.6, 1.3],
      [3.6, 5.3],
      [4.4, 4.7],
      [1.4, 0.7],
    ])
  })

  it('swings a door round its own hinge', () => {
    const [, swing] = doorShapes({
      kind: 'interior',
      hinge: [2, 3],
      latch: [2, 3.9],
      width: 0.9,
      leafTip: [2.9, 3],
      wall: 0.2,
      between: ['hall', 'bedroom'],
    })
    if (swing?.kind !== 'arc') throw new Error('no swing')
    expect(rounded([swing.r, swing.start, swing.sweep])).toEqual([0.9, 0, 1.571])
  })

  it('swings a leaf opened a half turn the one way it was drawn', () => {
    const halfTurn = (leafTip: Pt, latch: Pt) => {
      const [, swing] = doorShapes(door(latch, leafTip))
      return swing?.kind === 'arc' ? swing.sweep : Number.NaN
    }
    expect(halfTurn([0.9, 0], [-0.9, 0])).toBe(Math.PI)
    expect(halfTurn([-0.9, 0], [0.9, 0])).toBe(-Math.PI)
  })

  it('puts the entrance arrow outside a door in a wall along y', () => {
    const shape = entranceArrow({
      kind: 'entrance',
      hinge: [2, 3],
      latch: [2, 3.9],
      width: 0.9,
      leafTip: [2.9, 3],
      wall: 0.2,
      between: ['hall', 'outside'],
    } as Door<Pt>)
    expect(shape.role).toBe('arrow')
    expect(shape.kind === 'polygon' && shape.points.map((p) => rounded(p))).toEqual([
      [1.7, 3.45],
      [1.15, 3.15],
      [1.15, 3.75],
    ])
  })
})

describe('the section core', () => {
  const rect = (x: number, y: number, w: number, h: number): Pt[] => [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ]

  it('crosses the lift corner to corner', () => {
    const [one, two] = coreMarks({ lift: rect(1, 2, 2, 3), stair: rect(0, 0, 1, 0.2) })
    expect(one).toEqual({ kind: 'line', role: 'liftCross', a: [1, 2], b: [3, 5] })
    expect(two).toEqual({ kind: 'line', role: 'liftCross', a: [3, 2], b: [1, 5] })
  })

  it('treads a stair that runs along x across its width, and none on its far edge', () => {
    const treads = coreMarks({ lift: rect(0, 0, 1, 1), stair: rect(3, 1, 0.84, 0.5) }).slice(2)
    expect(
      treads.map((t) => (t.kind === 'line' ? [...rounded(t.a), ...rounded(t.b)] : [])),
    ).toEqual([
      [3.28, 1, 3.28, 1.5],
      [3.56, 1, 3.56, 1.5],
    ])
    expect(treads.map((t) => t.role)).toEqual(['tread', 'tread'])
    const square = coreMarks({ lift: rect(0, 0, 1, 1), stair: rect(3, 1, 0.56, 0.56) }).slice(2)
    // A square stair is treated as running along y; a tread falls exactly on its far edge: none there.
    expect(
      square.map((t) => (t.kind === 'line' ? [...rounded(t.a), ...rounded(t.b)] : [])),
    ).toEqual([[3, 1.28, 3.56, 1.28]])
  })
})

describe('a door set at a slant', () => {
  const slant: Door<Pt> = {
    kind: 'entrance',
    hinge: [2, 3],
    latch: [2.9, 3.9],
    width: 1.27,
    leafTip: [1.1, 3.9],
    wall: 0.2,
    between: ['hall', 'outside'],
  }
  /** Which side of the wall line (hinge to latch) a point lies on. */
  const side = ([x, y]: Pt) => Math.sign((2.9 - 2) * (y - 3) - (3.9 - 3) * (x - 2))

  it('swings from its leaf a quarter turn to the latch', () => {
    const [, swing] = doorShapes(slant)
    if (swing?.kind !== 'arc') throw new Error('no swing')
    expect(rounded([swing.start, swing.sweep, swing.r])).toEqual(
      rounded([(3 * Math.PI) / 4, -Math.PI / 2, Math.hypot(0.9, 0.9)]),
    )
  })

  it('has its entrance arrow on the side away from the leaf', () => {
    const arrow = entranceArrow(slant)
    if (arrow.kind !== 'polygon') throw new Error('no arrow')
    for (const p of arrow.points) expect(side(p)).toBe(-side([1.1, 3.9]))
  })
})
