import { describe, expect, it } from 'vitest'
import { DEFAULT_LAYOUT, makeApartment, makeHydraData, withStatuses } from './fixtures'

describe('makeHydraData', () => {
  it('builds the default layout: 12 + 6 + 4 = 22 flats', () => {
    const data = makeHydraData()
    expect(Object.keys(data.apartments)).toHaveLength(22)
    expect(Object.keys(data.buildings)).toEqual(['11', '21', '31'])
    expect(Object.keys(data.sections)).toEqual(['11-1', '11-2', '21-1', '31-1'])
    // 11: 2 sections x 3 floors; 21: 2 floors; 31: 2 floors -> 10 floors
    expect(Object.keys(data.floors)).toHaveLength(10)
    expect(data.common.all).toMatchObject({ count: 22, total: 22 })
    expect(DEFAULT_LAYOUT[11]).toEqual({ sections: 2, floors: 3, flats: 2 })
  })

  it('derives counts from statuses', () => {
    const data = makeHydraData({ status: { '11-1-1-1': 0, '11-1-1-2': 2, '11-2-3-1': 0 } })
    expect(data.floors['11-1-1']?.count).toBe(1) // 2 flats, one sold
    expect(data.sections['11-1']?.count).toBe(5) // 6 flats, one sold
    expect(data.buildings['11']?.count).toBe(10) // 12 flats, two sold
    expect(data.common.all).toMatchObject({ count: 20, total: 22 })
  })

  it('applies per-flat overrides last', () => {
    const data = makeHydraData({ apartment: (alt) => (alt === '21-1-1-1' ? { tc: 1 } : {}) })
    expect(data.apartments['21-1-1-1']?.tc).toBe(1)
  })

  it('withStatuses recomputes every count', () => {
    const data = withStatuses(makeHydraData(), { '31-1-1-1': 0, '31-1-1-2': 0 })
    expect(data.floors['31-1-1']?.count).toBe(0)
    expect(data.buildings['31']?.count).toBe(2)
    expect(data.common.all.count).toBe(20)
  })
})

describe('makeApartment', () => {
  it('follows its documented formulas', () => {
    // rc = (3 + 2) % 6 = 5; sq = 35 + 20 x 5 + 2 = 137; tc = 137 x 400 000 = 54 800 000
    const a = makeApartment({ b: 21, s: 1, f: 3, n: 2 })
    expect(a).toMatchObject({ alt: '21-1-3-2', rc: 5, sq: 137, tc: 54_800_000, tr_b: 'Б1' })
    expect(a.type).toBe('B')
    expect(a.format).toBe('private')
  })
})
