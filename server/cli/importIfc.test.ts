import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestApi, type TestApi } from '../api/testApi'
import { readImportedBuildings } from '../catalogue/imported'
import { HELP, importIfc } from './import-ifc'
import { runTool } from './toolRunner'
import { captureIo } from './toolTestIo'

// The public sample models beside the repository (shared/ifc); CI lays them out there too.
const SAMPLES = path.resolve(process.cwd(), '../shared/ifc')
const DUPLEX = path.join(SAMPLES, 'duplex.ifc')
const HOUSE = path.join(SAMPLES, 'IfcOpenHouse_IFC4.ifc')
const have = fs.existsSync(DUPLEX) && fs.existsSync(HOUSE)

let api: TestApi
let dir: string
beforeEach(async () => {
  api = await openTestApi()
  dir = path.join(api.dir, 'buildings')
})
afterEach(async () => {
  await api.close()
})

async function run(...argv: string[]) {
  const io = captureIo(api.config)
  const code = await runTool(HELP, importIfc, [...argv, '--dir', dir], io)
  return { code, out: io.out.join(''), err: io.err.join('') }
}

/** A broken copy of a sample, made by the test (the samples themselves are never edited). */
function copyOf(name: string, edit: (text: string) => string): string {
  const file = path.join(api.dir, name)
  fs.writeFileSync(file, edit(fs.readFileSync(DUPLEX, 'latin1')), 'latin1')
  return file
}

const nothingWritten = () => expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([])

describe.skipIf(!have)('npm run import:ifc', () => {
  it('prints what it would import from the Duplex and writes nothing on a dry run', async () => {
    const { code, out } = await run(DUPLEX, '--building', 'Б3', '--flats', 'prefix:1', '--dry-run')
    expect(code).toBe(0)
    expect(out).toContain('Building Б3 / B3 (code 23)')
    expect(out).toMatch(/23-1-1-1 {2}A: 2 level\(s\), 2 bedroom\(s\)/)
    expect(out).toContain('storey T/FDN')
    expect(out).toContain('Dry run: nothing was written.')
    nothingWritten()
  }, 30_000)

  it('writes the building as content the catalogue reads, its flats on sale at a price on request', async () => {
    const { code, out } = await run(
      DUPLEX,
      '--building',
      '23',
      '--flats',
      'prefix:1',
      '--at',
      '280,136',
    )
    expect([code, out]).toEqual([0, expect.stringContaining('Imported Б3 (23)')])
    const [building] = readImportedBuildings(dir)
    expect(building?.code).toBe(23)
    expect(building?.siting).toEqual({ cx: 280, cy: 136, angle: 0 })
    expect(building?.source.sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(building?.flats.map((f) => f.alt)).toEqual(['23-1-1-1', '23-1-1-2'])
    // A second import of the same code is refused without --replace, and with it replaces.
    const again = await run(DUPLEX, '--building', '23', '--flats', 'prefix:1')
    expect([again.code, again.err]).toEqual([1, expect.stringContaining('give --replace')])
    const replaced = await run(
      DUPLEX,
      '--building',
      '23',
      '--flats',
      'prefix:1',
      '--replace',
      '--at',
      '280,136,15',
    )
    expect(replaced.code).toBe(0)
    expect(readImportedBuildings(dir)[0]?.siting.angle).toBe(15)
  }, 60_000)

  it.each([
    [
      'a file that is not STEP',
      () => writeText('plan.ifc', 'PK\u0003\u0004 not a model'),
      /cannot be read as an IFC model/,
    ],
    [
      'an unsupported schema',
      () =>
        copyOf('ifc5.ifc', (t) => t.replace("FILE_SCHEMA(('IFC2X3'))", "FILE_SCHEMA(('IFC5'))")),
      /IFC5/,
    ],
    [
      'a truncated file',
      () => copyOf('cut.ifc', (t) => t.slice(0, Math.floor(t.length / 2))),
      /cannot be read as an IFC model/,
    ],
  ])(
    'refuses %s with exit 2, writing nothing',
    async (_, make, message) => {
      const { code, err } = await run(make(), '--building', '23', '--flats', 'prefix:1')
      expect([code, err]).toEqual([2, expect.stringMatching(message)])
      nothingWritten()
    },
    30_000,
  )

  it('refuses a model without rooms (IfcOpenHouse has no IfcSpace), saying why', async () => {
    const { code, err } = await run(HOUSE, '--building', '23', '--flats', 'one')
    expect([code, err]).toEqual([1, expect.stringContaining('the model has no IfcSpace')])
    nothingWritten()
  }, 30_000)

  it('refuses a flat rule that leaves spaces outside every flat, naming them', async () => {
    const { code, err } = await run(DUPLEX, '--building', '23', '--flats', 'zone')
    expect([code, err]).toEqual([1, expect.stringContaining('no IfcZone')])
    const prefix = await run(DUPLEX, '--building', '23', '--flats', 'prefix:5')
    expect(prefix.err).toMatch(
      /A101 \(0BTBFw6f90Nfh9rP1dlXrr\): the space's name "A101" is shorter/,
    )
    nothingWritten()
  }, 30_000)

  it('refuses a place on another building and a code in use, and a drawn building with sold flats', async () => {
    // А1 (11) stands at 283, 74 on the master plan.
    const onTop = await run(DUPLEX, '--building', '23', '--flats', 'prefix:1', '--at', '283,74')
    expect([onTop.code, onTop.err]).toEqual([1, expect.stringContaining('it overlaps building 11')])
    const taken = await run(DUPLEX, '--building', 'A1', '--flats', 'prefix:1')
    expect(taken.err).toContain('Building А1 (11) is already on the site')
    const sold = await run(DUPLEX, '--building', '11', '--flats', 'prefix:1', '--replace')
    expect([sold.code, sold.err]).toEqual([
      1,
      expect.stringMatching(/cannot be replaced: \d+ of its \d+ flats/),
    ])
    nothingWritten()
  }, 60_000)

  it('refuses a code outside the spec rule as a usage error', async () => {
    const { code, err } = await run(DUPLEX, '--building', '41')
    expect([code, err]).toEqual([
      2,
      expect.stringContaining("not a building code by the spec's rule"),
    ])
  })
})

function writeText(name: string, text: string): string {
  const file = path.join(api.dir, name)
  fs.writeFileSync(file, text)
  return file
}
