// The whole resort before prices: every building laid out and every flat's layout registered in
// one fixed order, so plan codes are the same for the catalogue and the geometry, and the
// buildings imported from architects' models beside them (one replaces a drawn building of its
// code). Pure but for reading the imported buildings' folder when none are passed.

import type { FlatLayout } from '../../engine/geometry'
import { BUILDINGS, type BuildingPlan } from './buildings'
import { type ImportedBuilding, readImportedBuildings } from './imported'
import { type BuildingModel, buildingModel } from './model'
import { LayoutRegistry } from './plan/registry'
import { stressPlans } from './stress'

export interface Resort {
  plans: readonly BuildingPlan[]
  models: readonly BuildingModel[]
  layouts: LayoutRegistry
  /** Buildings from architects' models (none in the stress catalogue). */
  imported: readonly ImportedBuilding[]
}

export function resortModel(
  stress = false,
  imported: readonly ImportedBuilding[] = stress ? [] : readImportedBuildings(),
): Resort {
  const replaced = new Set(imported.map((b) => b.code))
  const plans = (stress ? stressPlans() : BUILDINGS).filter((p) => !replaced.has(p.code))
  const models = plans.map(buildingModel)
  const layouts = new LayoutRegistry()
  for (const model of models)
    for (const floor of model.floors) for (const slot of floor.flats) layouts.get(slot.spec)
  return { plans, models, layouts, imported }
}

/** Every layout of the resort: the generator's, then each imported building's. */
export function resortLayouts(resort: Resort): FlatLayout[] {
  return [
    ...resort.layouts.all(),
    ...resort.imported.flatMap((b) => Object.values(b.geometry.layouts)),
  ]
}

/** The codes of every building on the site, ascending: the drawn ones and the imported ones. */
export function siteBuildingCodes(
  imported: readonly ImportedBuilding[] = readImportedBuildings(),
): number[] {
  const codes = new Set([...BUILDINGS.map((p) => p.code), ...imported.map((b) => b.code)])
  return [...codes].sort((a, b) => a - b)
}
