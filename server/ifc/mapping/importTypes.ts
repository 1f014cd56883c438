// What the mapping from an architect's model to a building of the site is asked and answers.

import type { BuildingGeometry } from '../../../engine/geometry'
import type { ImportedFlatRow } from '../../catalogue/imported'
import type { LivingFormat } from '../../../engine/types'
import type { IfcRef } from '../ifcModel'

/** How the model's spaces group into flats (`--flats`). */
export type FlatRule = { kind: 'zone' } | { kind: 'prefix'; length: number } | { kind: 'one' }

export interface MappingOptions {
  /** The building's code on the site: 23 is Б3, 33 is В3. */
  code: number
  flats: FlatRule
  format: LivingFormat
  /** Degrees clockwise from the model's +Y to north; overrides the model's TrueNorth. */
  north?: number
  /** The model file's name and SHA-256, kept with the building. */
  file: string
  sha256: string
}

/** A refusal: what is wrong, naming the element by name and GlobalId where there is one. */
export interface MappingProblem {
  element: string | null
  message: string
}

/** One flat as the catalogue lists it (the geometry holds its plan): the imported row. */
export type ImportedFlat = ImportedFlatRow

/** A room's area as computed from its outline, beside the area the model states (if it does). */
export interface AreaCheck {
  space: string
  computed: number
  stated: number | null
}

export interface MappedBuilding {
  geometry: BuildingGeometry
  flats: ImportedFlat[]
  /** North as used: degrees clockwise from the model's +Y, and where it came from. */
  north: { degrees: number; from: 'option' | 'model' | 'default' }
  /** Storeys used as floors, lowest first, and those skipped with why. */
  storeys: { name: string; f: number; elevation: number }[]
  skipped: { what: string; why: string }[]
  areas: AreaCheck[]
  /** Counts of what was read, for the report. */
  counts: { spaces: number; walls: number; doors: number; windows: number; furniture: number }
}

export type MappingResult =
  | { ok: true; building: MappedBuilding }
  | { ok: false; problems: MappingProblem[] }

/** `name (GlobalId)`, or the GlobalId alone for an element without a name. */
export const refText = (ref: IfcRef): string =>
  ref.name.trim() ? `${ref.name.trim()} (${ref.globalId})` : ref.globalId
