import { describe, expect, it } from 'vitest'
import { labelPoint } from './labelPoint'

type P = readonly [number, number]
const rect = (x: number, y: number, w: number, h: number): P[] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
]

describe('labelPoint', () => {
  it('is the centre of a plain room', () => {
    expect(labelPoint(rect(0, 0, 4, 3)).at).toEqual([2, 1.5])
  })

  it('stays inside an L-shaped hall, where the bounding-box centre would not', () => {
    // A 6 x 1.5 m arm along the top and a 1.5 x 6 m arm down the left; the box centre (3, 3) is out.
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

  it('moves off a bed in the middle of the room', () => {
    // A 5 x 4 m bedroom with a 2 x 2 m bed at its centre; a 1 x 0.5 m label.
    const bed = { minX: 1.5, minY: 1, maxX: 3.5, maxY: 3 }
    const { at } = labelPoint(rect(0, 0, 5, 4), { avoid: [bed], half: [0.5, 0.25] })
    const onBed =
      at[0] + 0.5 > bed.minX &&
      at[0] - 0.5 < bed.maxX &&
      at[1] + 0.25 > bed.minY &&
      at[1] - 0.25 < bed.maxY
    expect(onBed).toBe(false)
  })
})
