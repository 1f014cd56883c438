import { describe, expect, it } from 'vitest'
import { area as polygonArea } from '../geometry/polygons'
import { rect, unionOutline } from './rect'
import { allocate } from './widths'

describe('unionOutline', () => {
  it.each([
    ['a rectangle', [rect(0, 0, 4, 3)], 4, 12],
    // A hall of 2 x 2.75 over a corridor of 6 x 1.3: 5.5 + 7.8 = 13.3 m².
    ['a T-shaped hall', [rect(2, 0, 4, 2.75), rect(0, 2.75, 6, 4.05)], 8, 13.3],
    // An L: 4 x 6 plus 2 x 3 beside its lower half: 24 + 6 = 30 m².
    ['an L', [rect(0, 0, 4, 6), rect(4, 3, 6, 6)], 6, 30],
  ])('outlines %s', (_name, rects, corners, area) => {
    const outline = unionOutline(rects)
    expect(outline).toHaveLength(corners)
    expect(polygonArea(outline)).toBeCloseTo(area, 6)
  })
})

describe('allocate', () => {
  it.each([
    // 12 m less two 0.15 m gaps = 11.7 m; prefs 4 + 3.5 + 4 = 11.5: 0.2 m slack by weight 1:1:2.
    [12, [4, 3.5, 4], [1, 1, 2], [4.05, 3.55, 4.1]],
    // A shortfall shrinks by weight too: 10.7 - 11.5 = -0.8 m.
    [11, [4, 3.5, 4], [1, 1, 2], [3.8, 3.3, 3.6]],
  ])('fills %f m exactly on the 5 cm grid', (total, prefs, weights, expected) => {
    const wants = prefs.map((pref, i) => ({ min: 3, pref, max: 6, weight: weights[i] as number }))
    const widths = allocate(total, 0.15, wants)
    expect(widths).toEqual(expected)
    expect(widths.reduce((s, w) => s + w, 0) + 0.3).toBeCloseTo(total, 9)
  })

  it('refuses a run that cannot hold the minimum widths', () => {
    expect(() =>
      allocate(5, 0.15, [
        { min: 3, pref: 3, max: 4, weight: 1 },
        { min: 3, pref: 3, max: 4, weight: 1 },
      ]),
    ).toThrow()
  })
})
