// One building's geometry file: every section floor with its core, corridor and placed flats,
// the front elevation, and the layouts its flats use. Pure: the resort model in, JSON-ready out.

import type {
  BuildingGeometry,
  FlatLayout,
  FloorFlat,
  PlanPoint,
  SectionFloor,
} from '../../../engine/geometry'
import type { BuildingModel } from '../model'
import type { LayoutRegistry } from '../plan/registry'
import type { Rect } from '../plan/rect'
import { coreGeometry } from './core'
import { facadeGeometry } from './facade'
import { placeLevel } from './placeLevel'

const polygon = (r: Rect): PlanPoint[] =>
  [
    [r.x0, r.y0],
    [r.x0, r.y1],
    [r.x1, r.y1],
    [r.x1, r.y0],
  ] as unknown as PlanPoint[]

export function buildingGeometry(model: BuildingModel, layouts: LayoutRegistry): BuildingGeometry {
  const { info } = model
  const used = new Map<string, FlatLayout>()
  const floors = model.floors.map((floor): SectionFloor => {
    const { core, windows } = coreGeometry(floor.core, model.rowDepth, floor.f === 1)
    const flats = floor.flats.map((slot): FloorFlat => {
      const layout = layouts.get(slot.spec)
      used.set(layout.plan, layout)
      const levels = layout.levels.map((level) => placeLevel(level, slot.placement))
      return {
        alt: `${info.code}-${floor.s}-${floor.f}-${slot.n}`,
        n: slot.n,
        plan: layout.plan,
        placement: slot.placement,
        outline: (levels[0] as (typeof levels)[number]).outline,
        levels,
      }
    })
    return {
      alt: `${info.code}-${floor.s}-${floor.f}`,
      s: floor.s,
      f: floor.f,
      outline: polygon(floor.outline),
      core,
      corridor: polygon(floor.corridor),
      flats,
      windows,
    }
  })
  const size = [model.length, model.depth] as const
  return {
    code: info.code,
    label: info.label,
    type: info.type,
    theme: info.theme,
    format: info.format,
    size,
    floorHeight: model.floorHeight,
    floorCount: info.floors,
    sectionCount: info.sections,
    facade: facadeGeometry(info.code, size, model.floorHeight, info.floors, floors),
    floors,
    layouts: Object.fromEntries([...used.entries()].sort(([a], [b]) => a.localeCompare(b))),
  }
}
