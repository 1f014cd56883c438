// Draws one floor of a building, every section side by side, as the floor view shows it: walls,
// corridor and core (their shapes from engine/planShapes, as the canvas has them), each flat with
// its rooms, doors, windows, furniture and number. Pure.

import type { BuildingGeometry, SectionFloor } from '../../../engine/geometry'
import { type SectionTone, sectionFloorShapes } from '../../../engine/planShapes'
import { FurnitureSymbols } from './furnitureSvg'
import { centroid, fmt, levelSvg, openingsSvg, pts, WALL } from './planSvg'
import { shapePath } from './shapeSvg'

const COMMON = '#ece8de'

/** The thumbnails' inks of the section's own floor (engine/planShapes sectionFloorShapes). */
const SECTION_FILL: Record<SectionTone, string> = {
  common: COMMON,
  core: '#e4dfd2',
  lift: '#d6d0c2',
}

export function sectionFloorSvg(
  floor: SectionFloor,
  stroke: number,
  furniture: FurnitureSymbols | null,
  /** The thumbnails' flat numbers and plan names (the stage picture leaves them to the canvas). */
  numbers = true,
): string {
  const section = sectionFloorShapes(floor)
  const parts = [`<polygon points="${pts(section.outline.points)}" fill="${WALL}"/>`]
  for (const s of section.floors) {
    parts.push(`<polygon points="${pts(s.points)}" fill="${SECTION_FILL[s.role]}"/>`)
  }
  if (section.marks.length > 0) {
    const marks = section.marks.map(shapePath).join('')
    parts.push(
      `<path d="${marks}" stroke="#9b968b" stroke-width="${fmt(stroke * 0.7)}" fill="none"/>`,
    )
  }
  if (floor.core) parts.push(openingsSvg(floor.core.doors, [], stroke, () => COMMON))
  parts.push(openingsSvg([], floor.windows, stroke, () => COMMON))
  for (const flat of floor.flats) {
    const level = flat.levels[0]
    if (!level) continue
    parts.push(levelSvg(level, { stroke, furniture, labels: false }))
    if (!numbers) continue
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
