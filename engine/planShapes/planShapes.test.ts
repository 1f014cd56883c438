import { describe, expect, it } from 'vitest'
import type { Door, FurnitureKind } from '../geometry'
import { doorShapes, entranceArrow, windowShapes } from './openings'
import { furnitureShapes, furnitureSymbol } from './furniture'
import { type Box, type Shape, shapeBox } from './shapes'
import { coreMarks, sectionFloorShapes } from './walls'

const KINDS: FurnitureKind[] = [
  'bed-double',
  'bed-single',
  'nightstand',
  'wardrobe',
  'sofa',
  'armchair',
  'coffee-table',
  'tv-unit',
  'dining-table',
  'kitchen-run',
  'desk',
  'bath',
  'shower',
  'wc',
  'sink',
  'washer',
  'shelves',
  'stair-flight',
  'outdoor-table',
  'lounger',
]

const union = (shapes: readonly Shape[]): Box =>
  shapes
    .map(shapeBox)
    .reduce((a, b) => [
      Math.min(a[0], b[0]),
      Math.min(a[1], b[1]),
      Math.max(a[2], b[2]),
      Math.max(a[3], b[3]),
    ])

describe('furniture symbols', () => {
  it.each(KINDS)('%s is drawn round its centre, within reach of its footprint', (kind) => {
    const shapes = furnitureSymbol(kind, [1.6, 0.9])
    expect(shapes.length).toBeGreaterThan(0)
    const [x0, y0, x1, y1] = union(shapes)
    // Chairs round a table reach past it; nothing reaches further than a chair's depth.
    for (const v of [x0, y0]) expect(v).toBeGreaterThanOrEqual(-1.6 / 2 - 0.5)
    for (const v of [x1, y1]) expect(v).toBeLessThanOrEqual(1.6 / 2 + 0.5)
    expect(
      shapes.every((s) => s.role === 'furniture' || s.role === 'porcelain' || s.role === 'flight'),
    ).toBe(true)
  })

  it('gives a double bed two pillows at its head and a single bed one', () => {
    const pillows = (kind: FurnitureKind) =>
      furnitureSymbol(kind, [1.6, 2]).filter((s) => s.kind === 'rect' && s.h < 0.5)
    expect(pillows('bed-double')).toHaveLength(2)
    expect(pillows('bed-single')).toHaveLength(1)
    for (const p of pillows('bed-double')) expect(shapeBox(p)[1]).toBeCloseTo(-1 + 0.08)
  })

  it('turns an item clockwise on screen by quarter turns, keeping rectangles upright', () => {
    const item = { kind: 'bed-double', size: [1.6, 2], at: [10, 5], angle: 90 } as const
    const [x0, y0, x1, y1] = union(furnitureShapes(item))
    // Turned a quarter, the 1.6 x 2 bed lies 2 wide and 1.6 deep round its centre.
    expect([x0, y0, x1, y1].map((v) => Math.round(v * 100) / 100)).toEqual([9, 4.2, 11, 5.8])
    // Its head (the pillows, at -y unturned) now lies at +x: clockwise with y down.
    const pillow = furnitureShapes(item).find((s) => s.kind === 'rect' && s.w < 0.5 && s.h < 1)
    expect(pillow && shapeBox(pillow)[2]).toBeCloseTo(11 - 0.08)
    const turnedEllipse = furnitureShapes({ kind: 'wc', size: [0.4, 0.6], at: [0, 0], angle: 270 })
    const bowl = turnedEllipse.find((s) => s.kind === 'ellipse')
    expect(bowl?.kind === 'ellipse' && [bowl.rx, bowl.ry]).toEqual([0.6 * 0.36, 0.4 * 0.4])
  })
})

const door = (
  kind: Door<readonly [number, number]>['kind'],
  leaf: boolean,
): Door<readonly [number, number]> => ({
  kind,
  hinge: [0, 0],
  latch: [0.9, 0],
  width: 0.9,
  leafTip: leaf ? [0, 0.9] : null,
  wall: 0.2,
  between: ['hall', 'bedroom'],
})

