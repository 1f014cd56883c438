import { describe, expect, it } from 'vitest'
import type { FlatLevel, PlanPoint } from '../../../engine/geometry'
import { contains } from '../../catalogue/geometry/polygons'
import type { IfcModelData } from '../ifcModel'
import type { MappedBuilding, MappingOptions } from './importTypes'
import { smallModel } from './testModel'
import { mapModel } from './toBuilding'

const OPTIONS: MappingOptions = {
  code: 23,
  flats: { kind: 'prefix', length: 1 },
  format: 'private',
  file: 'test.ifc',
  sha256: 'a'.repeat(64),
}

function mapped(
  model: IfcModelData = smallModel(),
  options: Partial<MappingOptions> = {},
): MappedBuilding {
  const result = mapModel(model, { ...OPTIONS, ...options })
  if (!result.ok) throw new Error(JSON.stringify(result.problems))
  return result.building
}

const problems = (model: IfcModelData, options: Partial<MappingOptions> = {}) => {
  const result = mapModel(model, { ...OPTIONS, ...options })
  return result.ok ? [] : result.problems.map((p) => `${p.element ?? ''}: ${p.message}`)
}

/** Flat n's levels as floor 1 places them (plan metres, both levels of a two-level flat). */
const levelsOf = (b: MappedBuilding, n = 1): readonly FlatLevel<PlanPoint>[] =>
  b.geometry.floors[0]?.flats.find((f) => f.n === n)?.levels ?? []
const flatA = (b: MappedBuilding) => ({ levels: levelsOf(b, 1) })

describe('an architect model as a building', () => {
  it('makes floors of the storeys with rooms, lowest first, and lists the others', () => {
    const b = mapped()
    expect(b.storeys.map((s) => [s.f, s.name])).toEqual([
      [1, 'Level 1'],
      [2, 'Level 2'],
    ])
    expect(b.skipped).toContainEqual({ what: 'storey Foundation (FDN)', why: 'it has no rooms' })
    expect(b.geometry.floorCount).toBe(2)
    expect(b.geometry.floorHeight).toBe(3)
    expect(b.geometry.label).toEqual({ ru: 'Б3', en: 'B3' })
    expect(b.geometry.theme).toBe('beige')
    expect(b.geometry.size).toEqual([6, 6.2])
  })

  it('groups spaces into flats by their names, a flat over two storeys being two-level', () => {
    const b = mapped()
    expect(b.flats.map((f) => [f.alt, f.name, f.lv, f.rc, f.f])).toEqual([
      ['23-1-1-1', 'A', 2, 1, 1],
      ['23-1-1-2', 'B', 1, 0, 1],
    ])
    // The upper level also shows on floor 2, marked so lists count the flat once.
    const upper = b.geometry.floors.find((f) => f.f === 2)?.flats ?? []
    expect(upper.map((f) => [f.alt, f.upper, f.levels.map((l) => l.level)])).toEqual([
      ['23-1-1-1', true, [2]],
    ])
    expect(flatA(b).levels[1]?.storey).toBe(2)
  })

  it('reads room kinds in English and German, and keeps an unknown name as the model wrote it', () => {
    const b = mapped()
    expect(flatA(b).levels.flatMap((l) => l.rooms.map((r) => r.kind))).toEqual([
      'hall',
      'living',
      'bedroom',
    ])
    const kitchen = levelsOf(b, 2)[0]?.rooms[0]
    expect(kitchen?.kind).toBe('kitchen')
    const model = smallModel()
    const odd = {
      ...model,
      spaces: model.spaces.map((s) => (s.name === 'B101' ? { ...s, longName: 'Atelier' } : s)),
    }
    const room = levelsOf(mapped(odd), 2)[0]?.rooms[0]
    expect(room).toMatchObject({ kind: 'other', name: 'Atelier', id: 'other' })
  })

  it('computes each room area from its outline, within 3 % of what the model states', () => {
    const b = mapped()
    for (const a of b.areas.filter((x) => x.stated !== null))
      expect(Math.abs(a.computed - (a.stated as number)) / (a.stated as number)).toBeLessThan(0.03)
    expect(b.flats[0]?.sq).toBeCloseTo(4.86 + 10.26 + 15.66, 1)
  })

  it('draws the walls as the envelope round the rooms, at their real thickness', () => {
    const floor1 = mapped().geometry.floors[0]
    const xs = floor1?.outline.map((p) => p[0]) ?? []
    const ys = floor1?.outline.map((p) => p[1]) ?? []
    // The outer faces of the 0.2 m walls, to the 5 cm grid.
    expect(Math.min(...xs)).toBeCloseTo(0, 1)
    expect(Math.max(...xs)).toBeCloseTo(6, 1)
    expect(Math.max(...ys)).toBeCloseTo(6.2, 1)
    // The gap between hall and living is the inner wall: no room covers it.
    const level = levelsOf(mapped())[0] as FlatLevel<PlanPoint>
    expect(level.rooms.some((r) => contains(r.polygon, [1.5, 4.1]))).toBe(false)
    expect(contains(level.outline, [1.5, 4.1])).toBe(true)
  })

  it('sets doors in their walls: hinge from the operation, the leaf into the room on +y', () => {
    const level = levelsOf(mapped())[0] as FlatLevel<PlanPoint>
    const inner = level.doors.find((d) => d.kind === 'interior')
    // Plan y runs down from the north face: model y 2.1 is plan y 4.1.
    expect(inner).toMatchObject({
      hinge: [1, 4.1],
      latch: [1.9, 4.1],
      width: 0.9,
      between: ['hall', 'living'],
    })
    expect(inner?.leafTip).toEqual([1, 3.2])
    const entrance = level.doors.find((d) => d.kind === 'entrance')
    expect(entrance).toMatchObject({ hinge: [1.9, 6.1], between: ['outside', 'hall'] })
  })

  it('gives each window to the room behind it, with its sill and height', () => {
    const b = mapped()
    const [lower, upper] = flatA(b).levels
    expect(lower?.windows).toEqual([
      { a: [0.8, 0.1], b: [2.2, 0.1], wall: 0.2, room: 'living', sill: 0.9, height: 1.5 },
    ])
    expect(upper?.windows.map((w) => w.room)).toEqual(['bedroom'])
    const kitchen = levelsOf(b, 2)[0]
    expect(kitchen?.windows.map((w) => w.room)).toEqual(['kitchen'])
  })

  it('maps furniture to the plan symbols with its back to the wall, others as their outline', () => {
    const [lower, upper] = flatA(mapped()).levels
    const sofa = lower?.furniture.find((f) => f.kind === 'sofa')
    expect(sofa).toMatchObject({ angle: 270, size: [1.8, 0.9], room: 'living' })
    expect(upper?.furniture.find((f) => f.kind === 'bed-double')).toMatchObject({
      angle: 0,
      room: 'bedroom',
    })
    const chair = lower?.furniture.find((f) => f.kind === 'outline')
    expect(chair?.outline).toHaveLength(4)
  })

  it('draws the front elevation from the real windows and storeys', () => {
    const facade = mapped().geometry.facade
    expect(facade.floors.map((f) => f.alt)).toEqual(['23-1-1', '23-1-2'])
    expect(facade.width).toBe(6)
    // The north (back) windows do not face the front; none of this model's do.
    expect(facade.windows).toHaveLength(0)
    const south = smallModel()
    const turned = mapped(south, { north: 180 })
    expect(turned.north).toEqual({ degrees: 180, from: 'option' })
  })
})

