import { describe, expect, it } from 'vitest'
import type { BuildingGeometry, FlatLevel, FloorFlat, PlanPoint } from '../../../engine/geometry'
import { generateCatalogue } from '../catalogue'
import { resortModel } from '../resort'
import { buildingGeometry } from './building'
import { placeLevel } from './placeLevel'
import { area, boxCorners, contains, distanceToPolygon, overlap } from './polygons'

const resort = resortModel()
const buildings = resort.models.map((m) => buildingGeometry(m, resort.layouts))
const apartments = new Map(generateCatalogue().apartments.map((a) => [a.alt, a]))
const flatsOf = (b: BuildingGeometry) =>
  b.floors.flatMap((floor) => floor.flats.map((flat) => ({ floor, flat })))
const table = buildings.map((b) => [b.code, b] as const)

/** Rooms reachable from the common corridor through doors, the stair joining the two levels. */
function reachable(flat: FloorFlat): Set<string> {
  const doors = flat.levels.flatMap((l) => l.doors.map((d) => d.between))
  const stairs = flat.levels.flatMap((l) =>
    l.rooms.filter((r) => r.kind === 'stair').map((r) => r.id),
  )
  const seen = new Set(['corridor'])
  for (let grew = true; grew; ) {
    grew = false
    const links = [...doors, ...stairs.flatMap((a) => stairs.map((b) => [a, b] as const))]
    for (const [a, b] of links) {
      if (seen.has(a) !== seen.has(b)) {
        seen.add(seen.has(a) ? b : a)
        grew = true
      }
    }
  }
  return seen
}

const swing = (door: FlatLevel<PlanPoint>['doors'][number]): PlanPoint[] | null => {
  if (!door.leafTip) return null
  const [h, l, t] = [door.hinge, door.latch, door.leafTip]
  return [h, l, [l[0] + t[0] - h[0], l[1] + t[1] - h[1]] as unknown as PlanPoint, t]
}

