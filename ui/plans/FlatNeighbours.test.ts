import { describe, expect, it } from 'vitest'
import { hydraFromApartments, makeApartment } from '../../engine/fixtures'
import type { Status } from '../../engine/types'
import { flatNeighbours } from './FlatNeighbours'

/** Floor 11-1-3 with flats 1-5; `st` lists their statuses in order. */
function floor(st: Status[]) {
  return hydraFromApartments(
    st.map((s, i) => makeApartment({ alt: `11-1-3-${i + 1}`, b: 11, s: 1, f: 3, n: i + 1, st: s })),
  )
}

describe('flatNeighbours', () => {
  it('steps to the numbers either side on the same floor', () => {
    const r = flatNeighbours(floor([1, 1, 1, 1, 1]), '11-1-3-3')
    expect(r.prev?.alt).toBe('11-1-3-2')
    expect(r.next?.alt).toBe('11-1-3-4')
    expect(r.onFloor.map((a) => a.n)).toEqual([1, 2, 3, 4, 5])
  })

  it('has no previous at the first flat and no next at the last', () => {
    const data = floor([1, 1, 1])
    expect(flatNeighbours(data, '11-1-3-1').prev).toBeNull()
    expect(flatNeighbours(data, '11-1-3-3').next).toBeNull()
  })

  it('skips sold flats (st 0) but keeps the viewed one as the anchor', () => {
    // statuses 1 0 0 2 0: from flat 3 (sold) back is 1, on is 4 (booked counts: st > 0)
    const r = flatNeighbours(floor([1, 0, 0, 2, 0]), '11-1-3-3')
    expect(r.prev?.alt).toBe('11-1-3-1')
    expect(r.next?.alt).toBe('11-1-3-4')
    expect(r.onFloor.map((a) => a.n)).toEqual([1, 3, 4])
  })

  it('orders by number, not by text: 9 before 10', () => {
    const data = hydraFromApartments(
      [9, 10, 2].map((n) => makeApartment({ alt: `11-1-3-${n}`, b: 11, s: 1, f: 3, n, st: 1 })),
    )
    expect(flatNeighbours(data, '11-1-3-9').next?.alt).toBe('11-1-3-10')
    expect(flatNeighbours(data, '11-1-3-9').prev?.alt).toBe('11-1-3-2')
  })

  it('ignores other floors and finds neighbours of a flat missing from the data', () => {
    const data = hydraFromApartments([
      makeApartment({ alt: '11-1-3-1', b: 11, s: 1, f: 3, n: 1, st: 1 }),
      makeApartment({ alt: '11-1-4-2', b: 11, s: 1, f: 4, n: 2, st: 1 }),
      makeApartment({ alt: '11-1-3-4', b: 11, s: 1, f: 3, n: 4, st: 1 }),
    ])
    const r = flatNeighbours(data, '11-1-3-2')
    expect(r.prev?.alt).toBe('11-1-3-1')
    expect(r.next?.alt).toBe('11-1-3-4')
  })
})
