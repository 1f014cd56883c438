import { describe, expect, it } from 'vitest'
import { numericOrder } from './numericOrder'

describe('numericOrder', () => {
  it.each([
    [[], [], []],
    [[5], [0], [0]],
    // values 3, 1, 3, 2: ascending 1 (row 1), 2 (row 3), 3 (rows 0, 2); descending 3 (0, 2), 2, 1
    [
      [3, 1, 3, 2],
      [1, 3, 0, 2],
      [0, 2, 3, 1],
    ],
    [
      [7, 7, 7],
      [0, 1, 2],
      [0, 1, 2],
    ], // all equal: row order both ways
    [
      [0, -0, -1.5, 1e12],
      [2, 0, 1, 3],
      [3, 0, 1, 2],
    ], // -0 equals 0
    [
      [Infinity, -Infinity, 0],
      [1, 2, 0],
      [0, 2, 1],
    ],
  ])('%j -> asc %j, desc %j', (values, asc, desc) => {
    const order = numericOrder(Float64Array.from(values))
    expect(Array.from(order.asc)).toEqual(asc)
    expect(Array.from(order.desc)).toEqual(desc)
  })
})
