// The static elevation of a building: sky, ground, Scots pines behind and beside it, the body in
// its theme (plinth, slab lines, parapet), glazed windows, terrace railings and roof pavilions,
// plus an AreaPaint per section and per floor band. World units: metres, ground at y = 0, y up is
// negative (projections.ts).

import {
  type BuildingGeometry,
  facadeLawnDepth,
  type FacadePoint,
  type Polygon,
} from '../../engine/geometry'
import { Container, FillGradient, Graphics } from 'pixi.js'
import { AreaPaint } from '../paint/areaPaint'
import { LAND, PALETTE, THEME_COLOURS } from '../paint/palette'
import { facadeToWorld } from '../stage/projections'
import { boxOf, flatten, type WorldPoint, world } from '../stage/space'
import { seeded } from '../paint/textures'

export interface BandView {
  alt: string
  s: number
  f: number | null
  polygon: readonly WorldPoint[]
  area: AreaPaint
}

export interface FacadeDrawing {
  root: Container
  /** The apron, pines and the building's body: never restyled, cached as one texture. */
  statics: Container
  sections: BandView[]
  floors: BandView[]
  gradients: FillGradient[]
}

const toWorld = (polygon: Polygon<FacadePoint>) => polygon.map(facadeToWorld)

/** A Scots pine in elevation: a tall bare trunk and a broken crown of clustered masses. */
function pine(
  g: Graphics,
  x: number,
  height: number,
  tone: number,
  alpha: number,
  rnd: () => number,
) {
  const crownBase = height * (0.55 + rnd() * 0.12)
  g.moveTo(x - 0.22, 0)
    .lineTo(x - 0.1, -crownBase - 1)
    .lineTo(x + 0.1, -crownBase - 1)
    .lineTo(x + 0.22, 0)
  g.fill({ color: 0x7d6a58, alpha })
  // Branches reach out on both sides as flat, layered masses, smaller towards the top.
  const masses = 6 + Math.floor(rnd() * 4)
  for (let i = 0; i < masses; i++) {
    const t = i / (masses - 1)
    const cy = -crownBase - (height - crownBase) * (0.1 + t * 0.78)
    const side = i % 2 === 0 ? -1 : 1
    const cx = x + side * rnd() * 1.8 * (1 - t * 0.6)
    const rx = (1.2 + rnd() * 1.4) * (1 - t * 0.35)
    const ry = 0.55 + rnd() * 0.5
    g.ellipse(cx, cy, rx, ry).fill({ color: tone, alpha })
  }
}

/** A linear gradient across the filled shape's own box, top to bottom or corner to corner. */
function shading(way: 'down' | 'diagonal', stops: readonly [offset: number, color: number][]) {
  return new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: way === 'down' ? { x: 0, y: 1 } : { x: 1, y: 1 },
    colorStops: stops.map(([offset, color]) => ({ offset, color })),
    textureSpace: 'local',
  })
}

