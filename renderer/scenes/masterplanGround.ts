// The illustrated landscape of the site plan, drawn once: the picture as a sheet on the paper,
// the pine canopy, lawns, water with ripples, beach, paths, the dashed boundary, single pines
// with their shadows, amenities, the belvedere and the entrance. Static: nothing is restyled.

import type { PathKind, Polygon, SiteGeometry, SitePoint } from '../../engine/geometry'
import { Container, Graphics, Matrix, Sprite, type Texture } from 'pixi.js'
import { LAND, PALETTE } from '../paint/palette'
import { siteToWorld } from '../stage/projections'
import { pointInPolygon } from '../hit/hitAreas'
import { boxOf, flatten, world } from '../stage/space'
import { CROWN_ANCHOR, CROWN_PX, seeded, type TextureBank } from '../paint/textures'
import type { WorldPoint } from '../stage/space'

/** Metres one texture tile covers on the ground. */
const TILE_METRES = { forest: 48 } as const

const sitePoint = (x: number, y: number) => [x, y] as unknown as SitePoint

function tiled(texture: Texture, metres: number): Matrix {
  const k = metres / texture.source.width
  return new Matrix().scale(k, k)
}

const PATH_STYLE: Record<PathKind, { colour: number; edge: number | null; alpha: number }> = {
  road: { colour: LAND.road, edge: LAND.roadEdge, alpha: 1 },
  path: { colour: LAND.path, edge: null, alpha: 0.95 },
  trail: { colour: PALETTE.beige, edge: null, alpha: 0.75 },
  boardwalk: { colour: LAND.boardwalk, edge: 0x9c8257, alpha: 1 },
}

export function drawGround(site: SiteGeometry, textures: TextureBank) {
  const w = (p: SitePoint) => siteToWorld(site, p)
  const poly = (polygon: Polygon<SitePoint>) => flatten(polygon.map(w))
  const root = new Container()
  const forest = textures.get('forest')

  // Back to front: the picture as a sheet on the paper with a soft shadow, one canopy over all of
  // it (texture sampling is the costly part on software GPUs, so it is laid once), the clearings,
  // the beach and water in flat colour, then paths on top of everything they cross.
  const land = new Graphics()
  const [px0, py0] = w(sitePoint(0, 0))
  const [px1, py1] = w(sitePoint(100, 100))
  const pw = px1 - px0
  const ph = py1 - py0
  for (const [grow, alpha] of [
    [6, 0.04],
    [3, 0.06],
    [1.2, 0.08],
  ] as const) {
    land
      .roundRect(px0 - grow + 1.5, py0 - grow + 3, pw + grow * 2, ph + grow * 2, grow * 2)
      .fill({ color: PALETTE.ink, alpha })
  }
  land.rect(px0, py0, pw, ph).fill({ texture: forest, matrix: tiled(forest, TILE_METRES.forest) })
  for (const lawn of site.lawns) {
    land
      .poly(poly(lawn))
      .fill(LAND.lawn)
      .stroke({ width: 1.4, color: LAND.forestDeep, alpha: 0.22, alignment: 0, join: 'round' })
  }
  for (const beach of site.beach) land.poly(poly(beach)).fill(LAND.beach)
  for (const water of site.water) {
    land
      .poly(poly(water))
      .fill(LAND.water)
      .stroke({ width: 2.2, color: PALETTE.paper, alpha: 0.55, alignment: 0, join: 'round' })
      .stroke({ width: 0.8, color: LAND.waterEdge, alpha: 0.6, alignment: 1, join: 'round' })
    ripples(land, water.map(w))
  }
  root.addChild(land)

  const paths = new Graphics()
  const order: PathKind[] = ['trail', 'path', 'boardwalk', 'road']
  for (const kind of order) {
    const style = PATH_STYLE[kind]
    for (const path of site.paths.filter((p) => p.kind === kind)) {
      const points = flatten(path.points.map(w))
      if (style.edge !== null) {
        paths
          .poly(points, false)
          .stroke({ width: path.width + 1.2, color: style.edge, cap: 'round', join: 'round' })
      }
      paths.poly(points, false).stroke({
        width: path.width,
        color: style.colour,
        alpha: style.alpha,
        cap: 'round',
        join: 'round',
      })
    }
  }
  dashed(paths, site.boundary.map(w), 7, 5)
  paths.stroke({ width: 0.9, color: PALETTE.paper, alpha: 0.75, cap: 'round' })
  root.addChild(paths)

  root.addChild(drawFeatures(site, w, poly))
  root.addChild(drawTrees(site, textures))
  return root
}

