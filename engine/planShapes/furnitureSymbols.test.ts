// Furniture symbols as an architect reads them: each drawn inside its own footprint and symmetric
// across its width (unless it has chairs, which stand outside), with the parts that say what it
// is where they belong, and placed on the plan by quarter turns.

import { describe, expect, it } from 'vitest'
import type { FurnitureKind } from '../geometry'
import { furnitureShapes, furnitureSymbol, placeIn } from './furniture'
import { type Box, type Shape, shapeBox } from './shapes'

const SIZE = [1.6, 0.9] as const
const union = (shapes: readonly Shape[]): Box =>
  shapes
    .map(shapeBox)
    .reduce((a, b) => [
      Math.min(a[0], b[0]),
      Math.min(a[1], b[1]),
      Math.max(a[2], b[2]),
      Math.max(a[3], b[3]),
    ])
const round = (values: readonly number[]) => values.map((v) => Math.round(v * 1000) / 1000 + 0)

/** Kinds drawn entirely inside their footprint, outlined by it. */
const OUTLINED: FurnitureKind[] = [
  'bed-double',
  'bed-single',
  'nightstand',
  'wardrobe',
  'sofa',
  'armchair',
  'coffee-table',
  'tv-unit',
  'kitchen-run',
  'bath',
  'shower',
  'sink',
  'washer',
  'shelves',
  'stair-flight',
  'lounger',
]