export function drawFacade(building: BuildingGeometry): FacadeDrawing {
  const { facade } = building
  const theme = THEME_COLOURS[building.theme]
  const W = facade.width
  const H = facade.height
  const root = new Container()
  // Paper high up (the sky rect is far taller than any view), a pale haze behind the pines.
  const sky = shading('down', [
    [0, PALETTE.paper],
    [0.88, 0xdfe9e4],
    [1, 0xf3f1ea],
  ])
  const glass = shading('diagonal', [
    [0, 0xd7e4e1],
    [0.55, theme.glass],
    [1, 0x4f6562],
  ])
  // The lawn fades to the page's paper within a few metres of the apron: a portrait stage's band
  // under the facade, where the minimap card sits, is the sheet's margin, not a field of green.
  const ground = shading('down', [
    [0, LAND.lawn],
    [0.3, 0xdfe5d3],
    [1, PALETTE.paper],
  ])
  // Sky and ground stay live: two rects far larger than any view would make a cached texture of
  // them either huge or blurred, and drawn live they cost one fill of the screen.
  const backdrop = new Graphics()
  const span = Math.max(W, H * 3)
  backdrop.rect(-span * 3, -H * 30, W + span * 6, H * 30).fill(sky)
  const lawn = facadeLawnDepth(H)
  backdrop.rect(-span * 3, 0, W + span * 6, lawn).fill(ground)
  backdrop.rect(-span * 3, lawn, W + span * 6, H * 2).fill(PALETTE.paper)
  const back = new Graphics()
  // A paved apron along the front, a shade of sand, where the entrances open.
  back.rect(-1.5, 0, W + 3, 1.1).fill({ color: PALETTE.beige2, alpha: 0.8 })
  const rnd = seeded(building.code * 97)
  // Behind: two rows of pines fading into the haze for depth; beside: darker ones framing it.
  for (let x = -W * 0.7; x < W * 1.7; x += 3 + rnd() * 5) {
    pine(back, x, H * (1.7 + rnd() * 0.6), 0xc9d4c4, 0.8, rnd)
  }
  for (let x = -W * 0.6; x < W * 1.6; x += 4 + rnd() * 6) {
    pine(back, x, H * (1.35 + rnd() * 0.5), 0xa3b69f, 0.85, rnd)
  }
  const body = new Graphics()
  body.rect(-1.5, -0.2, W + 3, 0.5).fill({ color: LAND.shadow, alpha: 0.18 })
  for (const band of facade.sections) body.poly(flatten(toWorld(band.polygon))).fill(theme.body)
  body.rect(0, -0.6, W, 0.6).fill({ color: theme.edge, alpha: 0.85 })
  body.rect(0, -H, W, 0.9).fill({ color: theme.edge, alpha: 0.35 })
  body.moveTo(0, -H).lineTo(W, -H).stroke({ width: 0.12, color: theme.edge })
  const top = (band: { polygon: Polygon<FacadePoint> }) =>
    Math.max(...band.polygon.map((p) => p[1]))
  for (const band of facade.floors) {
    const b = boxOf(toWorld(band.polygon), world)
    if (top(band) < H - 1) body.moveTo(b.min[0], b.min[1]).lineTo(b.max[0], b.min[1])
  }
  body.stroke({ width: 0.08, color: theme.edge, alpha: 0.6 })
  for (const p of facade.pavilions) {
    body
      .poly(flatten(toWorld(p)))
      .fill(theme.body)
      .stroke({ width: 0.1, color: theme.edge })
  }
  for (const w of facade.windows) {
    const pts = toWorld(w)
    body.poly(flatten(pts)).fill(glass).stroke({ width: 0.07, color: theme.edge })
    const b = boxOf(pts, world)
    if (b.max[0] - b.min[0] > 1.6) {
      const mid = (b.min[0] + b.max[0]) / 2
      body.moveTo(mid, b.min[1]).lineTo(mid, b.max[1]).stroke({ width: 0.06, color: theme.edge })
    }
  }
  for (const r of facade.railings) {
    const pts = toWorld(r)
    const b = boxOf(pts, world)
    body.poly(flatten(pts)).fill({ color: 0xcfe0dc, alpha: 0.35 })
    body
      .moveTo(b.min[0], b.min[1])
      .lineTo(b.max[0], b.min[1])
      .stroke({ width: 0.08, color: theme.edge })
  }
  const front = new Graphics()
  for (const x of [-7 - rnd() * 4, -2.5 - rnd() * 2, W + 2.5 + rnd() * 2, W + 7 + rnd() * 4]) {
    pine(front, x, H * (1.25 + rnd() * 0.45), rnd() > 0.5 ? LAND.forest : LAND.forestDeep, 1, rnd)
  }
  const areas = new Container()
  const band = (b: { alt: string; s: number; f?: number; polygon: Polygon<FacadePoint> }) => {
    const polygon = toWorld(b.polygon)
    const view = { alt: b.alt, s: b.s, f: b.f ?? null, polygon, area: new AreaPaint(polygon, 0.14) }
    areas.addChild(view.area.root)
    return view
  }
  const sections = facade.sections.map(band)
  const floors = facade.floors.map(band)
  const statics = new Container()
  statics.addChild(back, body, front)
  root.addChild(backdrop, statics, areas)
  return { root, statics, sections, floors, gradients: [sky, glass, ground] }
}
