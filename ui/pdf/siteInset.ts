// The small master plan: forest, water, shore and roads of the 17.6 ha in quiet tints, every house
// in sage and the flat's house (or, on a booklet cover, each house of the selection) in pine with
// its label. North is up, as on the site's master plan. Pure.

import { buildingLabel } from '../../engine/buildings'
import type { SiteGeometry, SitePoint } from '../../engine/geometry'
import type { Locale } from '../../engine/types'
import { type Affine, apply, boundsOf, PathData } from './pathData'
import type { Box } from './planFit'
import type { SheetItem } from './sheetTypes'
import type { Typesetter } from './typeset'

/** Percent of the picture -> page points, keeping the ground's proportions. */
function siteToPage(site: SiteGeometry, box: Box): { m: Affine; k: number } {
  const [w, h] = site.metres
  const k = Math.min(box.width / w, (box.height - 4) / h)
  const left = box.x + (box.width - w * k) / 2
  const top = box.y + 4
  return { m: [(w / 100) * k, 0, 0, (h / 100) * k, left, top], k }
}

export function drawSiteInset(
  ts: Typesetter,
  site: SiteGeometry,
  highlight: ReadonlySet<number>,
  locale: Locale,
  box: Box,
): void {
  const { m, k } = siteToPage(site, box)
  const fill = (polys: readonly (readonly SitePoint[])[]) => {
    const path = new PathData(m)
    for (const p of polys) path.polygon(p)
    return path.toString()
  }
  const picture = new PathData(m).rect(0, 0, 100, 100).toString()
  const items: SheetItem[] = [
    { kind: 'path', d: picture, fill: 'beige' },
    { kind: 'path', d: fill(site.forest), fill: 'mint' },
    { kind: 'path', d: fill(site.lawns), fill: 'beige' },
    { kind: 'path', d: fill(site.beach), fill: 'sand' },
    { kind: 'path', d: fill(site.water), fill: 'water' },
  ]
  // Roads and paths by width class: one path per class keeps the file small.
  for (const kind of ['road', 'path', 'boardwalk'] as const) {
    const path = new PathData(m)
    const lines = site.paths.filter((p) => p.kind === kind)
    for (const line of lines) path.polyline(line.points)
    const width = Math.max(0.4, (lines[0]?.width ?? 2) * k)
    if (!path.empty) items.push({ kind: 'path', d: path.toString(), stroke: 'paper', width })
  }
  // Single pines as dots in three crown sizes: texture for the forest at a few bytes a tree. On a
  // sheet's small inset the crowns overlap, so every other pine reads the same at half the bytes.
  const every = k < 0.5 ? 2 : 1
  const pines = site.trees.filter((_, i) => i % every === 0)
  let lower = 0
  for (const upper of [3.4, 4.1, Infinity]) {
    const crowns = pines.filter((tree) => tree.r >= lower && tree.r < upper)
    lower = upper
    if (!crowns.length) continue
    const dots = new PathData(m)
    for (const tree of crowns) dots.move(tree.at).line(tree.at)
    const r = crowns.reduce((sum, tree) => sum + tree.r, 0) / crowns.length
    const width = Math.max(0.8, 2 * r * k)
    items.push({ kind: 'path', d: dots.toString(), stroke: 'sage', width, cap: 'round' })
  }
  items.push({
    kind: 'path',
    d: fill(site.boundary.length ? [site.boundary] : []),
    stroke: 'moss',
    width: 0.5,
    dash: [2, 1.5],
  })
  const others = site.buildings.filter((b) => !highlight.has(b.code)).map((b) => b.footprint)
  const mine = site.buildings.filter((b) => highlight.has(b.code))
  items.push({ kind: 'path', d: fill(others), fill: 'paper', stroke: 'inkSoft', width: 0.4 })
  items.push({
    kind: 'path',
    d: fill([site.belvedere.footprint]),
    fill: 'beigeDeep',
    stroke: 'inkSoft',
    width: 0.3,
  })
  if (mine.length) items.push({ kind: 'path', d: fill(mine.map((b) => b.footprint)), fill: 'pine' })
  ts.push(...items.filter((i) => i.kind !== 'path' || i.d !== ''))
  for (const b of mine) {
    const fp = boundsOf(b.footprint.map((p) => apply(m, p)))
    const label = buildingLabel(b.code, locale)
    const style = { font: 'bold', size: 7, ink: 'pine' } as const
    const w = ts.width(label, style)
    // Above the house, or below it when it sits at the top edge of the picture.
    const above = fp.minY - 4 > box.y + 8
    const y = above ? fp.minY - 3.5 : fp.maxY + 8.5
    const x = Math.min(
      Math.max((fp.minX + fp.maxX) / 2, box.x + w / 2 + 2),
      box.x + box.width - w / 2 - 2,
    )
    const tag = new PathData().rect(x - w / 2 - 2, y - 7, w + 4, 9.5).toString()
    ts.push({ kind: 'path', d: tag, fill: 'paper' })
    ts.text(label, x, y, style, 'center')
  }
}
