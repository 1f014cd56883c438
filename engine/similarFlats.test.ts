import { describe, expect, it } from 'vitest'
import { makeApartment } from './fixtures'
import { similarFlats, similarity } from './similarFlats'
import type { Apartment } from './types'

// The flat being viewed: two bedrooms, 80 m², 40 000 000 ₽.
const viewed = makeApartment({ b: 11, s: 1, f: 2, n: 1, rc: 2, sq: 80, tc: 40_000_000 })

const flat = (n: number, patch: Partial<Apartment>) =>
  makeApartment({ b: 12, s: 1, f: 1, n, rc: 2, ...patch })

describe('similarity', () => {
  it.each([
    // |80 - 80| / 80 + |40 - 40| / 40 = 0
    [80, 40_000_000, 0],
    // |88 - 80| / 80 = 0.1, price equal: 0.1
    [88, 40_000_000, 0.1],
    // area equal, |36 - 40| / 40 = 0.1: the same as 10 % more area
    [80, 36_000_000, 0.1],
    // |72 - 80| / 80 = 0.1 + |44 - 40| / 40 = 0.1 -> 0.2
    [72, 44_000_000, 0.2],
  ])('%d m² at %d ₽ -> %d', (sq, tc, expected) => {
    expect(similarity(viewed, flat(1, { sq, tc }))).toBeCloseTo(expected, 10)
  })
})

describe('similarFlats', () => {
  const near = flat(1, { sq: 82, tc: 41_000_000 }) // 2/80 + 1/40 = 0.025 + 0.025 = 0.05
  const closer = flat(2, { sq: 80, tc: 40_400_000 }) // 0 + 0.4/40 = 0.01
  const far = flat(3, { sq: 100, tc: 52_000_000 }) // 20/80 + 12/40 = 0.25 + 0.3 = 0.55
  const middle = flat(4, { sq: 76, tc: 38_000_000 }) // 4/80 + 2/40 = 0.05 + 0.05 = 0.1
  const booked = flat(5, { sq: 80, tc: 40_000_000, st: 2 }) // identical, but booked
  const sold = flat(6, { sq: 80, tc: 40_000_000, st: 0 }) // identical, but sold
  const studio = flat(7, { rc: 0, sq: 80, tc: 40_000_000 }) // identical size, other room count
  const twin = flat(8, { sq: 82, tc: 41_000_000 }) // 0.05, the same as `near`: lower alt first

  it.each([
    [
      'nearest first, three by default',
      [far, near, closer, middle],
      undefined,
      [closer, near, middle],
    ],
    ['only on sale and the same room count', [booked, sold, studio, far], undefined, [far]],
    ['never the flat itself', [viewed, near], undefined, [near]],
    ['ties go to the lower alt', [twin, near], undefined, [near, twin]],
    ['as many as asked', [far, near, closer, middle], 4, [closer, near, middle, far]],
    ['none asked, none given', [near], 0, []],
    ['nothing to compare', [], undefined, []],
  ])('%s', (_, flats, count, expected) => {
    expect(similarFlats(viewed, flats, count).map((f) => f.alt)).toEqual(expected.map((f) => f.alt))
  })

  it('never offers a flat whose price is on request as a near price to a priced one', () => {
    // Without the rule, 0 ₽ would read as 100 % cheaper: 0/80 + 40/40 = 1, still "similar" enough.
    const onRequest = flat(9, { sq: 80, tc: 0, t: 0 })
    expect(similarFlats(viewed, [onRequest, far]).map((f) => f.alt)).toEqual([far.alt])
  })

  it('compares a flat whose price is on request by area alone, with priced flats too', () => {
    const asked = { ...viewed, tc: 0, t: 0 }
    const sameArea = flat(9, { sq: 80, tc: 0, t: 0 }) // 0
    // near 2/80 = 0.025 (its price gap not counted), far 20/80 = 0.25
    expect(similarFlats(asked, [far, near, sameArea]).map((f) => f.alt)).toEqual([
      sameArea.alt,
      near.alt,
      far.alt,
    ])
    expect(similarity(asked, near)).toBeCloseTo(0.025, 10)
  })

  it('does not need the viewed flat to be on sale itself', () => {
    expect(similarFlats({ ...viewed, st: 0 }, [near]).map((f) => f.alt)).toEqual([near.alt])
  })
})
