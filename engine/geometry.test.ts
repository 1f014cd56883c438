import { describe, expect, it } from 'vitest'
import { facadeLawnDepth } from './geometry'

describe('facadeLawnDepth', () => {
  it('fades the lawn over 0.4 of the house’s height, 2 to 6 m', () => {
    expect(facadeLawnDepth(16)).toBe(6)
    expect(facadeLawnDepth(14.7)).toBeCloseTo(5.88, 9)
    expect(facadeLawnDepth(7)).toBeCloseTo(2.8, 9)
    expect(facadeLawnDepth(3)).toBe(2)
  })
})
