// Draws one floor of a building, every section side by side, as the floor view shows it: walls,
// corridor and core, each flat with its rooms, doors, windows, furniture and number. Pure.

import type {
  BuildingGeometry,
  CoreGeometry,
  PlanPoint,
  Polygon,
  SectionFloor,
} from '../../../engine/geometry'
import { coreMarks } from '../../../engine/planShapes'
import { FurnitureSymbols } from './furnitureSvg'
import { centroid, fmt, levelSvg, openingsSvg, pts, WALL } from './planSvg'
import { shapePath } from './shapeSvg'

const COMMON = '#ece8de'

function coreSvg(core: CoreGeometry, stroke: number): string {
  const poly = (p: Polygon<PlanPoint>, fill: string) =>
    `<polygon points="${pts(p)}" fill="${fill}"/>`
  const marks = coreMarks(core).map(shapePath).join('')
  return [
    poly(core.lobby, COMMON),
    poly(core.stair, '#e4dfd2'),
    poly(core.utility, '#e4dfd2'),
    poly(core.lift, '#d6d0c2'),
    `<path d="${marks}" stroke="#9b968b" stroke-width="${fmt(stroke * 0.7)}" fill="none"/>`,
    openingsSvg(core.doors, [], stroke, () => COMMON),
  ].join('')
}

export function sectionFloorSvg(
  floor: SectionFloor,
  stroke: number,
  furniture: FurnitureSymbols | null,
): string {
  const parts = [`<polygon points="${pts(floor.outline)}" fill="${WALL}"/>`]
  if (floor.corridor) parts.push(`<polygon points="${pts(floor.corridor)}" fill="${COMMON}"/>`)
  if (floor.core) parts.push(coreSvg(floor.core, stroke))
  parts.push(openingsSvg([], floor.windows, stroke, () => COMMON))
  for (const flat of floor.flats) {
    const level = flat.levels[0]
    if (!level) continue
    parts.push(levelSvg(level, { stroke, furniture, labels: false }))
    const [cx, cy] = centroid(level.outline)
    parts.push(
      `<text x="${fmt(cx)}" y="${fmt(cy)}" font-size="1.1" text-anchor="middle" fill="#b04a2f" font-family="sans-serif" font-weight="bold">${String(flat.n).padStart(2, '0')} · ${flat.plan}</text>`,
    )
  }
  return parts.join('')
}

/** The roof over the top floor with the pavilions of two-level flats and their roof terraces. */
export function buildingRoofSvg(building: BuildingGeometry, widthPx: number): string {
  const [length, depth] = building.size
  const margin = 5
  const [viewW, viewH] = [length + margin * 2, depth + margin * 2]
  const symbols = new FurnitureSymbols()
  const top = building.floors.filter((fl) => fl.f === building.floorCount)
  const roof = top.map(
    (fl) =>
      `<polygon points="${pts(fl.outline)}" fill="#d9d6cf" stroke="${WALL}" stroke-width="0.3"/>`,
  )
  const pavilions = top.flatMap((fl) =>
    fl.flats.flatMap((flat) => flat.levels.filter((l) => l.level === 2)),
  )
  const body = [
    ...roof,
    ...pavilions.map((l) => levelSvg(l, { stroke: 0.04, furniture: symbols, labels: false })),
  ].join('')
  const heightPx = Math.round((widthPx * viewH) / viewW)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-margin} ${-margin} ${viewW} ${viewH}" width="${widthPx}" height="${heightPx}"><rect x="${-margin}" y="${-margin}" width="${viewW}" height="${viewH}" fill="#fff"/>${body}${symbols.defs()}</svg>`
}

/** Floor `f` of every section, in the building's plan metres, with a margin for garden terraces. */
export function buildingFloorSvg(
  building: BuildingGeometry,
  f: number,
  widthPx: number,
  furniture = true,
): string {
  const [length, depth] = building.size
  const margin = 5
  const viewW = length + margin * 2
  const viewH = depth + margin * 2
  const floors = building.floors.filter((fl) => fl.f === f)
  const symbols = furniture ? new FurnitureSymbols() : null
  const body =
    floors.map((fl) => sectionFloorSvg(fl, 0.04, symbols)).join('') + (symbols?.defs() ?? '')
  const heightPx = Math.round((widthPx * viewH) / viewW)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-margin} ${-margin} ${viewW} ${viewH}" width="${widthPx}" height="${heightPx}"><rect x="${-margin}" y="${-margin}" width="${viewW}" height="${viewH}" fill="#fff"/>${body}</svg>`
}
