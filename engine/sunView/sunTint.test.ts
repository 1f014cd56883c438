import { describe, expect, it } from 'vitest'
import { sunTintStep, sunTintSteps } from './sunTint'

describe('sunTintStep', () => {
  it.each([
    [0, 0],
    [0.9, 0],
    [1, 1],
    [3.9, 2],
    [4, 3],
    [6, 4],
    [9.2, 4],
    [undefined, 0],
    [Number.NaN, 0],
  ])('%s h is step %d', (hours, step) => {
    expect(sunTintStep(hours)).toBe(step)
  })

  it('gives the legend five steps that meet end to end', () => {
    expect(sunTintSteps()).toEqual([
      { from: null, to: 1 },
      { from: 1, to: 2 },
      { from: 2, to: 4 },
      { from: 4, to: 6 },
      { from: 6, to: null },
    ])
  })
})
