import { describe, expect, it } from 'vitest'
import { hydraFromApartments, makeApartment } from '../../engine/fixtures'
import type { Apartment } from '../../engine/types'
import { chessSections } from './chessboardModel'

const flat = (b: number, s: number, f: number, n: number, extra: Partial<Apartment> = {}) =>
  makeApartment({ b, s, f, n, ...extra })

function apartments(list: Apartment[]) {
  return hydraFromApartments(list).apartments
}

describe('chessSections', () => {
  it('groups by building and section, in alt order', () => {
    const sections = chessSections(
      apartments([flat(12, 1, 1, 1), flat(11, 2, 1, 1), flat(11, 1, 1, 1), flat(31, 1, 1, 1)]),
    )
    expect(sections.map((s) => s.key)).toEqual(['11-1', '11-2', '12-1', '31-1'])
    expect(sections.map((s) => [s.b, s.s])).toEqual([
      [11, 1],
      [11, 2],
      [12, 1],
      [31, 1],
    ])
  })

  it('puts floors highest first and risers (numbers) ascending, numerically', () => {
    const [section] = chessSections(
      apartments([flat(11, 1, 1, 10), flat(11, 1, 3, 2), flat(11, 1, 1, 2), flat(11, 1, 2, 9)]),
    )
    // risers 2, 9, 10 (not '10' before '2'); floors 3, 2, 1
    expect(section?.risers).toEqual([2, 9, 10])
    expect(section?.floors.map((f) => f.f)).toEqual([3, 2, 1])
  })

  it('gives each floor a cell per riser, null where the floor has no such flat', () => {
    const [section] = chessSections(
      apartments([flat(11, 1, 1, 1), flat(11, 1, 1, 2), flat(11, 1, 2, 2)]),
    )
    const cells = section?.floors.map((f) => f.cells.map((a) => a?.alt ?? null))
    expect(cells).toEqual([
      [null, '11-1-2-2'],
      ['11-1-1-1', '11-1-1-2'],
    ])
  })

  it('keeps every flat whatever its status: the grid shows sold ones too', () => {
    const list = [flat(11, 1, 1, 1, { st: 0 }), flat(11, 1, 1, 2, { st: 2 }), flat(11, 1, 1, 3)]
    const [section] = chessSections(apartments(list))
    expect(section?.floors[0]?.cells.map((a) => a?.st)).toEqual([0, 2, 1])
  })

  it('counts every flat exactly once across all sections', () => {
    const list: Apartment[] = []
    for (const b of [11, 21])
      for (const f of [1, 2, 3]) for (const n of [1, 2, 3, 4]) list.push(flat(b, 1, f, n))
    const cells = chessSections(apartments(list)).flatMap((s) =>
      s.floors.flatMap((f) => f.cells.filter((a) => a !== null)),
    )
    // 2 buildings x 3 floors x 4 flats
    expect(cells).toHaveLength(24)
    expect(new Set(cells.map((a) => a?.alt)).size).toBe(24)
  })

  it('is empty for no flats', () => {
    expect(chessSections({})).toEqual([])
  })
})
