// The import's report, as `import:ifc` prints it before it writes anything (and all that a dry
// run prints): what was read, the building as it will stand, every flat with its rooms, what was
// skipped and why, the areas against the model's own, and where it goes on the master plan.

import { canvas } from '../../content/i18n/canvas'
import { buildingLabel } from '../../engine/buildings'
import type { IfcModelData } from './ifcModel'
import type { MappedBuilding } from './mapping/importTypes'
import type { Siting } from '../catalogue/site/siteData'

const m2 = (v: number) => `${v.toFixed(1)} m²`

export interface ReportInput {
  file: string
  sha256: string
  model: IfcModelData
  readMs: number
  building: MappedBuilding
  siting: Siting
  placedBy: 'option' | 'auto'
  replacing: 'drawn' | 'imported' | null
}

export function importReport(input: ReportInput): string {
  const { model, building, siting } = input
  const g = building.geometry
  const lines: string[] = []
  lines.push(
    `Model: ${input.file} (${model.schema}${model.application ? `, ${model.application}` : ''})`,
  )
  lines.push(`  SHA-256 ${input.sha256}`)
  lines.push(
    `  read in ${(input.readMs / 1000).toFixed(1)} s: ${model.storeys.length} storeys, ${model.spaces.length} spaces, ${model.walls.length} walls, ${model.doors.length} doors, ${model.windows.length} windows, ${model.furniture.length} furniture and fixtures, ${model.zones.length} zones`,
  )
  const north =
    building.north.from === 'option'
      ? `${building.north.degrees}° clockwise from the model's +Y (--north)`
      : building.north.from === 'model'
        ? `${building.north.degrees}° clockwise from the model's +Y (the model's TrueNorth)`
        : "the model's +Y (the model states no TrueNorth; --north DEG sets it)"
  lines.push(`  north: ${north}`)
  lines.push('')
  lines.push(
    `Building ${g.label.ru} / ${g.label.en} (code ${g.code}), ${g.format}, ${g.size[0].toFixed(1)} x ${g.size[1].toFixed(1)} m, ${g.floorCount} floor(s) of ${g.floorHeight.toFixed(2)} m${input.replacing ? `, replacing the ${input.replacing} building of that code` : ', new on the site'}`,
  )
  lines.push('Floors:')
  for (const storey of building.storeys) {
    const floor = g.floors.find((f) => f.f === storey.f)
    const here = (floor?.flats ?? []).map((f) => {
      const name = building.flats.find((x) => x.alt === f.alt)?.name ?? f.alt
      return f.upper ? `upper level of ${name}` : `flat ${name} (№ ${f.n})`
    })
    lines.push(
      `  ${storey.f}  ${storey.name} (elevation ${storey.elevation.toFixed(2)} m): ${here.join(', ') || 'no flats'}`,
    )
  }
  lines.push('Flats:')
  for (const flat of building.flats) {
    const layout = g.layouts[flat.plan]
    const rooms = (layout?.levels ?? [])
      .flatMap((level) => level.rooms.map((r) => `${r.name ?? r.kind} ${r.area.toFixed(1)}`))
      .join(', ')
    const counts = (layout?.levels ?? []).reduce(
      (acc, level) => ({
        doors: acc.doors + level.doors.length,
        windows: acc.windows + level.windows.length,
        furniture: acc.furniture + level.furniture.length,
      }),
      { doors: 0, windows: 0, furniture: 0 },
    )
    lines.push(
      `  ${flat.alt}  ${flat.name}: ${flat.lv} level(s), ${flat.rc} bedroom(s), ${flat.bc} bathroom(s), ${m2(flat.sq)}${flat.sqTerrace > 0 ? ` + terrace ${m2(flat.sqTerrace)}` : ''}, plan ${flat.plan}`,
    )
    lines.push(`      rooms: ${rooms}`)
    lines.push(
      `      ${counts.doors} doors, ${counts.windows} windows, ${counts.furniture} furniture and fixtures`,
    )
  }
  if (building.skipped.length > 0) {
    lines.push('Left out:')
    for (const s of building.skipped) lines.push(`  ${s.what}: ${s.why}`)
  }
  const stated = building.areas.filter((a) => a.stated !== null)
  if (stated.length === 0) {
    lines.push(
      `Areas: ${building.areas.length} rooms, computed from their outlines (the model states no NetFloorArea)`,
    )
  } else {
    const off = stated.filter(
      (a) => Math.abs(a.computed - (a.stated as number)) > 0.03 * (a.stated as number),
    )
    lines.push(
      `Areas: ${stated.length - off.length} of ${stated.length} rooms within 3 % of the model's NetFloorArea`,
    )
    for (const a of off)
      lines.push(
        `  ${a.space}: computed ${m2(a.computed)}, the model states ${m2(a.stated as number)}`,
      )
  }
  lines.push(
    `Place: site x ${siting.cx.toFixed(0)} m, y ${siting.cy.toFixed(0)} m, turned ${siting.angle.toFixed(1)}° clockwise${input.placedBy === 'auto' ? ' (--at auto: the free place nearest the clubhouse)' : ' (--at)'}`,
  )
  lines.push(
    `Sale: every flat on sale, the price on request ("${canvas.ru.priceOnRequest}" / "${canvas.en.priceOnRequest}") until import-prices sets one; the portal feeds list only priced flats.`,
  )
  return `${lines.join('\n')}\n`
}

/** 'Б3 (23)': how messages name a building. */
export const buildingName = (code: number) => `${buildingLabel(code, 'ru')} (${code})`