describe('openings', () => {
  it('cuts a door through the wall and swings its leaf a quarter round to the latch', () => {
    const shapes = doorShapes(door('interior', true))
    expect(shapes.map((s) => s.role)).toEqual(['cut', 'swing', 'leaf'])
    expect(shapeBox(shapes[0] as Shape).map((v) => Math.round(v * 1000) / 1000)).toEqual([
      0, -0.11, 0.9, 0.11,
    ])
    const swing = shapes[1]
    if (swing?.kind !== 'arc') throw new Error('no swing')
    expect(Math.abs(swing.sweep)).toBeCloseTo(Math.PI / 2)
    expect(swing.to).toEqual([0.9, 0])
    expect(shapeBox(swing).map((v) => Math.round(v * 1000) / 1000)).toEqual([0, 0, 0.9, 0.9])
  })

  it('draws the glass of a sliding terrace door and a heavier leaf at the entrance', () => {
    expect(doorShapes(door('terrace', false)).map((s) => s.role)).toEqual(['cut', 'sliding'])
    expect(doorShapes(door('interior', false)).map((s) => s.role)).toEqual(['cut'])
    expect(doorShapes(door('entrance', true)).at(-1)?.role).toBe('entranceLeaf')
    // The arrow lies outside, on the side away from the leaf, pointing in.
    const [, y0, , y1] = shapeBox(entranceArrow(door('entrance', true)))
    expect(y1).toBeLessThan(0)
    expect(y0).toBeCloseTo(-(0.1 + 0.75))
  })

  it('cuts a window as deep as the wall, frames both faces and glazes the centreline', () => {
    const shapes = windowShapes({ a: [0, 0], b: [0, 2], wall: 0.3, room: 'living' })
    expect(shapes.map((s) => s.role)).toEqual(['windowCut', 'frame', 'frame', 'glass'])
    expect(shapeBox(shapes[0] as Shape).map((v) => Math.round(v * 1000) / 1000)).toEqual([
      -0.15, 0, 0.15, 2,
    ])
  })
})

describe('core marks', () => {
  it('crosses the lift and treads the stair across its longer side every 28 cm', () => {
    const square = (x: number, y: number, w: number, h: number) =>
      [
        [x, y],
        [x + w, y],
        [x + w, y + h],
        [x, y + h],
      ] as const
    const shapes = coreMarks({ lift: square(0, 0, 2, 2), stair: square(3, 0, 2.8, 5.6) })
    expect(shapes.filter((s) => s.role === 'liftCross')).toHaveLength(2)
    const treads = shapes.filter((s) => s.role === 'tread')
    expect(treads).toHaveLength(Math.ceil(5.6 / 0.28) - 1)
    expect(treads.every((s) => s.kind === 'line' && s.a[1] === s.b[1])).toBe(true)
  })
})

describe('a section floor', () => {
  const square = (x: number, y: number, w: number, h: number) =>
    [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ] as const
  const core = {
    lobby: square(0, 0, 3, 2),
    stair: square(3, 0, 2.8, 5.6),
    utility: square(0, 2, 1, 1),
    lift: square(1, 2, 2, 2),
  }

  it('lays the corridor, then the core, over the outline, in the order both painters draw', () => {
    const shapes = sectionFloorShapes({
      outline: square(0, 0, 30, 12),
      corridor: square(6, 5, 20, 2),
      core,
    })
    expect(shapes.outline.role).toBe('wall')
    expect(shapes.floors.map((s) => s.role)).toEqual(['common', 'common', 'core', 'core', 'lift'])
    expect(shapes.floors[1]?.points).toBe(core.lobby)
    expect(shapes.marks).toEqual(coreMarks(core))
  })

  it('is only its outline on an imported floor (no core, no corridor)', () => {
    const shapes = sectionFloorShapes({ outline: square(0, 0, 30, 12), corridor: null, core: null })
    expect(shapes.floors).toEqual([])
    expect(shapes.marks).toEqual([])
  })
})
