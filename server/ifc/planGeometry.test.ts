import { describe, expect, it } from 'vitest'
import type { Vec2 } from './ifcModel'
import {
  convexHull,
  counterClockwise,
  longAxisEnds,
  minAreaRect,
  rectFacing,
  signedArea,
  simplifyCollinear,
} from './planGeometry'

const square = (size = 2, at: Vec2 = [0, 0]): Vec2[] => [
  [at[0], at[1]],
  [at[0] + size, at[1]],
  [at[0] + size, at[1] + size],
  [at[0], at[1] + size],
]

function rotated(points: readonly Vec2[], degrees: number): Vec2[] {
  const r = (degrees * Math.PI) / 180
  return points.map(([x, y]) => [
    x * Math.cos(r) - y * Math.sin(r),
    x * Math.sin(r) + y * Math.cos(r),
  ])
}

describe('signedArea and counterClockwise', () => {
  it('is positive counter-clockwise and negative clockwise', () => {
    // 2 × 2 = 4
    expect(signedArea(square())).toBe(4)
    expect(signedArea([...square()].reverse())).toBe(-4)
  })

  it('turns a clockwise polygon round and leaves a counter-clockwise one', () => {
    expect(signedArea(counterClockwise([...square()].reverse()))).toBe(4)
    expect(counterClockwise(square())).toEqual(square())
  })
})

describe('simplifyCollinear', () => {
  it('drops midpoints and repeated points within the tolerance', () => {
    const noisy: Vec2[] = [
      [0, 0],
      [1, 0.0004],
      [2, 0],
      [2, 0],
      [2, 2],
      [1, 2],
      [0, 2],
    ]
    expect(simplifyCollinear(noisy)).toEqual(square())
  })

  it('keeps a real corner of 5 mm', () => {
    const notch: Vec2[] = [...square(), [0, 1.005]]
    notch.splice(4, 1, [0, 2], [-0.005, 1])
    expect(simplifyCollinear(notch)).toHaveLength(5)
  })
})

describe('convexHull', () => {
  it('keeps the corners of a square, counter-clockwise, and drops inner and edge points', () => {
    const hull = convexHull([...square(), [1, 1], [1, 0], [0.5, 1.5]])
    expect(hull).toHaveLength(4)
    expect(signedArea(hull)).toBe(4)
  })

  it('gives back fewer than three points as they are', () => {
    expect(convexHull([[1, 1]])).toEqual([[1, 1]])
  })
})

describe('minAreaRect', () => {
  // A 2 × 0.9 bed turned by various angles about the origin.
  const bed: Vec2[] = [
    [-1, -0.45],
    [1, -0.45],
    [1, 0.45],
    [-1, 0.45],
  ]

  it.each([0, 17, 45, 90, 133])('finds a 2 × 0.9 rectangle turned by %i°', (deg) => {
    const rect = minAreaRect(convexHull(rotated(bed, deg)))
    expect(rect.size[0] * rect.size[1]).toBeCloseTo(1.8, 9)
    expect(Math.max(...rect.size)).toBeCloseTo(2, 9)
    expect(rect.centre[0]).toBeCloseTo(0, 9)
    expect(rect.centre[1]).toBeCloseTo(0, 9)
  })

  it('faces a rectangle to an element x axis by quarter turns', () => {
    const rect = rectFacing(minAreaRect(convexHull(rotated(bed, 30))), [
      Math.cos((30 * Math.PI) / 180),
      Math.sin((30 * Math.PI) / 180),
    ])
    expect(rect.angle).toBeCloseTo(30, 9)
    expect(rect.size[0]).toBeCloseTo(2, 9)
    expect(rect.size[1]).toBeCloseTo(0.9, 9)
    const across = rectFacing(rect, [-Math.sin(Math.PI / 6), Math.cos(Math.PI / 6)])
    // 30° + 90° = 120°, and the sizes swap.
    expect(across.angle).toBeCloseTo(120, 9)
    expect(across.size[0]).toBeCloseTo(0.9, 9)
  })

  it('says 180°, not -180°, for a rectangle facing -x', () => {
    const rect = rectFacing(minAreaRect(bed), [-1, -0])
    expect(rect.angle).toBe(180)
  })

  it('gives the ends of its long centre line', () => {
    const ends = longAxisEnds({ centre: [1, 1], size: [0.2, 3], angle: 0 })
    // the long side runs along the rectangle's y: 1 ± 3 / 2
    expect(ends[0][0]).toBeCloseTo(1, 9)
    expect(ends.map((p) => p[1]).sort()).toEqual([-0.5, 2.5])
  })
})
