// The small floor plan: every section of the flat's floor in the building's plan frame (the same
// orientation as the flat plan above it), common parts tinted, the flat itself in pine. Pure.

import type { BuildingGeometry } from '../../engine/geometry'
import { flatNumberLabel } from '../../engine/labels'
import { apply, boundsOf, PathData, placeAt } from './pathData'
import { labelPoint } from './labelPoint'
import type { Box } from './planFit'
import type { SheetItem } from './sheetTypes'
import type { Typesetter } from './typeset'

export function drawFloorInset(
  ts: Typesetter,
  building: BuildingGeometry,
  floor: number,
  alt: string,
  box: Box,
): void {
  const sections = building.floors.filter((f) => f.f === floor)
  if (sections.length === 0) return
  const b = boundsOf(sections.flatMap((s) => [...s.outline, ...s.flats.flatMap((f) => f.outline)]))
  const k = Math.min(box.width / (b.maxX - b.minX), (box.height - 4) / (b.maxY - b.minY))
  const left = box.x + (box.width - (b.maxX - b.minX) * k) / 2
  // Top-aligned under its title, like the master plan beside it.
  const top = box.y + 4
  const m = placeAt(k, [b.minX, b.minY], [left, top])
  const shells = new PathData(m)
  const common = new PathData(m)
  const flats = new PathData(m)
  const target = new PathData(m)
  for (const section of sections) {
    shells.polygon(section.outline)
    if (section.corridor) common.polygon(section.corridor)
    const core = section.core
    if (core)
      for (const part of [core.lobby, core.stair, core.lift, core.utility]) common.polygon(part)
    for (const flat of section.flats) (flat.alt === alt ? target : flats).polygon(flat.outline)
  }
  const items: SheetItem[] = [
    { kind: 'path', d: shells.toString(), fill: 'beigeDeep' },
    { kind: 'path', d: common.toString(), fill: 'beige' },
    { kind: 'path', d: flats.toString(), fill: 'paper', stroke: 'inkSoft', width: 0.35 },
  ]
  if (!target.empty)
    items.push({ kind: 'path', d: target.toString(), fill: 'pine', stroke: 'pine', width: 0.35 })
  // The sections' outer faces last, so the building reads as one body round its flats.
  items.push({ kind: 'path', d: shells.toString(), stroke: 'charcoal', width: 0.8 })
  ts.push(...items)
  // Numbers on the floor, as the signs by the doors will show them; small enough not to shout.
  for (const section of sections) {
    for (const flat of section.flats) {
      const { at, clearance } = labelPoint(flat.outline)
      if (clearance * k < 4) continue
      const [x, y] = apply(m, at)
      const mine = flat.alt === alt
      ts.text(
        flatNumberLabel(flat.n),
        x,
        y + 2,
        {
          font: mine ? 'bold' : 'regular',
          size: mine ? 6.5 : 5.5,
          ink: mine ? 'paper' : 'inkSoft',
        },
        'center',
      )
    }
  }
}
