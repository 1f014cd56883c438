import { describe, expect, it } from 'vitest'
import { insetConvex, labelPoint } from './polygons'
import { world } from '../stage/space'

describe('roof field inset', () => {
  it.each([
    ['clockwise', [world(0, 0), world(10, 0), world(10, 4), world(0, 4)]],
    ['counter-clockwise', [world(0, 0), world(0, 4), world(10, 4), world(10, 0)]],
  ])('moves every side of a %s rectangle in by d', (_name, rect) => {
    // 10 x 4 inset by 1: x 1..9, y 1..3
    const inset = insetConvex(rect, 1)
    const xs = inset?.map((p) => p[0]) ?? []
    const ys = inset?.map((p) => p[1]) ?? []
    expect(Math.min(...xs)).toBeCloseTo(1, 9)
    expect(Math.max(...xs)).toBeCloseTo(9, 9)
    expect(Math.min(...ys)).toBeCloseTo(1, 9)
    expect(Math.max(...ys)).toBeCloseTo(3, 9)
  })

  it('gives nothing when the inset would swallow the shape', () => {
    // 4 m deep: an inset of 2.5 m from both sides crosses over
    expect(insetConvex([world(0, 0), world(10, 0), world(10, 4), world(0, 4)], 2.5)).toBeNull()
  })
})

describe('label point', () => {
  it('is the centroid of a convex room', () => {
    // 4 x 2 rectangle at (2, 2): centre (4, 3)
    const p = labelPoint([world(2, 2), world(6, 2), world(6, 4), world(2, 4)])
    expect(p[0]).toBeCloseTo(4, 9)
    expect(p[1]).toBeCloseTo(3, 9)
  })

  it('weighs an L by area', () => {
    // 10 x 4 bar (centre 5, 2; area 40) plus 4 x 6 leg below (centre 2, 7; area 24):
    // x = (5 x 40 + 2 x 24) / 64 = 3.875, y = (2 x 40 + 7 x 24) / 64 = 3.875
    const p = labelPoint([
      world(0, 0),
      world(10, 0),
      world(10, 4),
      world(4, 4),
      world(4, 10),
      world(0, 10),
    ])
    expect(p[0]).toBeCloseTo(3.875, 9)
    expect(p[1]).toBeCloseTo(3.875, 9)
  })
})

describe('label point of a U', () => {
  it('leaves the notch for the widest inside span', () => {
    // U: 12 wide, 8 tall, notch 4 wide x 6 deep from the top between x 4 and 8.
    // Centroid: base 12 x 2 (area 24, y 7) and two 4 x 6 arms (area 48, y 3): y = 4.33, x = 6,
    // which is in the notch; at y = 4.33 the inside spans are 0..4 and 8..12, equal: the first wins
    const u = [
      world(0, 0),
      world(4, 0),
      world(4, 6),
      world(8, 6),
      world(8, 0),
      world(12, 0),
      world(12, 8),
      world(0, 8),
    ]
    const p = labelPoint(u)
    expect(p[0]).toBeCloseTo(2, 9)
    expect(p[1]).toBeCloseTo(13 / 3, 9)
  })
})
