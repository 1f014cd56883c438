// What sets a flat apart, read from its data and geometry rather than typed in: a terrace, two
// levels, windows on several sides, a house on the gulf shore, the top floor, the ceiling height
// and the ownership format. Pure.

import type { FlatLevel, SiteGeometry, SitePoint } from '../../engine/geometry'
import type { Apartment, Locale } from '../../engine/types'
import { inside } from './labelPoint'
import { boundsOf } from './pathData'
import { area, sheetT } from './sheetText'

type P = readonly [number, number]

/** Metres from the gulf within which a house counts as on the shore. */
const SHORE_M = 60

/** Outward compass sides (of the plan frame) that have windows: 1 to 4. */
export function windowSides(levels: readonly FlatLevel<P>[]): number {
  const sides = new Set<string>()
  for (const level of levels) {
    for (const w of level.windows) {
      const len = Math.hypot(w.b[0] - w.a[0], w.b[1] - w.a[1]) || 1
      let [nx, ny] = [-(w.b[1] - w.a[1]) / len, (w.b[0] - w.a[0]) / len]
      const mid: P = [(w.a[0] + w.b[0]) / 2, (w.a[1] + w.b[1]) / 2]
      // The outward normal leaves the flat: a step along it lands outside the outline.
      if (inside([mid[0] + nx * w.wall, mid[1] + ny * w.wall], level.outline)) [nx, ny] = [-nx, -ny]
      sides.add(Math.abs(nx) > Math.abs(ny) ? (nx > 0 ? 'e' : 'w') : ny > 0 ? 's' : 'n')
    }
  }
  return sides.size
}

function segmentDistance(p: P, a: P, b: P): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]]
  const t = Math.max(
    0,
    Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)),
  )
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)
}

const shores = new WeakMap<SiteGeometry, Map<number, boolean>>()

/**
 * The gulf is the water that runs off the edge of the master plan; lakes lie within it. Kept per
 * site and building: the shore's many points made this 40 ms of a phone's render of a flat.
 */
export function onTheShore(site: SiteGeometry, code: number): boolean {
  let known = shores.get(site)
  if (!known) {
    known = new Map()
    shores.set(site, known)
  }
  let near = known.get(code)
  if (near === undefined) {
    near = nearWater(site, code)
    known.set(code, near)
  }
  return near
}

function nearWater(site: SiteGeometry, code: number): boolean {
  const building = site.buildings.find((b) => b.code === code)
  if (!building) return false
  const toM = (p: SitePoint): P => [(p[0] * site.metres[0]) / 100, (p[1] * site.metres[1]) / 100]
  for (const water of site.water) {
    const b = boundsOf(water)
    if (b.minX > 0.5 && b.minY > 0.5 && b.maxX < 99.5 && b.maxY < 99.5) continue
    const edge = water.map(toM)
    for (const corner of building.footprint.map(toM)) {
      for (let i = 0; i < edge.length; i++) {
        const d = segmentDistance(corner, edge[i] as P, edge[(i + 1) % edge.length] as P)
        if (d <= SHORE_M) return true
      }
    }
  }
  return false
}

export function flatBenefits(
  flat: Apartment,
  levels: readonly FlatLevel<P>[],
  site: SiteGeometry | null,
  locale: Locale,
): string[] {
  const t = sheetT(locale)
  const out: string[] = []
  if (flat.sq_ter_only > 0)
    out.push(t('pdf.benefit.terrace', { area: area(flat.sq_ter_only, locale) }))
  if (flat.lv > 1) out.push(t('pdf.benefit.twoLevels'))
  const sides = windowSides(levels)
  if (sides > 1) out.push(t('pdf.benefit.corner', { count: sides }))
  if (site && onTheShore(site, flat.b)) out.push(t('pdf.benefit.water'))
  if (flat.f === flat.floor && flat.floor > 1) out.push(t('pdf.benefit.topFloor'))
  out.push(t('pdf.benefit.ceiling'))
  out.push(t(`pdf.benefit.${flat.format}`))
  return out
}
