// Draws the master plan as an SVG picture: forest, lawns, water, paths, pines, buildings by
// theme with their labels, amenities, the belvedere and the gate. Pure string building.

import type { BuildingInfo } from '../buildings'
import type { SiteGeometry, SitePoint } from '../../../engine/geometry'
import { fmt } from './shapeSvg'

const W = 1600
const H = 1000
const px = (p: SitePoint) => `${fmt((p[0] / 100) * W)},${fmt((p[1] / 100) * H)}`
const ptsOf = (poly: readonly SitePoint[]) => poly.map(px).join(' ')
const THEME = {
  black: ['#2c2c2a', '#f4f1ea'],
  beige: ['#cfb68f', '#3b3328'],
  white: ['#f7f5ef', '#3b3328'],
} as const
const PATH_STYLE = {
  road: '#d9d3c5',
  path: '#efe6cf',
  trail: '#d8c9a3',
  boardwalk: '#b89366',
} as const

export function siteSvg(site: SiteGeometry, buildings: readonly BuildingInfo[]): string {
  const k = W / site.metres[0]
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`,
  ]
  out.push('<rect width="100%" height="100%" fill="#8fb3c4"/>')
  for (const f of site.forest) out.push(`<polygon points="${ptsOf(f)}" fill="#5f7d52"/>`)
  for (const l of site.lawns) out.push(`<polygon points="${ptsOf(l)}" fill="#b8cc8c"/>`)
  for (const b of site.beach) out.push(`<polygon points="${ptsOf(b)}" fill="#eadcb4"/>`)
  for (const w of site.water)
    out.push(`<polygon points="${ptsOf(w)}" fill="#8fb3c4" stroke="#7aa0b2" stroke-width="2"/>`)
  out.push(
    `<polygon points="${ptsOf(site.boundary)}" fill="none" stroke="#f3efe2" stroke-width="2" stroke-dasharray="10 6" opacity="0.8"/>`,
  )
  for (const p of site.paths) {
    out.push(
      `<polyline points="${ptsOf(p.points)}" fill="none" stroke="${PATH_STYLE[p.kind]}" stroke-width="${fmt(p.width * k)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
  }
  out.push('<g fill="#3d5c37" stroke="#33502f" stroke-width="0.8">')
  for (const t of site.trees)
    out.push(
      `<circle cx="${fmt((t.at[0] / 100) * W)}" cy="${fmt((t.at[1] / 100) * H)}" r="${fmt(t.r * k)}"/>`,
    )
  out.push('</g>')
  for (const a of site.amenities) {
    out.push(
      `<polygon points="${ptsOf(a.footprint)}" fill="#e7dfcb" stroke="#8a7f68" stroke-width="1.5"/>`,
    )
    const [x, y] = px(a.anchor).split(',')
    out.push(
      `<text x="${x}" y="${y}" font-size="11" text-anchor="middle" dy="4" fill="#5a5040" font-family="sans-serif">${a.kind}</text>`,
    )
  }
  const themes = new Map(buildings.map((b) => [b.code, b]))
  for (const b of site.buildings) {
    const info = themes.get(b.code)
    const [fill, ink] = THEME[info?.theme ?? 'white']
    out.push(
      `<polygon points="${ptsOf(b.footprint)}" fill="${fill}" stroke="#1f1f1d" stroke-width="1.5"/>`,
    )
    const [x, y] = px(b.anchor).split(',')
    out.push(
      `<text x="${x}" y="${y}" font-size="20" text-anchor="middle" dy="7" fill="${ink}" font-family="sans-serif" font-weight="bold">${info?.label.ru ?? b.code}</text>`,
    )
  }
  out.push(
    `<polygon points="${ptsOf(site.belvedere.footprint)}" fill="#f2e6c9" stroke="#6b5a3a" stroke-width="2"/>`,
  )
  out.push(
    `<polygon points="${ptsOf(site.entrance.footprint)}" fill="#e7dfcb" stroke="#6b5a3a" stroke-width="1.5"/>`,
  )
  out.push(`<polyline points="${ptsOf(site.entrance.gate)}" stroke="#2c2c2a" stroke-width="4"/>`)
  const label = (p: SitePoint, text: string) => {
    const [x, y] = px(p).split(',')
    return `<text x="${x}" y="${y}" dy="-22" font-size="14" text-anchor="middle" fill="#2c2c2a" font-family="sans-serif">${text}</text>`
  }
  out.push(label(site.belvedere.anchor, 'belvedere'), label(site.entrance.anchor, 'entrance'))
  out.push('</svg>')
  return out.join('')
}