describe('a symbol in its own frame', () => {
  it.each(OUTLINED)('%s fills its footprint exactly and reaches no further', (kind) => {
    const shapes = furnitureSymbol(kind, SIZE)
    expect(round(union(shapes))).toEqual([-0.8, -0.45, 0.8, 0.45])
    for (const s of shapes) {
      const [x0, y0, x1, y1] = shapeBox(s)
      expect(x0).toBeGreaterThanOrEqual(-0.8 - 1e-9)
      expect(y0).toBeGreaterThanOrEqual(-0.45 - 1e-9)
      expect(x1).toBeLessThanOrEqual(0.8 + 1e-9)
      expect(y1).toBeLessThanOrEqual(0.45 + 1e-9)
      if (s.kind === 'rect') {
        expect(s.w).toBeGreaterThan(0)
        expect(s.h).toBeGreaterThan(0)
        expect(s.radius).toBeLessThanOrEqual(Math.min(s.w, s.h) / 2)
      }
    }
  })

  it.each([...OUTLINED, 'wc', 'desk', 'dining-table', 'outdoor-table'] as FurnitureKind[])(
    '%s is symmetric across its width',
    (kind) => {
      const [x0, , x1] = union(furnitureSymbol(kind, SIZE))
      expect(x0).toBeCloseTo(-x1, 9)
    },
  )

  it('a WC: the cistern against the wall at the back, the bowl in front of it', () => {
    const [cistern, bowl] = furnitureSymbol('wc', [0.4, 0.6])
    expect(cistern?.kind === 'rect' && round([cistern.x, cistern.y, cistern.w, cistern.h])).toEqual(
      [-0.2, -0.3, 0.4, 0.168],
    )
    expect(bowl?.kind === 'ellipse' && round([bowl.cx, bowl.cy, bowl.rx, bowl.ry])).toEqual([
      0, 0.072, 0.16, 0.216,
    ])
  })

  it('a dining table: a chair every 62 cm along both long sides, drawn under the table', () => {
    const shapes = furnitureSymbol('dining-table', [1.9, 0.9])
    const chairs = shapes.slice(0, -1)
    expect(chairs).toHaveLength(6)
    const centres = chairs.map((c) => {
      const [x0, y0, x1, y1] = shapeBox(c)
      return round([(x0 + x1) / 2, (y0 + y1) / 2])
    })
    expect(centres).toEqual([
      [-0.633, -0.68],
      [-0.633, 0.68],
      [0, -0.68],
      [0, 0.68],
      [0.633, -0.68],
      [0.633, 0.68],
    ])
    expect(round(shapeBox(shapes.at(-1) as Shape))).toEqual([-0.95, -0.45, 0.95, 0.45])
    // A table too small for two still seats one each side.
    expect(furnitureSymbol('dining-table', [0.5, 0.5])).toHaveLength(3)
  })

  it('a kitchen run: four rings of the hob at the left, the sink at the right', () => {
    const shapes = furnitureSymbol('kitchen-run', [3, 0.6])
    const rings = shapes.filter((s) => s.kind === 'ellipse')
    expect(rings.map((r) => (r.kind === 'ellipse' ? round([r.cx, r.cy, r.rx]) : []))).toEqual([
      [-0.75, -0.1, 0.08],
      [-0.45, -0.1, 0.08],
      [-0.75, 0.12, 0.08],
      [-0.45, 0.12, 0.08],
    ])
    expect(round(shapeBox(shapes.at(-1) as Shape))).toEqual([0.35, -0.18, 0.85, 0.18])
    // A short run keeps hob and sink within 30 % of its length from each end.
    const short = furnitureSymbol('kitchen-run', [1.2, 0.6])
    expect(round(shapeBox(short.at(-1) as Shape))).toEqual([-0.01, -0.18, 0.49, 0.18])
  })

  it('a bed: a pillow per sleeper side by side at the head, and the duvet folded a third down', () => {
    const shapes = furnitureSymbol('bed-double', [1.6, 2])
    const pillows = shapes.slice(1, 3).map((p) => round(shapeBox(p)))
    expect(pillows).toEqual([
      [-0.66, -0.92, -0.04, -0.58],
      [0.04, -0.92, 0.66, -0.58],
    ])
    const fold = shapes.at(-1)
    expect(fold?.kind === 'line' && round([...fold.a, ...fold.b])).toEqual([
      -0.8, -0.32, 0.8, -0.32,
    ])
  })

  it('a stair flight: a tread every 28 cm along its run and the walking line up it', () => {
    const shapes = furnitureSymbol('stair-flight', [1, 1.4])
    const lines = shapes.filter((s) => s.kind === 'line')
    const treads = lines.slice(0, -1)
    expect(treads.map((t) => (t.kind === 'line' ? round([t.a[1]]) : []))).toEqual([
      [-0.42],
      [-0.14],
      [0.14],
      [0.42],
    ])
    const walk = lines.at(-1)
    expect(walk?.kind === 'line' && round([...walk.a, ...walk.b])).toEqual([0, 0.6, 0, -0.5])
    expect(shapes[0]?.role).toBe('flight')
    // Each tread spans the flight's width.
    for (const t of treads)
      expect(t.kind === 'line' && round([t.a[0], t.b[0]])).toEqual([-0.5, 0.5])
  })

  it('an outdoor table: a round top with four chairs round it', () => {
    const shapes = furnitureSymbol('outdoor-table', [0.8, 0.8])
    expect(shapes.map((s) => (s.kind === 'ellipse' ? round([s.cx, s.cy, s.rx]) : []))).toEqual([
      [0.68, 0, 0.2],
      [0, 0.68, 0.2],
      [-0.68, 0, 0.2],
      [0, -0.68, 0.2],
      [0, 0, 0.4],
    ])
  })

  it('porcelain where water is: the bath’s tub, the shower tray and the basin', () => {
    const roles = (kind: FurnitureKind) => furnitureSymbol(kind, SIZE).map((s) => s.role)
    expect(roles('bath')).toEqual(['furniture', 'porcelain'])
    expect(roles('shower')).toEqual(['porcelain', 'furniture', 'furniture'])
    expect(roles('sink')).toEqual(['furniture', 'porcelain'])
  })
})

