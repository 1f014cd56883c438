// Reads the public sample models in ../shared/ifc/ (see its README) with the real web-ifc.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { type IfcModelData, IfcReadError } from './ifcModel'
import { signedArea } from './planGeometry'
import { readIfc } from './readIfc'

const samples = path.resolve(process.cwd(), '../shared/ifc')
const duplexPath = path.join(samples, 'duplex.ifc')
const housePath = path.join(samples, 'IfcOpenHouse_IFC4.ifc')
const haveSamples = existsSync(duplexPath) && existsSync(housePath)
if (!haveSamples) {
  // Stated rather than silent: CI checks the repository out with shared/ beside it.
  describe('readIfc on the sample models', () => {
    it.skip(`needs ../shared/ifc/duplex.ifc and IfcOpenHouse_IFC4.ifc beside the repo (${samples})`, () => {})
  })
}

async function failure(bytes: Uint8Array): Promise<IfcReadError> {
  const error = await readIfc(bytes).catch((e: unknown) => e)
  if (error instanceof IfcReadError) return error
  throw new Error(`expected an IfcReadError, got ${String(error)}`)
}

describe.runIf(haveSamples)("readIfc: buildingSMART's Duplex (Revit, IFC2X3, metres)", () => {
  let model: IfcModelData
  let readMs = 0
  beforeAll(async () => {
    const bytes = readFileSync(duplexPath)
    const started = performance.now()
    model = await readIfc(bytes)
    readMs = performance.now() - started
  })

  it('reads well inside the budget of 10 s', () => {
    expect(readMs).toBeLessThan(10_000)
  })

  it('knows its schema, project and authoring tool, and has no true north', () => {
    expect(model.schema).toBe('IFC2X3')
    expect(model.project).toBe('Duplex Apartment')
    expect(model.application).toBe('Autodesk Revit Architecture 2011')
    expect(model.trueNorth).toBeNull()
  })

  it('lists its four storeys in order of elevation, in metres', () => {
    expect(model.storeys.map((s) => [s.name, Number(s.elevation.toFixed(3))])).toEqual([
      ['T/FDN', -1.25],
      ['Level 1', 0],
      ['Level 2', 3.1],
      ['Roof', 6],
    ])
  })

  it('reads 21 spaces, each on its storey with a counter-clockwise outline', () => {
    expect(model.spaces).toHaveLength(21)
    const storeyName = new Map(model.storeys.map((s) => [s.globalId, s.name]))
    for (const space of model.spaces) {
      const expected = space.name === 'R301' ? 'Roof' : `Level ${space.name[1]}`
      expect(storeyName.get(space.storey), space.name).toBe(expected)
      expect(space.footprint.length, space.name).toBeGreaterThanOrEqual(3)
      const area = signedArea(space.footprint)
      expect(area, space.name).toBeGreaterThan(1)
      // The roof space spans the building (8.8 m × 17.8 m = 157 m² outside the walls); rooms less.
      expect(area, space.name).toBeLessThan(space.name === 'R301' ? 157 : 100)
      // It states 'GSA BIM Area' quantities, not NetFloorArea.
      expect(space.statedArea).toBeNull()
    }
  })

  it('cuts a rectangular room to its profile', () => {
    const living = model.spaces.find((s) => s.name === 'A102')!
    expect(living.longName).toBe('Living Room')
    expect(living.footprint).toHaveLength(4)
    // Its IfcRectangleProfileDef: 4.783 m × 5.783 m = 27.66 m²
    expect(signedArea(living.footprint)).toBeCloseTo(4.783 * 5.783, 3)
    expect(living.bottom).toBeCloseTo(0.019, 3)
  })

  it('hosts its 14 doors and 24 windows in walls', () => {
    expect(model.doors).toHaveLength(14)
    expect(model.windows).toHaveLength(24)
    const walls = new Set(model.walls.map((w) => w.globalId))
    for (const door of model.doors) expect(walls.has(door.hostWall ?? ''), door.name).toBe(true)
    const skylights = model.windows.filter((w) => w.name.startsWith('M_Skylight'))
    for (const window of model.windows) {
      if (skylights.includes(window)) continue
      expect(walls.has(window.hostWall ?? ''), window.name).toBe(true)
      expect(window.host?.entity).toMatch(/^IfcWall/)
    }
    // Its two skylights are in the roof: no wall, but a host all the same.
    expect(skylights).toHaveLength(2)
    for (const skylight of skylights) {
      expect(skylight.hostWall).toBeNull()
      expect(skylight.host?.entity).toBe('IfcRoof')
    }
  })

  it('reads a door: stated size, jambs on its wall, style operation', () => {
    const door = model.doors.find((d) => d.globalId === '1hOSvn6df7F8_7GcBWlRGQ')!
    expect(door.width).toBeCloseTo(1.25, 6)
    expect(door.height).toBeCloseTo(2.01, 6)
    expect(door.sill).toBeCloseTo(0, 6)
    expect(door.operation).toBe('SINGLE_SWING_RIGHT')
    // Its placement is at (8.383, -15.553) with its x along -y, on a wall 0.417 m thick whose axis
    // is at x = 8.383 + 0.417 / 2 = 8.5915.
    expect(door.frame.origin[0]).toBeCloseTo(8.383, 3)
    expect(door.frame.xAxis[1]).toBeCloseTo(-1, 9)
    const wall = model.walls.find((w) => w.globalId === door.hostWall)!
    expect(wall.axis![0][0]).toBeCloseTo(8.5915, 4)
    expect(door.a[0]).toBeCloseTo(8.5915, 3)
    expect(door.b[0]).toBeCloseTo(8.5915, 3)
    // `a` is the jamb at the frame's origin end
    expect(Math.abs(door.a[1] + 15.553)).toBeLessThan(Math.abs(door.b[1] + 15.553))
  })

  it('cuts walls at window height and knows their thickness from the layers', () => {
    expect(model.walls.length).toBeGreaterThan(40)
    const wall = model.walls.find((w) => w.globalId === '2O2Fr$t4X7Zf8NOew3FNtn')!
    expect(wall.thickness).toBeCloseTo(0.417, 3)
    // an 8.8 m wall with a door and a window through it at 1.2 m: three pieces
    expect(wall.cut).toHaveLength(3)
    for (const loop of wall.cut) expect(signedArea(loop)).toBeGreaterThan(0)
  })

  it("reads its 61 furnishing elements (the README's 86 counts their 25 IfcFurnitureType too)", () => {
    expect(model.furniture).toHaveLength(61)
    for (const item of model.furniture) {
      expect(item.entity).toBe('IfcFurnishingElement')
      expect(item.outline.length, item.name).toBeGreaterThanOrEqual(3)
      expect(item.size[0] * item.size[1], item.name).toBeGreaterThan(0)
      expect(item.storey, item.name).not.toBe('')
    }
    const cabinet = model.furniture.find((f) => f.globalId === '0wkEuT1wr1kOyafLY4vy_8')!
    // 800 mm wide along its own x, which points to -x: 180°
    expect(cabinet.size[0]).toBeCloseTo(0.8, 3)
    expect(cabinet.angle).toBe(180)
    expect(cabinet.typeName).toBe('800 mm')
  })
})

