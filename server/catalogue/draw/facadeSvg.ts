// Draws a building's front elevation: the mass by floor bands, glazing, terrace railings and roof
// pavilions, over a ground line. Pure string building, for previews and the PDF sheets.

import type { BuildingGeometry, FacadePoint } from '../../../engine/geometry'
import { fmt } from './shapeSvg'

const FILL = { black: '#3a3a37', beige: '#d8c4a2', white: '#f3f0e8' } as const

export function facadeSvg(building: BuildingGeometry, widthPx: number): string {
  const { facade } = building
  const margin = 3
  const [w, h] = [facade.width + margin * 2, facade.height + margin * 2]
  // Elevation z grows upwards; the picture's y grows down.
  const pt = (p: FacadePoint) => `${fmt(p[0])},${fmt(facade.height - p[1])}`
  const poly = (ps: readonly FacadePoint[], style: string) =>
    `<polygon points="${ps.map(pt).join(' ')}" ${style}/>`
  const parts = [`<rect x="${-margin}" y="${-margin}" width="${w}" height="${h}" fill="#fff"/>`]
  for (const band of facade.floors)
    parts.push(
      poly(band.polygon, `fill="${FILL[building.theme]}" stroke="#222" stroke-width="0.05"`),
    )
  for (const p of facade.pavilions)
    parts.push(poly(p, `fill="${FILL[building.theme]}" stroke="#222" stroke-width="0.05"`))
  for (const win of facade.windows)
    parts.push(poly(win, 'fill="#a9bcc6" stroke="#222" stroke-width="0.04"'))
  for (const r of facade.railings)
    parts.push(poly(r, 'fill="none" stroke="#222" stroke-width="0.06"'))
  for (const band of facade.sections)
    parts.push(
      poly(
        band.polygon,
        'fill="none" stroke="#c0392b" stroke-width="0.08" stroke-dasharray="0.6 0.4"',
      ),
    )
  parts.push(
    `<path d="M${-margin} ${fmt(facade.height)}H${fmt(facade.width + margin)}" stroke="#222" stroke-width="0.1"/>`,
  )
  const px = Math.round((widthPx * h) / w)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-margin} ${-margin} ${fmt(w)} ${fmt(h)}" width="${widthPx}" height="${px}">${parts.join('')}</svg>`
}
