// The model's length and area units as factors to metres and square metres, read from the
// project's IfcUnitAssignment: an SI unit with its prefix (MILLI.METRE) or a conversion-based
// unit (FOOT = 0.3048 METRE). web-ifc scales meshes itself; placements and attributes it does not.
import * as W from 'web-ifc'
import { enumValue, type IfcLine, type ModelLines, num, ref, refs, text } from './ifcValues'

const PREFIX: Record<string, number> = {
  EXA: 1e18,
  PETA: 1e15,
  TERA: 1e12,
  GIGA: 1e9,
  MEGA: 1e6,
  KILO: 1e3,
  HECTO: 1e2,
  DECA: 1e1,
  DECI: 1e-1,
  CENTI: 1e-2,
  MILLI: 1e-3,
  MICRO: 1e-6,
  NANO: 1e-9,
  PICO: 1e-12,
  FEMTO: 1e-15,
  ATTO: 1e-18,
}

/** Common conversion-based units by name, for files that state the name but not the factor. */
const NAMED_LENGTH: Record<string, number> = { FOOT: 0.3048, INCH: 0.0254, YARD: 0.9144 }

export interface ModelUnits {
  /** Metres per length unit of the file. */
  length: number
  /** Square metres per area unit of the file. */
  area: number
}

/** The factor of a unit to its SI base, or null when the line is not a unit we understand. */
function unitFactor(lines: ModelLines, unit: IfcLine | null, depth = 0): number | null {
  if (!unit || depth > 4) return null
  if (unit.type === W.IFCSIUNIT) {
    const prefix = enumValue(unit.Prefix)
    const power = enumValue(unit.UnitType) === 'AREAUNIT' ? 2 : 1
    return prefix ? (PREFIX[prefix] ?? 1) ** power : 1
  }
  if (unit.type === W.IFCCONVERSIONBASEDUNIT) {
    const measure = lines.get(ref(unit.ConversionFactor))
    const value = num(measure?.ValueComponent)
    const base = unitFactor(lines, lines.get(ref(measure?.UnitComponent)), depth + 1)
    if (value !== null && base !== null) return value * base
    return NAMED_LENGTH[text(unit.Name).toUpperCase()] ?? null
  }
  return null
}

/** Metres (and square metres) per unit of the file; 1 when the project states no unit. */
export function readUnits(lines: ModelLines): ModelUnits {
  const project = lines.linesOf([W.IFCPROJECT])[0] ?? null
  const assignment = lines.get(ref(project?.UnitsInContext))
  let length: number | null = null
  let area: number | null = null
  for (const unit of refs(assignment?.Units).map((id) => lines.get(id))) {
    const kind = enumValue(unit?.UnitType)
    if (kind === 'LENGTHUNIT') length = unitFactor(lines, unit)
    if (kind === 'AREAUNIT') area = unitFactor(lines, unit)
  }
  const metres = length ?? 1
  return { length: metres, area: area ?? metres * metres }
}
