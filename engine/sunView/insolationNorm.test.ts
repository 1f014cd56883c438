import { describe, expect, it } from 'vitest'
import { checkNorm, normGoverns } from './insolationNorm'

describe('the northern insolation norm by our estimate', () => {
  it('needs one room of a 1-3-room flat with 2.5 h unbroken on both ends of the period', () => {
    expect(checkNorm([{ longest: [2.5, 2.6] }], 2).meets).toBe(true)
    expect(checkNorm([{ longest: [2.4, 3.0] }], 2).meets).toBe(false)
    expect(checkNorm([{ longest: [0, 0] }, { longest: [3, 3] }], 3)).toMatchObject({
      roomsNeeded: 1,
      roomsMeeting: 1,
      meets: true,
      estimate: true,
    })
  })

  it('needs two rooms of a flat of four or more', () => {
    expect(checkNorm([{ longest: [3, 3] }, { longest: [1, 1] }], 4).meets).toBe(false)
    expect(checkNorm([{ longest: [3, 3] }, { longest: [2.5, 2.5] }], 5).meets).toBe(true)
  })

  it('never passes a flat without a sunlit room', () => {
    expect(checkNorm([], 1).meets).toBe(false)
  })
})

describe('which flats the residential norm governs', () => {
  it.each([
    ['private', true],
    ['serviced', false],
    ['hotel', false],
  ] as const)('%s: %s', (format, governed) => {
    expect(normGoverns(format)).toBe(governed)
  })
})