describe.each(table)('building %i', (_code, building) => {
  it("gives each flat the catalogue's area as the sum of its rooms (within 1 %)", () => {
    for (const { flat } of flatsOf(building)) {
      const rooms = flat.levels.flatMap((l) => l.rooms)
      const sq = rooms.filter((r) => r.kind !== 'terrace').reduce((s, r) => s + area(r.polygon), 0)
      const terrace = rooms
        .filter((r) => r.kind === 'terrace')
        .reduce((s, r) => s + area(r.polygon), 0)
      const row = apartments.get(flat.alt)
      expect(row, flat.alt).toBeDefined()
      expect(Math.abs(sq - (row?.sq ?? 0)) / sq, flat.alt).toBeLessThan(0.01)
      expect(Math.abs(terrace - (row?.sq_ter_only ?? 0)), flat.alt).toBeLessThan(0.1)
      expect(flat.plan).toBe(row?.plan)
    }
  })

  it('tiles every floor: no two flats overlap, nor a flat the corridor or the core', () => {
    for (const f of new Set(building.floors.map((fl) => fl.f))) {
      const floors = building.floors.filter((fl) => fl.f === f)
      const shapes = floors.flatMap((fl) => [
        ...fl.flats.flatMap((flat) => [
          { id: flat.alt, poly: flat.outline },
          ...(flat.levels[0]?.rooms
            .filter((r) => r.kind === 'terrace')
            .map((r) => ({ id: `${flat.alt} terrace`, poly: r.polygon })) ?? []),
        ]),
        { id: `${fl.alt} corridor`, poly: fl.corridor ?? [] },
        { id: `${fl.alt} stair`, poly: fl.core!.stair },
        { id: `${fl.alt} lobby`, poly: fl.core!.lobby },
      ])
      for (let i = 0; i < shapes.length; i++) {
        for (let j = i + 1; j < shapes.length; j++) {
          const [a, b] = [shapes[i], shapes[j]] as [
            (typeof shapes)[number],
            (typeof shapes)[number],
          ]
          if (a.id.startsWith(b.id) || b.id.startsWith(a.id)) continue
          expect(overlap(a.poly, b.poly), `${a.id} / ${b.id}`).toBeLessThan(1e-6)
        }
      }
    }
  })

  it('keeps every room inside its flat: garden terraces beyond the facade, roof terraces over it', () => {
    for (const { floor, flat } of flatsOf(building)) {
      for (const level of flat.levels) {
        for (const room of level.rooms) {
          const garden = room.kind === 'terrace' && overlap(room.polygon, floor.outline) < 1e-6
          const within = room.kind === 'terrace' ? flat.outline : level.outline
          if (!garden)
            expect(
              overlap(room.polygon, within) / area(room.polygon),
              `${flat.alt} ${room.id}`,
            ).toBeGreaterThan(0.999)
        }
      }
    }
  })

  it('opens every flat onto the common corridor and reaches every room from its door', () => {
    for (const { floor, flat } of flatsOf(building)) {
      const entrances = flat.levels.flatMap((l) => l.doors.filter((d) => d.kind === 'entrance'))
      expect(entrances, flat.alt).toHaveLength(1)
      const door = entrances[0] as (typeof entrances)[number]
      const middle = [
        (door.hinge[0] + door.latch[0]) / 2,
        (door.hinge[1] + door.latch[1]) / 2,
      ] as const
      // The door sits on the corridor wall: half a party wall (0.125 m, drawn to the cm) away.
      expect(distanceToPolygon(floor.corridor ?? [], middle), flat.alt).toBeLessThan(0.131)
      expect(door.between[0]).toBe('corridor')
      expect(door.width).toBeCloseTo(
        Math.hypot(door.latch[0] - door.hinge[0], door.latch[1] - door.hinge[1]),
        2,
      )
      const seen = reachable(flat)
      const rooms = flat.levels.flatMap((l) => l.rooms.map((r) => r.id))
      expect(
        rooms.filter((id) => !seen.has(id)),
        flat.alt,
      ).toEqual([])
    }
  })

  it('shares one geometry per plan code', () => {
    for (const { flat } of flatsOf(building)) {
      const layout = building.layouts[flat.plan]
      expect(layout, flat.plan).toBeDefined()
      expect(layout?.levels.map((l) => placeLevel(l, flat.placement))).toEqual(flat.levels)
    }
  })

  it('keeps furniture inside its room and clear of every door leaf', () => {
    for (const { flat } of flatsOf(building)) {
      for (const level of flat.levels) {
        const rooms = new Map(level.rooms.map((r) => [r.id, r]))
        const swings = level.doors.flatMap((d) => swing(d) ?? [])
        for (const item of level.furniture) {
          const corners = boxCorners(item.at, item.size, item.angle)
          const room = rooms.get(item.room)
          expect(
            corners.every((c) => room && contains(room.polygon, c, 0.011)),
            `${flat.alt} ${item.kind}`,
          ).toBe(true)
          if (item.kind === 'stair-flight') continue
          for (const d of level.doors) {
            const leaf = swing(d)
            if (leaf)
              expect(overlap(corners, leaf), `${flat.alt} ${item.kind} ${d.between}`).toBeLessThan(
                0.01,
              )
          }
        }
        expect(swings.length % 4).toBe(0)
      }
    }
  })
})

describe('the building files', () => {
  it.each(table)('building %i has a facade band per section and per floor', (_code, b) => {
    expect(b.facade.sections).toHaveLength(b.sectionCount)
    expect(b.facade.floors).toHaveLength(b.sectionCount * b.floorCount)
    expect(b.facade.windows.length).toBeGreaterThan(b.floorCount * 4)
    expect(
      b.floors
        .filter((f) => f.f === 1)
        .every((f) => f.core!.doors.some((d) => d.kind === 'entrance')),
    ).toBe(true)
  })
})
