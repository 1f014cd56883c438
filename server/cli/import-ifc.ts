// npm run import:ifc -- FILE.ifc --building CODE [options]: the architect's model (IFC2X3 or
// IFC4) in as a building of the site, written as repository content (server/catalogue/imported.ts)
// that the next build shows on every screen. All or nothing: a model, a rule or a place that
// cannot be taken is refused with every reason, naming each element, and nothing changes.

import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { buildingCodeFromLabel, isBuildingCode } from '../../engine/buildings'
import type { LivingFormat } from '../../engine/types'
import { type ImportedBuilding, importedBuildingsDir } from '../catalogue/imported'
import { IfcReadError } from '../ifc/ifcModel'
import { buildingName, importReport } from '../ifc/importReport'
import { writeImportedBuilding } from '../ifc/importWrite'
import { parseFlatRule } from '../ifc/mapping/flatRules'
import { mapModel } from '../ifc/mapping/toBuilding'
import { autoPlace, checkPlace, parseAt } from '../ifc/placing'
import { readIfc } from '../ifc/readIfc'
import { siteBuildings } from '../ifc/siteContext'
import { liveStatusesOf } from '../ifc/liveStatuses'
import { EXIT, runIfMain, type Tool, UsageError, usage } from './toolRunner'

export const HELP = `
Usage: npm run import:ifc -- FILE.ifc --building CODE [options]

Imports a building from its architect's BIM model (IFC2X3 or IFC4, a STEP .ifc file): storeys with
rooms become floors, IfcSpace rooms (their outlines and areas from the geometry), walls at their
real thickness, doors and windows in their host walls, furniture and sanitary fixtures, and the
front elevation. It is written to content/buildings/CODE/building.json; the next build
(npm run build, or npm start) shows it on the master plan, in search, on every plans screen, in
the PDFs, the sitemap and the sun-and-view, with every flat on sale at "price on request" until
npm run prices:import sets a price.

  --building CODE   the building's code by the spec's rule (23 or Б3/B3: row Б, number 3)
  --flats RULE      how spaces group into flats (default zone):
                      zone       one flat per IfcZone of the model
                      prefix:N   spaces whose names share their first N characters
                                 (duplex.ifc: prefix:1, A101-A205 are flat A on two levels)
                      one        the whole building is one home, as a house
  --format F        private (default), serviced or hotel: how the flats are sold and run
  --north DEG       degrees clockwise from the model's +Y to north; overrides its TrueNorth
  --at X,Y[,ROT]    its centre on the master plan in site metres (640 x 400 m, north up) and
                    its turn clockwise in degrees (default: north up); or auto (the default):
                    the free place nearest the clubhouse, clear of buildings, water and roads
  --replace         replace the building of that code (refused while any of its flats is
                    booked, reserved or off sale, as sold flats are)
  --dir DIR         where imported buildings live (default KHVOYA_BUILDINGS_DIR or
                    content/buildings)
  --dry-run         read, check and print what would be imported; write nothing
  --help            this text

Exit codes: 0 imported (or dry run passed), 1 refused and nothing changed, 2 usage error or an
unreadable file (not IFC, an unsupported schema, truncated), 3 database error.
Database: DATA_DIR (SQLite) or DATABASE_URL (Postgres), as for the server; read for the live
statuses of a building being replaced. Without a database yet, the seeded statuses count.
`

const FORMATS: readonly LivingFormat[] = ['private', 'serviced', 'hotel']