describe.runIf(haveSamples)("readIfc: IfcOpenShell's IfcOpenHouse (IFC4, millimetres)", () => {
  let model: IfcModelData
  beforeAll(async () => {
    model = await readIfc(readFileSync(housePath))
  })

  it('has no spaces but walls, a door and windows', () => {
    expect(model.schema).toBe('IFC4')
    expect(model.spaces).toEqual([])
    expect(model.walls).toHaveLength(4)
    expect(model.doors).toHaveLength(1)
    expect(model.windows).toHaveLength(5)
    expect(model.trueNorth).toEqual([0, 1])
  })

  it('scales millimetres to metres: attributes, placements, layers and meshes', () => {
    const [door] = model.doors
    // OverallWidth 1000., OverallHeight 2200., placed at (4800, 1600)
    expect(door!.width).toBeCloseTo(1, 9)
    expect(door!.height).toBeCloseTo(2.2, 9)
    expect(door!.frame.origin).toEqual([4.8, 1.6])
    expect(door!.operation).toBe('SINGLE_SWING_LEFT')
    expect(Math.hypot(door!.b[0] - door!.a[0], door!.b[1] - door!.a[1])).toBeCloseTo(1, 2)
    for (const wall of model.walls) expect(wall.thickness).toBeCloseTo(0.36, 6)
    const south = model.walls.find((w) => w.name === 'South wall')!
    expect(south.axis).toEqual([
      [-5, 0],
      [5, 0],
    ])
    expect(south.top).toBeCloseTo(3, 6)
  })
})

describe.runIf(haveSamples)('readIfc refuses a cut-off copy of the Duplex', () => {
  it.each([0.5, 0.999])('cut at %f of its length', async (fraction) => {
    const bytes = readFileSync(duplexPath)
    const error = await failure(bytes.subarray(0, Math.floor(bytes.length * fraction)))
    expect(error.kind).toBe('truncated')
    expect(error.message).toMatch(/cut off/)
  })
})

describe('readIfc refuses what is not an IFC model it reads', () => {
  const encode = (text: string) => new TextEncoder().encode(text)
  const header = (schema: string) =>
    `ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION((''),'2;1');\nFILE_SCHEMA(('${schema}'));\nENDSEC;\n`

  it('a text file', async () => {
    expect((await failure(encode('Dear architect, here is the model.'))).kind).toBe('not-step')
  })

  it('an IFC5 file, naming the schema', async () => {
    const error = await failure(encode(`${header('IFC5')}DATA;\nENDSEC;\nEND-ISO-10303-21;\n`))
    expect(error.kind).toBe('schema')
    expect(error.message).toContain('IFC5')
  })

  it('a file whose DATA section holds no entity', async () => {
    const error = await failure(encode(`${header('IFC4')}DATA;\nENDSEC;\nEND-ISO-10303-21;\n`))
    expect(error.kind).toBe('truncated')
    expect(error.message).toMatch(/no entities/)
  })
})
