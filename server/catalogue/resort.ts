// The whole resort before prices: every building laid out and every flat's layout registered in
// one fixed order, so plan codes are the same for the catalogue and the geometry. Pure.

import { BUILDINGS, type BuildingPlan } from './buildings'
import { type BuildingModel, buildingModel } from './model'
import { LayoutRegistry } from './plan/registry'
import { stressPlans } from './stress'

export interface Resort {
  plans: readonly BuildingPlan[]
  models: readonly BuildingModel[]
  layouts: LayoutRegistry
}

export function resortModel(stress = false): Resort {
  const plans = stress ? stressPlans() : BUILDINGS
  const models = plans.map(buildingModel)
  const layouts = new LayoutRegistry()
  for (const model of models)
    for (const floor of model.floors) for (const slot of floor.flats) layouts.get(slot.spec)
  return { plans, models, layouts }
}
