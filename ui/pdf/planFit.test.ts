import { describe, expect, it } from 'vitest'
import type { FlatLevel, LayoutPoint } from '../../engine/geometry'
import { fitLevels, labelPoint, ptPerMetre } from './planFit'

type P = readonly [number, number]
const rect = (x: number, y: number, w: number, h: number): P[] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
]
const level = (w: number, h: number, n: 1 | 2 = 1): FlatLevel<LayoutPoint> =>
  ({
    level: n,
    outline: rect(0, 0, w, h),
    rooms: [],
    doors: [],
    windows: [],
    furniture: [],
  }) as never

describe('fitLevels', () => {
  it.each([
    // 10 x 8 m in 330 x 268 pt: 1:100 is 28.35 pt/m, 283 pt wide > 330? no, 283.5 fits; 268/8 = 33.5.
    [10, 8, 100],
    // 20 x 12 m: 330/20 = 16.5 pt/m allows 1:200 (14.17 pt/m) but not 1:150 (18.9).
    [20, 12, 200],
    // 6 x 5 m: 1:75 is 37.8 pt/m, 227 x 189 pt fits; 1:50 (56.7 pt/m) would need 340 pt.
    [6, 5, 75],
  ])('a %i x %i m flat prints at 1:%i', (w, h, denominator) => {
    const fit = fitLevels([level(w, h)], { x: 0, y: 0, width: 330, height: 268 })
    expect(fit.denominator).toBe(denominator)
    expect(fit.k).toBeCloseTo(ptPerMetre(denominator))
  })

  it('sets two levels side by side when that reads larger, centred in the box', () => {
    const fit = fitLevels([level(10, 20), level(10, 20, 2)], {
      x: 0,
      y: 0,
      width: 330,
      height: 268,
    })
    const [a, b] = fit.levels
    expect(b?.frame.x).toBeGreaterThan((a?.frame.x ?? 0) + (a?.frame.width ?? 0))
    expect(a?.frame.y).toBe(b?.frame.y)
    const left = a?.frame.x ?? 0
    const right = 330 - ((b?.frame.x ?? 0) + (b?.frame.width ?? 0))
    expect(left).toBeCloseTo(right)
  })
})

describe('labelPoint', () => {
  it('stays inside an L-shaped hall, where the bounding-box centre would not', () => {
    // An L: a 6 x 1.5 m arm along the top and a 1.5 x 6 m arm down the left.
    const hall: P[] = [
      [0, 0],
      [6, 0],
      [6, 1.5],
      [1.5, 1.5],
      [1.5, 6],
      [0, 6],
    ]
    const { at, clearance } = labelPoint(hall)
    expect(at[0] < 1.5 || at[1] < 1.5).toBe(true)
    expect(clearance).toBeGreaterThan(0.5)
  })

  it('is the centre of a plain room', () => {
    expect(labelPoint(rect(0, 0, 4, 3)).at).toEqual([2, 1.5])
  })
})
