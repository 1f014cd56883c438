// The site as a raster for sight lines: per square cell of ground, what covers it (open ground,
// the gulf's water, a pond's, pine canopy, a building, the dune) and how high its top stands, built from plain polygons
// in metres (x east, y south, north up). Pure; the cells are typed arrays so a ray step is a lookup.

import { insidePolygon } from '../geometryLabels'

export type Metres = readonly [x: number, y: number]

/**
 * What a cell holds; the numbers index typed arrays, so they stay small and fixed. `water` is the
 * open water the scene's edge runs on into (the gulf); `pond` is still water inside the site.
 */
export const Cover = { ground: 0, water: 1, forest: 2, building: 3, dune: 4, pond: 5 } as const
export type CoverCode = (typeof Cover)[keyof typeof Cover]

export interface SunScene {
  /** The ground the scene covers from (0, 0), metres. */
  size: Metres
  /** Other buildings and pavilions as extruded footprints; `id` lets a window skip its own. */
  buildings: readonly { id: number; footprint: readonly Metres[]; height: number }[]
  /** Pine crowns: centre and radius, metres; each stands `canopy` metres tall. */
  pines: readonly { at: Metres; r: number }[]
  canopy: number
  /** The gulf: water that reaches the scene's edge and goes on past it. */
  water: readonly (readonly Metres[])[]
  /** Ponds and lakes inside the scene: water a view can name apart from the gulf. */
  ponds: readonly (readonly Metres[])[]
  dunes: readonly (readonly Metres[])[]
  duneHeight: number
}

export interface SiteGrid {
  cols: number
  rows: number
  /** Cell edge, metres. */
  cell: number
  top: Float32Array
  cover: Uint8Array
  /** Building id per cell, 0 where none. */
  owner: Int32Array
  canopy: number
}

/** Rasterises `scene` at `cell` metres; later layers win: water, ponds, dune, pines, buildings. */
export function siteGrid(scene: SunScene, cell = 1): SiteGrid {
  const cols = Math.ceil(scene.size[0] / cell)
  const rows = Math.ceil(scene.size[1] / cell)
  const grid: SiteGrid = {
    cols,
    rows,
    cell,
    top: new Float32Array(cols * rows),
    cover: new Uint8Array(cols * rows),
    owner: new Int32Array(cols * rows),
    canopy: scene.canopy,
  }
  const fill = (poly: readonly Metres[], paint: (index: number) => void) => {
    const xs = poly.map((p) => p[0])
    const ys = poly.map((p) => p[1])
    const [c0, c1] = [
      Math.max(0, Math.floor(Math.min(...xs) / cell)),
      Math.min(cols - 1, Math.floor(Math.max(...xs) / cell)),
    ]
    const [r0, r1] = [
      Math.max(0, Math.floor(Math.min(...ys) / cell)),
      Math.min(rows - 1, Math.floor(Math.max(...ys) / cell)),
    ]
    for (let r = r0; r <= r1; r++)
      for (let c = c0; c <= c1; c++)
        if (insidePolygon([(c + 0.5) * cell, (r + 0.5) * cell], poly)) paint(r * cols + c)
  }
  for (const poly of scene.water)
    fill(poly, (i) => {
      grid.cover[i] = Cover.water
    })
  for (const poly of scene.ponds)
    fill(poly, (i) => {
      grid.cover[i] = Cover.pond
    })
  for (const poly of scene.dunes)
    fill(poly, (i) => {
      grid.cover[i] = Cover.dune
      grid.top[i] = scene.duneHeight
    })
  for (const pine of scene.pines) {
    const [x, y] = pine.at
    for (let r = Math.floor((y - pine.r) / cell); r <= Math.floor((y + pine.r) / cell); r++)
      for (let c = Math.floor((x - pine.r) / cell); c <= Math.floor((x + pine.r) / cell); c++) {
        if (r < 0 || c < 0 || r >= rows || c >= cols) continue
        if (Math.hypot((c + 0.5) * cell - x, (r + 0.5) * cell - y) > pine.r) continue
        grid.cover[r * cols + c] = Cover.forest
        grid.top[r * cols + c] = scene.canopy
      }
  }
  for (const b of scene.buildings)
    fill(b.footprint, (i) => {
      grid.cover[i] = Cover.building
      grid.top[i] = b.height
      grid.owner[i] = b.id
    })
  return grid
}