describe('refusals, each naming what is wrong', () => {
  it('refuses a model without storeys or spaces', () => {
    expect(problems({ ...smallModel(), storeys: [] })[0]).toMatch(/no IfcBuildingStorey/)
    expect(problems({ ...smallModel(), spaces: [] })[0]).toMatch(/no IfcSpace/)
  })

  it('refuses a space without geometry, naming it', () => {
    const model = smallModel()
    const broken = {
      ...model,
      spaces: model.spaces.map((s, i) => (i === 0 ? { ...s, footprint: [] } : s)),
    }
    expect(problems(broken)).toEqual([
      expect.stringMatching(/^A101 \(S\d+\): the space has no geometry/),
    ])
  })

  it('refuses a door or window hosted in no wall', () => {
    const model = smallModel()
    const loose = {
      ...model,
      windows: model.windows.map((w, i) => (i === 0 ? { ...w, hostWall: null } : w)),
    }
    expect(problems(loose)).toEqual([
      expect.stringMatching(/Fixed \(N\d+\): the window is hosted in no wall/),
    ])
  })

  it('refuses a flat rule that leaves spaces outside every flat', () => {
    expect(problems(smallModel(), { flats: { kind: 'zone' } })[0]).toMatch(/no IfcZone/)
    expect(problems(smallModel(), { flats: { kind: 'prefix', length: 5 } })).toHaveLength(4)
  })

  it('refuses a flat over more than two storeys', () => {
    const model = smallModel()
    const tall = {
      ...model,
      storeys: [...model.storeys, { globalId: 'L3', name: 'Level 3', elevation: 6 }],
      spaces: [
        ...model.spaces,
        {
          ...(model.spaces[3] as IfcModelData['spaces'][number]),
          globalId: 'S3',
          name: 'A301',
          storey: 'L3',
        },
      ],
    }
    expect(problems(tall)[0]).toMatch(/^flat A: its spaces stand on 3 storeys/)
  })
})
