// The minimap (the design's size, 1490 x 1256, projections.ts): the site in miniature in a corner
// card, the current building marked, the others tappable to jump to them. Drawn in minimap design
// units and scaled to the card, so one drawing serves every screen.

import type { Polygon, SiteGeometry, SitePoint } from '../../engine/geometry'
import { Container, Graphics } from 'pixi.js'
import { AreaPaint, stepAreas } from '../paint/areaPaint'
import { areaStyle } from '../paint/areaStyle'
import type { Viewport } from '../stage/camera'
import { minimapMargin, minimapWidth } from './minimapInsets'
import { LAND, PALETTE } from '../paint/palette'
import { MINIMAP_SIZE, siteToMinimap } from '../stage/projections'
import { pointInPolygon } from '../hit/hitAreas'
import { flatten, type MinimapPoint, minimapPoint, type ScreenPoint } from '../stage/space'
import type { RenderState } from '../types'

const RADIUS = 10
const sitePoint = (x: number, y: number) => [x, y] as unknown as SitePoint

export class Minimap {
  readonly root = new Container()
  private readonly card = new Graphics()
  private readonly map = new Container()
  private readonly buildings: {
    code: number
    polygon: readonly MinimapPoint[]
    area: AreaPaint
  }[] = []
  private readonly marker = new Graphics()
  private current: number | null = null
  private scale = 1

  constructor(site: SiteGeometry) {
    const m = (p: SitePoint) => siteToMinimap(site, p)
    const poly = (polygon: Polygon<SitePoint>) => flatten(polygon.map(m))
    const base = new Graphics()
    const all = [
      siteToMinimap(site, sitePoint(0, 0)),
      siteToMinimap(site, sitePoint(100, 100)),
    ] as const
    base.rect(all[0][0], all[0][1], all[1][0] - all[0][0], all[1][1] - all[0][1]).fill(0x7d9879)
    for (const f of site.forest) base.poly(poly(f)).fill(0x6f8b6c)
    for (const l of site.lawns) base.poly(poly(l)).fill(0xd3ddc6)
    for (const b of site.beach) base.poly(poly(b)).fill(LAND.beach)
    for (const w of site.water) base.poly(poly(w)).fill(LAND.water)
    for (const p of site.paths.filter((path) => path.kind === 'road')) {
      base
        .poly(flatten(p.points.map(m)), false)
        .stroke({ width: 12, color: PALETTE.paper, cap: 'round' })
    }
    this.map.addChild(base)
    for (const b of site.buildings) {
      const polygon = b.footprint.map(m)
      const shape = new Graphics()
        .poly(flatten(polygon))
        .fill(PALETTE.paper)
        .stroke({ width: 5, color: PALETTE.ink, alpha: 0.7 })
      // Outlines in minimap units: 10 units is one CSS px on a 150 px card.
      const area = new AreaPaint(polygon, 10)
      this.map.addChild(shape, area.root)
      this.buildings.push({ code: b.code, polygon, area })
    }
    this.map.addChild(this.marker)
    this.root.addChild(this.card, this.map)
  }

  restyle(state: RenderState, building: number | null): void {
    this.current = building
    for (const b of this.buildings) {
      const alt = String(b.code)
      b.area.set(
        areaStyle('minimap', {
          available: (state.data.buildings[alt]?.count ?? 0) > 0,
          hovered: state.hovered === alt,
          active: b.code === building,
          dimmed: false,
        }),
      )
    }
    this.marker.clear()
    const here = this.buildings.find((b) => b.code === building)
    if (here) {
      const cx = here.polygon.reduce((s, p) => s + p[0], 0) / here.polygon.length
      const cy = here.polygon.reduce((s, p) => s + p[1], 0) / here.polygon.length
      // A paper halo and a pine ring: "you are here" on any background.
      this.marker.circle(cx, cy, 84).stroke({ width: 22, color: PALETTE.paper, alpha: 0.85 })
      this.marker.circle(cx, cy, 84).stroke({ width: 10, color: PALETTE.pine })
    }
  }

  layout(vp: Viewport): void {
    const w = minimapWidth(vp)
    const h = Math.round((w * MINIMAP_SIZE.height) / MINIMAP_SIZE.width)
    const margin = minimapMargin(vp)
    this.scale = w / MINIMAP_SIZE.width
    this.root.position.set(margin, vp.height - margin - h)
    this.map.scale.set(this.scale)
    this.card.clear()
    this.card.roundRect(0, 2, w, h, RADIUS).fill({ color: 0x000000, alpha: 0.1 })
    this.card.roundRect(0, 0, w, h, RADIUS).fill({ color: PALETTE.paper, alpha: 0.96 })
    this.card.roundRect(0, 0, w, h, RADIUS).stroke({ width: 1, color: PALETTE.sand, alpha: 0.8 })
  }

  /** The building under a screen point, if the point is on the card. */
  pick(p: ScreenPoint): number | null {
    if (!this.root.visible || this.root.alpha < 0.5) return null
    const local = minimapPoint((p[0] - this.root.x) / this.scale, (p[1] - this.root.y) / this.scale)
    if (
      local[0] < 0 ||
      local[1] < 0 ||
      local[0] > MINIMAP_SIZE.width ||
      local[1] > MINIMAP_SIZE.height
    ) {
      return null
    }
    // Generous: a building within 40 design units counts, the footprints are tiny at this size.
    for (const b of this.buildings) {
      if (pointInPolygon(local, b.polygon)) return b.code
    }
    let best: number | null = null
    let bestD = 40
    for (const b of this.buildings) {
      for (const q of b.polygon) {
        const d = Math.hypot(q[0] - local[0], q[1] - local[1])
        if (d < bestD) {
          bestD = d
          best = b.code
        }
      }
    }
    return best
  }

  /** True if the point lies on the card at all (so the scene under it is not tapped). */
  covers(p: ScreenPoint): boolean {
    if (!this.root.visible || this.root.alpha < 0.5) return false
    const w = MINIMAP_SIZE.width * this.scale
    const h = MINIMAP_SIZE.height * this.scale
    return (
      p[0] >= this.root.x &&
      p[0] <= this.root.x + w &&
      p[1] >= this.root.y &&
      p[1] <= this.root.y + h
    )
  }

  get building(): number | null {
    return this.current
  }

  step(dt: number): boolean {
    return stepAreas(
      this.buildings.map((b) => b.area),
      dt,
    )
  }

  destroy(): void {
    this.root.destroy({ children: true })
  }
}
