// One import for the IFC benchmark, in a process of its own so its peak memory is its own: read
// the model with web-ifc, map it and report as `import:ifc --dry-run` does, then print a JSON
// line with the report's first lines and every room's computed and stated area.
// Usage: node --import tsx bench/ifcProbe.ts FILE.ifc FLAT-RULE

import { readFileSync } from 'node:fs'
import { parseFlatRule } from '../server/ifc/mapping/flatRules'
import { mapModel } from '../server/ifc/mapping/toBuilding'
import { readIfc } from '../server/ifc/readIfc'

const [file = '', ruleText = 'one'] = process.argv.slice(2)
const bytes = readFileSync(file)
const started = performance.now()
const model = await readIfc(new Uint8Array(bytes))
const readMs = Math.round(performance.now() - started)
const rule = parseFlatRule(ruleText) ?? { kind: 'one' as const }
const result = mapModel(model, {
  code: 33,
  flats: rule,
  format: 'private',
  file,
  sha256: '0'.repeat(64),
})
const mapMs = Math.round(performance.now() - started) - readMs
const counts = `${model.storeys.length} storeys, ${model.spaces.length} spaces, ${model.walls.length} walls, ${model.doors.length + model.windows.length} doors and windows, ${model.furniture.length} furniture`
console.log(
  JSON.stringify({
    summary: result.ok
      ? `${counts}; read ${readMs} ms, mapped ${mapMs} ms: ${result.building.geometry.floorCount} floors, ${result.building.flats.length} flats`
      : `${counts}; refused: ${result.problems.map((p) => p.message).join('; ')}`,
    areas: result.ok ? result.building.areas : [],
  }),
)