/** Short drawn ripples scattered over a water body: cheaper than a textured fill, and crisp. */
function ripples(g: Graphics, water: readonly WorldPoint[]): void {
  const box = boxOf(water, world)
  const rnd = seeded(Math.round(box.min[0] * 7 + box.min[1]))
  const area = (box.max[0] - box.min[0]) * (box.max[1] - box.min[1])
  for (let i = 0; i < area / 180; i++) {
    const x = box.min[0] + rnd() * (box.max[0] - box.min[0])
    const y = box.min[1] + rnd() * (box.max[1] - box.min[1])
    const len = 3 + rnd() * 6
    if (!pointInPolygon(world(x, y), water) || !pointInPolygon(world(x + len, y), water)) continue
    g.moveTo(x, y).quadraticCurveTo(x + len / 2, y - 0.5, x + len, y)
  }
  g.stroke({ width: 0.35, color: PALETTE.paper, alpha: 0.5, cap: 'round' })
}

/** A closed dashed line: `on` metres drawn, `off` metres skipped, carried round the corners. */
function dashed(g: Graphics, points: readonly WorldPoint[], on: number, off: number): void {
  let carried = 0
  let drawing = true
  for (let i = 0; i < points.length; i++) {
    const a = points[i]
    const b = points[(i + 1) % points.length]
    if (!a || !b) continue
    const len = Math.hypot(b[0] - a[0], b[1] - a[1])
    let t = 0
    while (t < len) {
      const step = Math.min((drawing ? on : off) - carried, len - t)
      if (drawing) {
        const s0 = t / len
        const s1 = (t + step) / len
        g.moveTo(a[0] + (b[0] - a[0]) * s0, a[1] + (b[1] - a[1]) * s0)
        g.lineTo(a[0] + (b[0] - a[0]) * s1, a[1] + (b[1] - a[1]) * s1)
      }
      t += step
      carried += step
      if (carried >= (drawing ? on : off) - 1e-9) {
        carried = 0
        drawing = !drawing
      }
    }
  }
}

function drawFeatures(
  site: SiteGeometry,
  w: (p: SitePoint) => WorldPoint,
  poly: (p: Polygon<SitePoint>) => number[],
): Graphics {
  const g = new Graphics()
  for (const amenity of site.amenities) {
    const shape = poly(amenity.footprint)
    g.poly(shape.map((v, i) => v + (i % 2 === 0 ? 1.6 : 2))).fill({
      color: LAND.shadow,
      alpha: 0.18,
    })
    g.poly(shape).fill(PALETTE.beige2).stroke({ width: 0.8, color: 0xb9a37c, alignment: 1 })
  }
  const gate = site.entrance
  g.poly(poly(gate.footprint))
    .fill({ color: LAND.road })
    .stroke({ width: 0.6, color: LAND.roadEdge })
  g.poly(flatten(gate.gate.map(w)), false).stroke({ width: 1, color: PALETTE.ink, cap: 'round' })
  // The belvedere: a pale platform with a pine ring, the one landmark of the plan.
  const bel = poly(site.belvedere.footprint)
  g.poly(bel).fill(PALETTE.paper).stroke({ width: 1.2, color: PALETTE.pine, alignment: 1 })
  const [cx, cy] = w(site.belvedere.anchor)
  g.circle(cx, cy, 2.2).fill(PALETTE.pine)
  return g
}

/**
 * Single pines over the canopy: one sprite each, its soft shadow to the south-east baked into the
 * texture (one quad per tree rather than two: fill rate is what a phone's GPU runs out of).
 */
function drawTrees(site: SiteGeometry, textures: TextureBank): Container {
  const layer = new Container()
  const crown = textures.get('crown')
  const rnd = seeded(41)
  const tones = [LAND.forest, PALETTE.moss, 0x5f7f60, LAND.forestDeep, 0x6d8c69]
  for (const { at, r } of site.trees) {
    const [x, y] = siteToWorld(site, at)
    const c = new Sprite({ texture: crown, anchor: CROWN_ANCHOR, x, y })
    c.scale.set((2 * r) / CROWN_PX)
    c.tint = tones[Math.floor(rnd() * tones.length)] ?? LAND.forest
    layer.addChild(c)
  }
  return layer
}
