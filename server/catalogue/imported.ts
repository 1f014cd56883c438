// Buildings imported from architects' models (`npm run import:ifc`): one folder a building under
// content/buildings/ (or KHVOYA_BUILDINGS_DIR), holding building.json with its geometry, its flats,
// where it stands on the master plan and the model it came from. The build reads them beside the
// buildings the generator draws, so every screen, PDF, feed and the sun and view show them.

import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { BuildingGeometry } from '../../engine/geometry'
import { isBuildingCode } from '../../engine/buildings'
import type { LivingFormat } from '../../engine/types'
import type { Siting } from './site/siteData'

export const IMPORTED_FILE = 'building.json'

export interface ImportedFlatRow {
  alt: string
  /** The flat's name in the model (its zone, its spaces' prefix). */
  name: string
  s: number
  f: number
  n: number
  plan: string
  rc: number
  bc: number
  sq: number
  sqTerrace: number
  lv: 1 | 2
}

export interface ImportedBuilding {
  version: 1
  code: number
  format: LivingFormat
  /** Centre and clockwise angle of the plan frame on the master plan, in site metres. */
  siting: Siting
  /** Degrees clockwise from the model's +Y to north, as the import used it. */
  north: number
  source: {
    file: string
    sha256: string
    schema: string
    application: string
    project: string
    /** When the import ran, ISO date-time. */
    importedAt: string
  }
  geometry: BuildingGeometry
  flats: ImportedFlatRow[]
}

/** The folder imported buildings live in: KHVOYA_BUILDINGS_DIR, else content/buildings. */
export function importedBuildingsDir(
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
): string {
  return path.resolve(root, env.KHVOYA_BUILDINGS_DIR?.trim() || 'content/buildings')
}

const SHAPE = z.object({
  version: z.literal(1),
  code: z.number().refine(isBuildingCode, 'not a building code by the spec rule (11-39)'),
  format: z.enum(['hotel', 'serviced', 'private']),
  siting: z.object({ cx: z.number(), cy: z.number(), angle: z.number() }),
  north: z.number(),
  source: z.object({ file: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/) }).passthrough(),
  geometry: z.object({ code: z.number(), floors: z.array(z.unknown()).min(1) }).passthrough(),
  flats: z
    .array(
      z
        .object({ alt: z.string(), f: z.number(), n: z.number(), plan: z.string(), sq: z.number() })
        .passthrough(),
    )
    .min(1),
})

export class ImportedBuildingError extends Error {}

/** Every imported building, by code; a folder with a malformed file stops the build, naming it. */
export function readImportedBuildings(dir = importedBuildingsDir()): ImportedBuilding[] {
  if (!fs.existsSync(dir)) return []
  const out: ImportedBuilding[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const file = path.join(dir, entry.name, IMPORTED_FILE)
    if (!fs.existsSync(file)) continue
    let json: unknown
    try {
      json = JSON.parse(fs.readFileSync(file, 'utf8'))
    } catch (error) {
      throw new ImportedBuildingError(`${file}: not JSON (${(error as Error).message})`)
    }
    const checked = SHAPE.safeParse(json)
    if (!checked.success)
      throw new ImportedBuildingError(
        `${file}: ${checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      )
    const building = json as ImportedBuilding
    if (building.geometry.code !== building.code)
      throw new ImportedBuildingError(
        `${file}: geometry is of building ${building.geometry.code}, not ${building.code}`,
      )
    out.push(building)
  }
  return out.sort((a, b) => a.code - b.code)
}

/** The folder of one building: `<dir>/<code>`. */
export const importedFolder = (dir: string, code: number) => path.join(dir, String(code))
