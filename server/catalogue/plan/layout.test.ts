import { describe, expect, it } from 'vitest'
import type { FlatLayout } from '../../../engine/geometry'
import { resortModel } from '../resort'
import { buildLayout } from './layout'
import type { FlatSpec } from './spec'

const layouts = resortModel().layouts.all()
const table = layouts.map((l) => [l.plan, l] as const)
const rooms = (l: FlatLayout) => l.levels.flatMap((level) => level.rooms)

/** A fixture: a two-bedroom row flat of type A, with overrides. */
const spec = (overrides: Partial<FlatSpec> = {}): FlatSpec => ({
  type: 'A',
  family: 'banded',
  rc: 2,
  bc: 2,
  width: 12.3,
  depth: 9,
  exterior: { left: false, right: false },
  doorX: null,
  terrace: 'none',
  duplex: false,
  ...overrides,
})

describe.each(table)('layout %s', (_plan, layout) => {
  it('sizes rooms as buyers expect: bedrooms 10 m² and more, kitchen-living 20-45, bathrooms 4-8', () => {
    for (const room of rooms(layout)) {
      if (room.kind === 'bedroom' || room.kind === 'master-bedroom')
        expect(room.area, room.id).toBeGreaterThanOrEqual(10)
      if (room.kind === 'kitchen-living')
        expect([room.id, room.area >= 20 && room.area <= 45]).toEqual([room.id, true])
      if (room.kind === 'bathroom')
        expect([room.id, room.area >= 4 && room.area <= 8]).toEqual([room.id, true])
    }
  })

  it('lights every living room and bedroom through a window in an exterior wall', () => {
    for (const level of layout.levels) {
      for (const room of level.rooms) {
        if (!['kitchen-living', 'living', 'bedroom', 'master-bedroom'].includes(room.kind)) continue
        expect(
          level.windows.some((w) => w.room === room.id),
          room.id,
        ).toBe(true)
      }
    }
  })

  it('gives the hall a wardrobe and every bedroom a bed', () => {
    for (const level of layout.levels) {
      const items = (room: string) =>
        level.furniture.filter((f) => f.room === room).map((f) => f.kind)
      for (const room of level.rooms) {
        if (room.kind === 'hall') expect(items(room.id), room.id).toContain('wardrobe')
        if (room.kind === 'bedroom' || room.kind === 'master-bedroom')
          expect(
            items(room.id).some((k) => k.startsWith('bed')),
            room.id,
          ).toBe(true)
      }
    }
  })

  it('reports its bedrooms, bathrooms and area from its rooms', () => {
    const count = (kinds: string[]) => rooms(layout).filter((r) => kinds.includes(r.kind)).length
    expect(layout.rc).toBe(count(['bedroom', 'master-bedroom']))
    expect(layout.bc).toBe(count(['bathroom']))
    const sq = rooms(layout)
      .filter((r) => r.kind !== 'terrace')
      .reduce((s, r) => s + r.area, 0)
    // sq is the room sum to one decimal.
    expect(Math.abs(layout.sq - sq)).toBeLessThanOrEqual(0.051)
    expect(new Set(rooms(layout).map((r) => r.id)).size).toBe(rooms(layout).length)
  })
})

describe('buildLayout', () => {
  it.each([
    ['studio', spec({ family: 'studio', rc: 0, bc: 1, width: 4.4 }), 0, 1],
    ['one bedroom', spec({ family: 'one-bed', rc: 1, bc: 1, width: 8.15 }), 1, 1],
    ['two bedrooms', spec(), 2, 2],
    ['three bedrooms', spec({ rc: 3, width: 16.05 }), 3, 2],
    [
      'corner four bedrooms',
      spec({ rc: 4, bc: 3, width: 20.3, exterior: { left: true, right: true }, doorX: 10.15 }),
      4,
      3,
    ],
  ])('builds a %s flat with the bedrooms and bathrooms asked for', (_name, s, rc, bc) => {
    const layout = buildLayout(s)
    expect([layout.rc, layout.bc, layout.lv]).toEqual([rc, bc, 1])
  })

  it('adds a garden terrace on the ground floor without changing the rooms', () => {
    const plain = buildLayout(spec())
    const garden = buildLayout(spec({ terrace: 'garden' }))
    // 12.3 m frontage less 0.15 m each side, by the 3 m garden depth of type A: 12.0 x 3 = 36 m².
    expect(garden.sqTerrace).toBeCloseTo(36, 1)
    expect(garden.sq).toBe(plain.sq)
  })

  it('cuts a top floor terrace into the kitchen-living room', () => {
    const plain = buildLayout(spec())
    const recess = buildLayout(spec({ terrace: 'recess' }))
    expect(recess.sqTerrace).toBeGreaterThan(10)
    expect(recess.sq).toBeLessThan(plain.sq)
  })

  it('stacks a roof pavilion on a two-level corner flat, stair above stair', () => {
    const duplex = buildLayout(
      spec({
        type: 'B',
        rc: 5,
        bc: 4,
        width: 22.3,
        depth: 10,
        exterior: { left: true, right: true },
        doorX: 11.15,
        duplex: true,
      }),
    )
    expect([duplex.lv, duplex.rc]).toEqual([2, 5])
    const [lower, upper] = duplex.levels.map(
      (l) => l.rooms.find((r) => r.kind === 'stair')?.polygon,
    )
    expect(upper).toEqual(lower)
    expect(duplex.sqTerrace).toBeGreaterThan(60)
  })
})