describe('a symbol on the plan', () => {
  it.each([
    [0, [6, 5], [4, 4], [6, 6]],
    [90, [5, 6], [6, 4], [4, 6]],
    [180, [4, 5], [6, 6], [4, 4]],
    [270, [5, 4], [4, 6], [6, 4]],
  ] as const)(
    'turned %i° clockwise (y down) round its centre, then moved there',
    (angle, east, a, b) => {
      expect(round(placeIn({ at: [5, 5], angle })([1, 0]))).toEqual(east)
      const line = furnitureShapes({ kind: 'wardrobe', size: [2, 2], at: [5, 5], angle }).find(
        (s) => s.kind === 'line',
      )
      // The wardrobe's diagonal runs from its back left corner; it turns with it.
      expect(line?.kind === 'line' && [round(line.a), round(line.b)]).toEqual([a, b])
      const [box] = furnitureShapes({ kind: 'wardrobe', size: [2, 1], at: [5, 5], angle })
      const upright = angle % 180 === 0
      expect(box && round(shapeBox(box))).toEqual(upright ? [4, 4.5, 6, 5.5] : [4.5, 4, 5.5, 6])
    },
  )

  it('keeps an ellipse’s axes with the turn', () => {
    const bowl = (angle: 0 | 90 | 180 | 270) =>
      furnitureShapes({ kind: 'washer', size: [0.6, 0.6], at: [0, 0], angle }).find(
        (s) => s.kind === 'ellipse',
      )
    const sink = (angle: 0 | 90 | 180 | 270) =>
      furnitureShapes({ kind: 'sink', size: [0.6, 0.4], at: [1, 1], angle }).find(
        (s) => s.kind === 'ellipse',
      )
    expect(bowl(0)?.kind === 'ellipse' && round([bowl(0)?.rx ?? 0])).toEqual([0.192])
    const turned = sink(90)
    expect(
      turned?.kind === 'ellipse' && round([turned.cx, turned.cy, turned.rx, turned.ry]),
    ).toEqual([0.98, 1, 0.12, 0.192])
    const left = sink(270)
    expect(left?.kind === 'ellipse' && round([left.cx, left.cy, left.rx, left.ry])).toEqual([
      1.02, 1, 0.12, 0.192,
    ])
    const back = sink(180)
    expect(back?.kind === 'ellipse' && round([back.cx, back.cy, back.rx, back.ry])).toEqual([
      1, 0.98, 0.192, 0.12,
    ])
  })
})

describe('the detail that names a piece', () => {
  /** The primitives after the outline, as numbers: a line's ends, an ellipse's centre and radii. */
  const detail = (kind: FurnitureKind, size: readonly [number, number] = SIZE) =>
    furnitureSymbol(kind, size)
      .slice(1)
      .map((s) =>
        round(
          s.kind === 'line'
            ? [...s.a, ...s.b]
            : s.kind === 'ellipse'
              ? [s.cx, s.cy, s.rx, s.ry]
              : s.kind === 'rect'
                ? [s.x, s.y, s.w, s.h, s.radius]
                : [],
        ),
      )

  it.each<[FurnitureKind, number[][]]>([
    ['nightstand', [[0, 0, 0.198, 0.198]]],
    ['washer', [[0, 0, 0.288, 0.288]]],
    ['wardrobe', [[-0.8, -0.45, 0.8, 0.45]]],
    ['tv-unit', [[-0.56, 0.4, 0.56, 0.4]]],
    ['desk', [[0, 0.7, 0.22, 0.22]]],
    [
      'shower',
      [
        [-0.8, -0.45, 0.8, 0.45],
        [0.8, -0.45, -0.8, 0.45],
      ],
    ],
    ['shelves', [[-0.8, 0, 0.8, 0]]],
    ['lounger', [[-0.8, -0.18, 0.8, -0.18]]],
    ['sink', [[0, 0.045, 0.512, 0.27]]],
  ])('%s', (kind, expected) => {
    expect(detail(kind)).toEqual(expected)
  })

  it('rounds a coffee table’s corners by its shorter side', () => {
    const [top] = furnitureSymbol('coffee-table', SIZE)
    expect(top?.kind === 'rect' && round([top.radius])).toEqual([0.18])
  })

  it('sizes an outdoor table by its shorter side', () => {
    const top = furnitureSymbol('outdoor-table', [1.2, 0.8]).at(-1)
    expect(top?.kind === 'ellipse' && round([top.rx, top.ry])).toEqual([0.4, 0.4])
  })

  it('puts the hob 30 % in on a short run and 90 cm in on a long one', () => {
    const hob = (w: number) => {
      const ring = furnitureSymbol('kitchen-run', [w, 0.6]).find((s) => s.kind === 'ellipse')
      return ring?.kind === 'ellipse' ? round([ring.cx + 0.15])[0] : Number.NaN
    }
    expect(hob(1.2)).toBe(-0.6 + 0.36)
    expect(hob(4)).toBe(-2 + 0.9)
  })

  it('draws no tread on the top edge of a flight', () => {
    const treads = furnitureSymbol('stair-flight', [1, 0.56]).filter((s) => s.kind === 'line')
    // One tread at the middle, then the walking line.
    expect(treads).toHaveLength(2)
  })
})
