// The master plan drawn from the site geometry (engine/geometry.ts SiteGeometry, percent of the
// picture): forest, single pines, lawns, water, the beach, paths at their true width, the
// boundary, buildings coloured by type (A black, B beige, C white) with their labels, and numbered
// markers for the amenities, the belvedere and the gate. Vector only.

import type { SiteGeometry, SitePoint } from '../../../engine/geometry'
import { buildingLabel, buildingTheme } from '../../../engine/buildings'
import type { Locale } from '../../../engine/types'
import { C, mix } from '../kit/palette'
import type { Slide } from '../kit/slide'
import { Canvas, circlesPath, polygonPath, polylinePath, type Pt, rectPath } from '../kit/vector'

const PATH_TONE = { road: C.white, path: C.beige, trail: C.sand, boardwalk: C.sand } as const

const THEME_TONE = {
  black: { fill: C.charcoal, stroke: C.charcoal, ink: C.white },
  beige: { fill: C.sand, stroke: C.pine, ink: C.charcoal },
  white: { fill: C.white, stroke: C.charcoal, ink: C.charcoal },
} as const

export interface PlanMarker {
  at: SitePoint
  number: number
}

export function drawSitePlan(
  s: Slide,
  site: SiteGeometry,
  frame: { left: number; top: number; width: number },
  markers: readonly PlanMarker[],
  locale: Locale,
) {
  const height = frame.width / site.aspect
  const canvas = new Canvas(s.page, frame.left, frame.top, frame.width, height)
  const p = (q: SitePoint): Pt => [(q[0] / 100) * frame.width, (q[1] / 100) * height]
  const poly = (points: readonly SitePoint[]) => polygonPath(points.map(p))
  const perMetre = frame.width / site.metres[0]

  canvas.clipped(() => {
    canvas.fill(rectPath(frame.width, height), C.sage)
    for (const f of site.forest) canvas.fill(poly(f), C.sage)
    for (const l of site.lawns) canvas.fill(poly(l), C.mint)
    for (const b of site.beach) canvas.fill(poly(b), C.sand)
    canvas.fill(
      circlesPath(site.trees.map((tree) => ({ at: p(tree.at), r: tree.r * perMetre }))),
      C.moss,
      0.55,
    )
    for (const w of site.water) canvas.fill(poly(w), C.water)
    for (const path of site.paths) {
      canvas.outline(polylinePath(path.points.map(p)), PATH_TONE[path.kind], path.width * perMetre)
    }
    canvas.outline(poly(site.boundary), C.white, 0.8, { dash: [3, 2.5], opacity: 0.9 })
    for (const a of site.amenities) {
      canvas.fillAndOutline(poly(a.footprint), C.beige, mix('moss', 'charcoal', 0.3), 0.5)
    }
    canvas.fillAndOutline(poly(site.entrance.footprint), C.beige, C.moss, 0.5)
    canvas.outline(polylinePath(site.entrance.gate.map(p)), C.charcoal, 1.6)
    canvas.fillAndOutline(poly(site.belvedere.footprint), C.sand, C.pine, 0.6)

    for (const b of site.buildings) {
      const tone = THEME_TONE[buildingTheme(b.code) ?? 'white']
      canvas.fillAndOutline(poly(b.footprint), tone.fill, tone.stroke, 0.6)
    }
  })

  const label = { ...s.type.strong, size: 6.6 }
  for (const b of site.buildings) {
    const tone = THEME_TONE[buildingTheme(b.code) ?? 'white']
    const [x, y] = p(b.anchor)
    s.line(
      buildingLabel(b.code, locale),
      { ...label, color: tone.ink },
      frame.left + x,
      frame.top + y + 2.4,
      'center',
    )
  }
  for (const m of markers) {
    const [x, y] = p(m.at)
    // Beside the feature rather than on it, so the footprint stays visible.
    const at: Pt = [x + 8, y - 8]
    canvas.fill(circlesPath([{ at, r: 5.4 }]), C.pine)
    s.line(
      String(m.number),
      { ...label, size: 5.2, color: C.white },
      frame.left + at[0],
      frame.top + at[1] + 1.9,
      'center',
    )
  }
  return { height, perMetre }
}
