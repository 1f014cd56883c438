import { describe, expect, it } from 'vitest'
import type { FlatLevel, LayoutPoint } from '../../engine/geometry'
import { fitLevels, ptPerMetre } from './planFit'

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
    // Each flat gets a metre of margin all round. 8 x 6 m -> 10 x 8 m: 330/10 = 33 pt/m and
    // 268/8 = 33.5 pt/m allow 1:100 (28.35 pt/m) but not 1:75 (37.8 pt/m).
    [8, 6, 100],
    // 10 x 8 m -> 12 x 10 m: 26.8 pt/m is short of 1:100, so 1:125 (22.7 pt/m).
    [10, 8, 125],
    // 20 x 12 m -> 22 x 14 m: 330/22 = 15 pt/m allows 1:200 (14.17) but not 1:150 (18.9).
    [20, 12, 200],
    // 6 x 5 m -> 8 x 7 m: 268/7 = 38.3 pt/m allows 1:75 (37.8); 1:50 (56.7) would not fit.
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
