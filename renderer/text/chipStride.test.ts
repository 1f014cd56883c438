import { describe, expect, it } from 'vitest'
import { chipShown, chipStride } from './chipStride'

describe('chipStride', () => {
  it('shows every floor where a chip fits its band', () => {
    expect(chipStride(40, 26)).toBe(1)
    expect(chipStride(28, 26)).toBe(1)
  })
  it('shows every other or every third floor where chips would overlap', () => {
    // A phone's facade: floor bands about 15 px, chips 26 px tall (12 px text).
    expect(chipStride(15, 26)).toBe(2)
    expect(chipStride(9, 26)).toBe(4)
    expect(chipStride(10, 26)).toBe(3)
  })
  it('falls back to every floor on a band or chip not yet measured', () => {
    expect(chipStride(0, 26)).toBe(1)
    expect(chipStride(15, Number.NaN)).toBe(1)
  })
})

describe('chipShown', () => {
  it('counts the stride from the lowest floor up', () => {
    expect([1, 2, 3, 4, 5].filter((f) => chipShown(f, 1, 2))).toEqual([1, 3, 5])
    expect([2, 3, 4, 5, 6, 7].filter((f) => chipShown(f, 2, 3))).toEqual([2, 5])
    expect([1, 2, 3].filter((f) => chipShown(f, 1, 1))).toEqual([1, 2, 3])
  })
})
