import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  clampFlatLevel,
  DEFAULT_PLAN_OPTIONS,
  type PlanOptions,
  readPlanOptions,
  writePlanOptions,
} from './planOptions'

const options = (overrides: Partial<PlanOptions> = {}): PlanOptions => ({
  ...DEFAULT_PLAN_OPTIONS,
  ...overrides,
})

describe('writePlanOptions', () => {
  it.each([
    [options(), ''],
    [options({ flatLevel: 1 }), 'level=1'],
    [options({ furniture: true }), 'furniture=1'],
    [options({ viewMode: 'floor' }), 'view=floor'],
    [options({ whiteBox: true }), 'whitebox=1'],
    [
      options({ flatLevel: 1, furniture: true, viewMode: 'floor', whiteBox: true }),
      'level=1&furniture=1&view=floor&whitebox=1',
    ],
    [options({ flatLevel: 7 }), 'level=1'], // clamped to the upper of two levels
  ])('%j -> %j', (value, query) => {
    expect(writePlanOptions('', value)).toBe(query)
  })

  it('keeps other parameters and drops options back at their default', () => {
    expect(writePlanOptions('building=11&view=floor&furniture=1', options())).toBe('building=11')
  })
})

describe('readPlanOptions', () => {
  it.each([
    ['', options()],
    [
      'level=1&furniture=true&view=floor&whitebox=1',
      options({ flatLevel: 1, furniture: true, viewMode: 'floor', whiteBox: true }),
    ],
    ['level=2&furniture=yes&view=3d&whitebox=', options()],
    ['level=-1&level=1', options()],
    ['furniture=0&whitebox=false', options()],
  ])('%j -> %j', (search, expected) => {
    expect(readPlanOptions(search)).toEqual(expected)
  })

  it('round-trips every valid combination', () => {
    fc.assert(
      fc.property(
        fc.record({
          flatLevel: fc.integer({ min: 0, max: 1 }),
          furniture: fc.boolean(),
          viewMode: fc.constantFrom('flat' as const, 'floor' as const),
          whiteBox: fc.boolean(),
          sunTint: fc.boolean(),
        }),
        (value) => {
          expect(readPlanOptions(writePlanOptions('', value))).toEqual(value)
        },
      ),
    )
  })
})

describe('clampFlatLevel', () => {
  it.each([
    [1, 1, 0], // a one-level flat always shows level 0
    [1, 2, 1],
    [3, 2, 1],
    [-1, 2, 0],
    [0.5, 2, 0],
  ])('level %d of a %i-level flat -> %i', (level, levels, expected) => {
    expect(clampFlatLevel(level, levels)).toBe(expected)
  })
})