export const importIfc: Tool = async (argv, io) => {
  const { values, positionals } = usage(() =>
    parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        building: { type: 'string' },
        flats: { type: 'string', default: 'zone' },
        format: { type: 'string', default: 'private' },
        north: { type: 'string' },
        at: { type: 'string', default: 'auto' },
        replace: { type: 'boolean', default: false },
        dir: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
      },
    }),
  )
  if (positionals.length !== 1) throw new UsageError('Give exactly one .ifc file.')
  const file = positionals[0] as string
  const codeText = values.building?.trim() ?? ''
  if (!codeText) throw new UsageError('--building CODE is required (e.g. --building 23 or Б3).')
  const code = /^\d+$/.test(codeText) ? Number(codeText) : buildingCodeFromLabel(codeText)
  if (code === null || !isBuildingCode(code))
    throw new UsageError(
      `--building ${codeText}: not a building code by the spec's rule (two digits, row 1-3 for А/Б/В and number 1-9, e.g. 23 = Б3).`,
    )
  const rule = parseFlatRule(values.flats)
  if (!rule)
    throw new UsageError(`--flats ${values.flats}: give zone, one or prefix:N (N from 1 to 20).`)
  const format = values.format as LivingFormat
  if (!FORMATS.includes(format))
    throw new UsageError(`--format ${values.format}: give private, serviced or hotel.`)
  const north = values.north === undefined ? undefined : Number(values.north)
  if (north !== undefined && (!Number.isFinite(north) || values.north?.trim() === ''))
    throw new UsageError(`--north ${values.north}: give degrees, e.g. --north 15.5.`)
  const at = values.at === 'auto' ? null : parseAt(values.at)
  if (values.at !== 'auto' && at === null)
    throw new UsageError(
      `--at ${values.at}: give X,Y or X,Y,ROT in site metres (0-640, 0-400), or auto.`,
    )
  const dir = values.dir ? path.resolve(values.dir) : importedBuildingsDir()

  let bytes: Buffer
  try {
    bytes = fs.readFileSync(file)
  } catch (error) {
    io.stderr(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}\n`)
    return EXIT.usage
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  const started = performance.now()
  let model: Awaited<ReturnType<typeof readIfc>>
  try {
    model = await readIfc(new Uint8Array(bytes))
  } catch (error) {
    if (error instanceof IfcReadError) {
      io.stderr(`${file} cannot be read as an IFC model: ${error.message}\nNothing was imported.\n`)
      return EXIT.usage
    }
    throw error
  }
  const readMs = performance.now() - started

  const site = siteBuildings(dir)
  const replacing = site.origin.get(code) ?? null
  if (replacing && !values.replace) {
    io.stderr(
      `Building ${buildingName(code)} is already on the site (${replacing === 'drawn' ? "the generator's" : 'imported before'}); give --replace to replace it. Nothing was imported.\n`,
    )
    return EXIT.refused
  }
  const mapped = mapModel(model, {
    code,
    flats: rule,
    format,
    north,
    file: path.basename(file),
    sha256,
  })
  if (!mapped.ok) {
    io.stderr(`${file} cannot be imported as ${buildingName(code)}; nothing was imported:\n`)
    for (const p of mapped.problems)
      io.stderr(`  ${p.element ? `${p.element}: ` : ''}${p.message}\n`)
    return EXIT.refused
  }
  const building = mapped.building
  const others = site.footprints.filter((f) => f.code !== code)
  const size = building.geometry.size
  const angle = at?.angle ?? normalise(-building.north.degrees)
  let siting = at ? { cx: at.cx, cy: at.cy, angle } : autoPlace(code, size, angle, others)
  if (!siting) {
    io.stderr(
      `No free place on the plot fits ${buildingName(code)} (${size[0].toFixed(1)} x ${size[1].toFixed(1)} m); give --at X,Y[,ROT]. Nothing was imported.\n`,
    )
    return EXIT.refused
  }
  if (at) {
    const check = checkPlace({ code, length: size[0], depth: size[1], at: siting }, others, false)
    if (!check.ok) {
      io.stderr(
        `--at ${values.at}: ${buildingName(code)} cannot stand there: ${check.why}. Nothing was imported.\n`,
      )
      return EXIT.refused
    }
  }
  siting = { cx: round1(siting.cx), cy: round1(siting.cy), angle: round1(siting.angle) }

  let forget: string[] = []
  if (replacing) {
    const live = await liveStatusesOf(code, io)
    const blocked = live.filter((f) => f.status !== 1)
    if (blocked.length > 0) {
      const by = (st: number) => blocked.filter((f) => f.status === st).length
      io.stderr(
        `Building ${buildingName(code)} cannot be replaced: ${blocked.length} of its ${live.length} flats are not simply on sale (booked ${by(2)}, reserved ${by(3)}, off sale or sold ${by(0)}). Their buyers were shown the present plans. Nothing was imported.\n`,
      )
      return EXIT.refused
    }
    // Flats that stay (same alt, same area) keep their live price; the others start afresh.
    const next = new Map(building.flats.map((f) => [f.alt, f.sq]))
    forget = live
      .filter((f) => {
        const sq = next.get(f.alt)
        return sq === undefined || Math.abs(sq - f.area) > 0.01 * Math.max(sq, f.area)
      })
      .map((f) => f.alt)
  }

  io.stdout(
    importReport({
      file,
      sha256,
      model,
      readMs,
      building,
      siting,
      placedBy: at ? 'option' : 'auto',
      replacing,
    }),
  )
  if (values['dry-run']) {
    io.stdout('\nDry run: nothing was written.\n')
    return EXIT.ok
  }
  const record: ImportedBuilding = {
    version: 1,
    code,
    format,
    siting,
    north: building.north.degrees,
    source: {
      file: path.basename(file),
      sha256,
      schema: model.schema,
      application: model.application,
      project: model.project,
      importedAt: new Date().toISOString(),
    },
    geometry: building.geometry,
    flats: building.flats,
  }
  const written = writeImportedBuilding(dir, record)
  if (forget.length > 0) await forgetLive(forget, io)
  io.stdout(
    `\nImported ${buildingName(code)} to ${written}.\nRun npm run build (or restart npm start) to show it on the site; undo with: rm -r ${path.dirname(written)} && npm run build\n`,
  )
  return EXIT.ok
}

async function forgetLive(alts: string[], io: Parameters<Tool>[1]): Promise<void> {
  const db = await io.openDb()
  try {
    await db.live.forget(alts)
    await db.meta.set('catalogue_seed', '')
  } finally {
    await db.close()
  }
}

const round1 = (v: number) => Math.round(v * 10) / 10
const normalise = (deg: number) => ((((deg + 180) % 360) + 360) % 360) - 180

runIfMain(import.meta.url, HELP, importIfc)
