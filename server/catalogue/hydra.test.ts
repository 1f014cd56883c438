import { describe, expect, it } from 'vitest'
import type { Status } from '../../engine/types'
import { generateCatalogue, toHydraData } from './index'

const catalogue = generateCatalogue()
const data = toHydraData(catalogue)
const selectable = catalogue.apartments.filter((a) => a.st > 0)

describe('toHydraData', () => {
  it('has one row per building, section, floor and flat', () => {
    expect(Object.keys(data.buildings)).toHaveLength(13)
    const sections = catalogue.buildings.reduce((n, b) => n + b.sections, 0)
    const floors = catalogue.buildings.reduce((n, b) => n + b.sections * b.floors, 0)
    expect(Object.keys(data.sections)).toHaveLength(sections)
    expect(Object.keys(data.floors)).toHaveLength(floors)
    expect(Object.keys(data.apartments)).toHaveLength(catalogue.apartments.length)
    expect(data.floors['11-1-3']).toEqual({
      alt: '11-1-3',
      b: 11,
      s: 1,
      f: 3,
      count: expect.any(Number),
    })
  })

  it.each([
    ['buildings', (a: { b: number }) => String(a.b)],
    ['sections', (a: { b: number; s: number }) => `${a.b}-${a.s}`],
    ['floors', (a: { b: number; s: number; f: number }) => `${a.b}-${a.s}-${a.f}`],
  ] as const)('counts the selectable flats (st > 0) of %s', (collection, altOf) => {
    const expected = new Map<string, number>()
    for (const a of selectable) expected.set(altOf(a), (expected.get(altOf(a)) ?? 0) + 1)
    for (const [alt, row] of Object.entries(data[collection]))
      expect(row.count, alt).toBe(expected.get(alt) ?? 0)
  })

  it('fills common.all: count, total, date and filter ranges', () => {
    const { all } = data.common
    expect(all.count).toBe(selectable.length)
    expect(all.total).toBe(catalogue.apartments.length)
    expect(all.updatedAt).toBe(catalogue.updatedAt)
    const sq = catalogue.apartments.map((a) => a.sq)
    const tc = catalogue.apartments.map((a) => a.tc)
    expect(all.ranges).toEqual({
      sq: [Math.min(...sq), Math.max(...sq)],
      f: [1, 5],
      tc: [Math.min(...tc), Math.max(...tc)],
    })
  })

  it('spans the price range over priced flats only: a price on request (0) is left out', () => {
    const [first, second] = catalogue.apartments
    if (!first || !second) throw new Error('no flats')
    const live = new Map<string, { st: Status; tc: number }>([
      [first.alt, { st: 1, tc: 0 }],
      [second.alt, { st: 1, tc: 0 }],
    ])
    const priced = catalogue.apartments.filter((a) => a.alt !== first.alt && a.alt !== second.alt)
    const tc = priced.map((a) => a.tc)
    const merged = toHydraData(catalogue, live)
    expect(merged.common.all.ranges.tc).toEqual([Math.min(...tc), Math.max(...tc)])
    expect(merged.apartments[first.alt]).toMatchObject({ tc: 0, t: 0 })
    // Nothing priced at all: no span, rather than Infinity.
    const none = new Map(catalogue.apartments.map((a) => [a.alt, { st: a.st, tc: 0 }]))
    expect(toHydraData(catalogue, none).common.all.ranges.tc).toEqual([0, 0])
  })

  it('merges live status and price over the static flats and recounts', () => {
    const flat = selectable[0]
    if (!flat) throw new Error('no flat on sale')
    const live = new Map<string, { st: Status; tc: number }>([
      [flat.alt, { st: 0, tc: flat.tc + 1_000_000 }],
    ])
    const merged = toHydraData(catalogue, live, '2025-07-01T10:00:00.000Z')
    const row = merged.apartments[flat.alt]
    // t follows the live price: round((tc + 1,000,000) / sq).
    expect(row).toMatchObject({
      st: 0,
      tc: flat.tc + 1_000_000,
      t: Math.round((flat.tc + 1_000_000) / flat.sq),
    })
    expect(merged.common.all.count).toBe(data.common.all.count - 1)
    expect(merged.buildings[String(flat.b)]?.count).toBe(
      (data.buildings[String(flat.b)]?.count ?? 0) - 1,
    )
    expect(merged.common.all.updatedAt).toBe('2025-07-01T10:00:00.000Z')
    expect(catalogue.apartments.find((a) => a.alt === flat.alt)?.st).toBe(flat.st)
  })
})
