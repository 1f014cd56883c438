// The door through which an architect's IFC model enters: its bytes checked (stepHeader.ts),
// opened with web-ifc (WASM, Node only, at import time), read into IfcModelData in metres, and
// closed again. Everything after this file sees only ifcModel.ts's plain data.
import * as W from 'web-ifc'
import { FURNITURE_ENTITIES, isFurniture, readFurniture } from './ifcFurniture'
import { elementMeshes } from './ifcMeshes'
import {
  type IfcModelData,
  IfcReadError,
  type IfcSchemaName,
  type IfcStoreyData,
  type IfcWallData,
  type IfcZoneData,
} from './ifcModel'
import { readOpening } from './ifcOpenings'
import { planFrame, trueNorthOf, worldMatrix } from './ifcPlacement'
import { readRelations } from './ifcRelations'
import { DEFAULT_CUT_HEIGHT, readSpace, readWall } from './ifcSpacesWalls'
import { readUnits } from './ifcUnits'
import { type IfcLine, ModelLines, num, ref, text } from './ifcValues'
import { type ReadContext, refOf, withParts } from './readContext'
import { checkStepBytes } from './stepHeader'

export interface ReadIfcOptions {
  /** Height above each storey's elevation at which walls are cut, m (default 1.2). */
  cutHeight?: number
}

let engine: Promise<W.IfcAPI> | null = null

/** One web-ifc engine for the process: its WASM starts once; each model is closed after reading. */
function startEngine(): Promise<W.IfcAPI> {
  engine ??= (async () => {
    const api = new W.IfcAPI()
    await api.Init()
    api.SetLogLevel(W.LogLevel.LOG_LEVEL_OFF)
    return api
  })().catch((error: unknown) => {
    engine = null
    throw new IfcReadError('engine', `The IFC engine (web-ifc) did not start: ${messageOf(error)}`)
  })
  return engine
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

const WALLS = [W.IFCWALL, W.IFCWALLSTANDARDCASE, W.IFCWALLELEMENTEDCASE, W.IFCCURTAINWALL]
const DOORS = [W.IFCDOOR, W.IFCDOORSTANDARDCASE]
const WINDOWS = [W.IFCWINDOW, W.IFCWINDOWSTANDARDCASE]

export async function readIfc(
  bytes: Uint8Array,
  options: ReadIfcOptions = {},
): Promise<IfcModelData> {
  const schema = checkStepBytes(bytes)
  const api = await startEngine()
  let model: number
  try {
    model = api.OpenModel(bytes, { COORDINATE_TO_ORIGIN: false })
  } catch (error) {
    throw new IfcReadError('engine', `web-ifc could not open the model: ${messageOf(error)}`)
  }
  if (model < 0) throw new IfcReadError('engine', `web-ifc could not open this ${schema} model.`)
  try {
    if (api.GetAllLines(model).size() === 0) {
      throw new IfcReadError('truncated', 'The file has no entities in its DATA section.')
    }
    return readOpenModel(api, model, schema, options.cutHeight ?? DEFAULT_CUT_HEIGHT)
  } catch (error) {
    if (error instanceof IfcReadError) throw error
    throw new IfcReadError('engine', `web-ifc failed while reading the model: ${messageOf(error)}`)
  } finally {
    api.CloseModel(model)
  }
}

function readOpenModel(
  api: W.IfcAPI,
  model: number,
  schema: IfcSchemaName,
  cutHeight: number,
): IfcModelData {
  const lines = new ModelLines(api, model)
  const units = readUnits(lines)
  const relations = readRelations(lines)

  const storeys = new Map<number, IfcStoreyData>()
  for (const line of lines.linesOf([W.IFCBUILDINGSTOREY])) {
    storeys.set(line.expressID, {
      ...refOf(line),
      elevation: storeyElevation(api, lines, line, units.length),
    })
  }

  const spaceLines = lines.linesOf([W.IFCSPACE])
  const wallLines = lines.linesOf(WALLS)
  const doorLines = lines.linesOf(DOORS)
  const windowLines = lines.linesOf(WINDOWS)
  const furnitureLines = lines
    .linesOf([...FURNITURE_ENTITIES.keys()])
    .filter((line) => isFurniture({ lines, relations }, line))
  const meshed = [spaceLines, wallLines, doorLines, windowLines, furnitureLines].flatMap((list) =>
    list.map((line) => line.expressID),
  )
  const ctx: ReadContext = {
    api,
    model,
    lines,
    units,
    relations,
    storeys,
    meshes: elementMeshes(api, model, withParts(relations, meshed)),
  }

  const walls = new Map<number, IfcWallData>()
  for (const line of wallLines) {
    const kind = line.type === W.IFCCURTAINWALL ? 'curtain-wall' : 'wall'
    walls.set(line.expressID, readWall(ctx, line, kind, cutHeight))
  }
  const spaces = spaceLines.map((line) => readSpace(ctx, line))
  const spaceIds = new Map(spaceLines.map((line, i) => [line.expressID, spaces[i]!.globalId]))
  const zones: IfcZoneData[] = lines.linesOf([W.IFCZONE]).map((zone) => ({
    ...refOf(zone),
    spaces: (relations.zoneMembers.get(zone.expressID) ?? [])
      .map((id) => spaceIds.get(id))
      .filter((id): id is string => id !== undefined),
  }))

  const project = lines.linesOf([W.IFCPROJECT])[0]
  return {
    schema,
    project: project ? text(project.LongName) || text(project.Name) : '',
    application: applicationOf(api, model, lines),
    trueNorth: trueNorthOf(lines),
    storeys: [...storeys.values()].sort((a, b) => a.elevation - b.elevation),
    spaces,
    walls: [...walls.values()],
    doors: doorLines.map((line) => readOpening(ctx, line, 'door', walls)),
    windows: windowLines.map((line) => readOpening(ctx, line, 'window', walls)),
    furniture: furnitureLines.map((line) => readFurniture(ctx, line)),
    zones,
  }
}

/**
 * A storey's floor in the world's z, metres. IFC states Elevation in the file's unit relative to
 * the building, whose placement may lift it (a site at sea level + 100 m), so the height of the
 * storey's placement's parent is added; a storey without Elevation stands where it is placed.
 */
function storeyElevation(api: W.IfcAPI, lines: ModelLines, storey: IfcLine, scale: number): number {
  const model = lines.model
  const placement = lines.get(ref(storey.ObjectPlacement))
  const zOf = (id: number | null) => {
    const matrix = worldMatrix(api, model, id)
    return matrix ? planFrame(matrix, scale).z : null
  }
  const stated = num(storey.Elevation)
  if (stated === null) return zOf(placement?.expressID ?? null) ?? 0
  return stated * scale + (zOf(ref(placement?.PlacementRelTo)) ?? 0)
}

/** The authoring tool: the model's IfcApplication, else the header's originating system. */
function applicationOf(api: W.IfcAPI, model: number, lines: ModelLines): string {
  const app = lines.linesOf([W.IFCAPPLICATION])[0]
  if (app) {
    const name = text(app.ApplicationFullName)
    const version = text(app.Version)
    if (name) return version && !name.includes(version) ? `${name} ${version}` : name
  }
  try {
    const header = api.GetHeaderLine(model, W.FILE_NAME) as { arguments?: unknown[] } | undefined
    const [, , , , preprocessor, originating] = header?.arguments ?? []
    return text(originating) || text(preprocessor)
  } catch {
    return ''
  }
}
