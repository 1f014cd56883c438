import { describe, expect, it } from 'vitest'
import type { Apartment } from '../../engine/types'
import { generateCatalogue } from './index'

const catalogue = generateCatalogue()
const flats = catalogue.apartments
const byBuilding = (code: number) => flats.filter((a) => a.b === code)

describe('generateCatalogue', () => {
  it('gives byte-identical output for the same seed and different statuses for another', () => {
    expect(JSON.stringify(generateCatalogue({ seed: 46 }))).toBe(JSON.stringify(catalogue))
    const other = generateCatalogue({ seed: 7 })
    expect(other.apartments.map((a) => a.alt)).toEqual(flats.map((a) => a.alt))
    expect(JSON.stringify(other.apartments)).not.toBe(JSON.stringify(flats))
  })

  it('holds 13 buildings and 300-600 flats', () => {
    expect(catalogue.buildings).toHaveLength(13)
    expect(flats.length).toBeGreaterThanOrEqual(300)
    expect(flats.length).toBeLessThanOrEqual(600)
  })

  it.each([
    [11, 'А1', 'A1', 'A', 'black', 'serviced'],
    [12, 'А2', 'A2', 'A', 'black', 'serviced'],
    [13, 'А3', 'A3', 'A', 'black', 'serviced'],
    [14, 'А4', 'A4', 'A', 'black', 'serviced'],
    [15, 'А5', 'A5', 'A', 'black', 'private'],
    [16, 'А6', 'A6', 'A', 'black', 'private'],
    [17, 'А7', 'A7', 'A', 'black', 'private'],
    [18, 'А8', 'A8', 'A', 'black', 'private'],
    [19, 'А9', 'A9', 'A', 'black', 'private'],
    [21, 'Б1', 'B1', 'B', 'beige', 'private'],
    [22, 'Б2', 'B2', 'B', 'beige', 'private'],
    [31, 'В1', 'C1', 'C', 'white', 'hotel'],
    [32, 'В2', 'C2', 'C', 'white', 'private'],
  ])('building %i is %s / %s, type %s, %s, %s', (code, ru, en, type, theme, format) => {
    const info = catalogue.buildings.find((b) => b.code === code)
    expect(info).toMatchObject({ label: { ru, en }, type, theme, format })
    expect(info?.floors).toBeGreaterThanOrEqual(3)
    expect(info?.floors).toBeLessThanOrEqual(5)
    expect(info?.sections).toBeGreaterThanOrEqual(1)
    expect(info?.sections).toBeLessThanOrEqual(3)
    const rows = byBuilding(code)
    expect(rows.length).toBeGreaterThan(0)
    expect(
      rows.every(
        (a) => a.tr_b === ru && a.type === type && a.format === format && a.floor === info?.floors,
      ),
    ).toBe(true)
    // tr_n runs 1..N through the building: by section, then floor, then number on the floor.
    expect(rows.map((a) => a.tr_n)).toEqual(rows.map((_, i) => i + 1))
  })

  it('fills every field of every flat within its range', () => {
    const fields: (keyof Apartment)[] = [
      'alt',
      'b',
      'bc',
      'rc',
      'sq',
      'sq_ter',
      'sq_ter_only',
      'f',
      'tc',
      'plan',
      'n',
      's',
      'st',
      'fav',
      't',
      'lv',
      'tr_n',
      'tr_b',
      'format',
      'floor',
      'type',
      'png',
    ]
    const problems = flats.flatMap((a) => {
      const wrong: string[] = fields.filter((k) => a[k] === undefined || a[k] === null).map(String)
      if (a.alt !== `${a.b}-${a.s}-${a.f}-${a.n}`) wrong.push('alt')
      if (a.rc < 0 || a.rc > 5 || a.bc < 1 || a.bc > a.rc + 1) wrong.push('rc/bc')
      if (a.sq < 25 || a.sq > 400) wrong.push('sq')
      if (Math.abs(a.sq_ter - (a.sq + a.sq_ter_only)) > 0.051) wrong.push('sq_ter')
      if (a.f < 1 || a.f > a.floor) wrong.push('f')
      if (a.tc % 1000 !== 0 || a.t !== Math.round(a.tc / a.sq)) wrong.push('tc/t')
      if (a.t < 350_000 || a.t > 650_000) wrong.push('t')
      if (
        !/^[ABC]-(ST|[2-6]E)-\d+[TD]?(-\d)?$/.test(a.plan) ||
        a.png !== `/generated/plans/${a.plan}.svg`
      )
        wrong.push('plan')
      if (a.fav !== false || ![0, 1, 2, 3].includes(a.st)) wrong.push('st/fav')
      // Two-level flats are penthouses of the type B and C residences.
      if (a.lv === 2 && (a.type === 'A' || a.f !== a.floor || a.format === 'hotel'))
        wrong.push('lv')
      return wrong.length ? [`${a.alt}: ${wrong.join(', ')}`] : []
    })
    expect(problems).toEqual([])
  })

  it('offers studios to five bedrooms, terraces on the ground and top floors, and two-level flats', () => {
    expect(new Set(flats.map((a) => a.rc))).toEqual(new Set([0, 1, 2, 3, 4, 5]))
    const terraced = flats.filter((a) => a.sq_ter_only > 0)
    expect(terraced.every((a) => a.f === 1 || a.f === a.floor)).toBe(true)
    expect(flats.filter((a) => a.f === 1).every((a) => a.sq_ter_only > 0)).toBe(true)
    expect(flats.filter((a) => a.lv === 2).length).toBeGreaterThanOrEqual(4)
  })

  it('splits statuses about 60 % on sale, 10 % booked, 8 % reserved, the rest sold', () => {
    const share = (st: number) => flats.filter((a) => a.st === st).length / flats.length
    // 441 flats: 97 sold (22 %), 44 booked, 35 reserved, 265 on sale.
    expect(share(1)).toBeCloseTo(0.6, 1)
    expect(share(2)).toBeCloseTo(0.1, 1)
    expect(share(3)).toBeCloseTo(0.08, 1)
    expect(share(0)).toBeCloseTo(0.22, 1)
  })

  it('prices flats of one plan alike and gives each plan one area', () => {
    const areas = new Map<string, Set<number>>()
    for (const a of flats) areas.set(a.plan, (areas.get(a.plan) ?? new Set()).add(a.sq))
    expect([...areas.values()].every((s) => s.size === 1)).toBe(true)
  })
})

describe('generateCatalogue({ stress: true })', () => {
  // Its speed is measured by `npm run bench`, not asserted here: a loaded machine would flake.
  it('emits 20,000 flats (±1 %) by the same rules', () => {
    const stress = generateCatalogue({ stress: true })
    expect(stress.apartments.length).toBeGreaterThanOrEqual(19_800)
    expect(stress.apartments.length).toBeLessThanOrEqual(20_200)
    expect(new Set(stress.apartments.map((a) => a.alt)).size).toBe(stress.apartments.length)
  })
})
