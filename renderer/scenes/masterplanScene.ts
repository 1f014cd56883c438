// The master plan: the illustrated site, the 13 buildings in their themes with hover and active
// styles, a label card per building with its flats on sale and entry price (above its building,
// or below it, or slid along, wherever it is clear: renderer/text/cardPlacement.ts), the
// belvedere's landmark card, and the `include` subset that dims the rest. Built once from the site
// geometry; restyled per state. The layout does not depend on hover: a hovered card is drawn on
// top, but no card or note moves or hides because a pointer passed.

import { buildingLabel } from '../../engine/buildings'
import type { SiteGeometry, SitePoint } from '../../engine/geometry'
import { Container } from 'pixi.js'
import { stepAreas } from '../paint/areaPaint'
import { areaStyle } from '../paint/areaStyle'
import { type Camera, cropToViewport, type Viewport, worldToScreen } from '../stage/camera'
import { priceRanges } from '../../engine/priceRanges'
import { BELVEDERE, BELVEDERE_NOTE, buildingCardLine, buildingTarget } from '../text/captions'
import { type HitArea, makeHitArea } from '../hit/hitAreas'
import { cardLane } from '../text/cardLane'
import { chooseSpot } from '../text/cardPlacement'
import { containsPoint, LabelCard } from '../text/labelCards'
import { drawGround } from './masterplanGround'
import { siteToWorld } from '../stage/projections'
import { siteInsets } from '../stage/siteFrame'
import type { Scene, SceneDeps, SceneFrame } from './scene'
import { drawSiteBuildings, type SiteBuildingView } from './siteBuildings'
import { SiteNotes } from '../text/siteNotes'
import { StaticCache } from '../paint/staticCache'
import {
  type Box,
  boxOf,
  type ScreenPoint,
  type ScreenRect,
  type WorldPoint,
  world,
} from '../stage/space'
import type { StagedState } from '../renderState'

const grow = (b: Box<WorldPoint>, k: number): Box<WorldPoint> => {
  const dx = (b.max[0] - b.min[0]) * k
  const dy = (b.max[1] - b.min[1]) * k
  return { min: world(b.min[0] - dx, b.min[1] - dy), max: world(b.max[0] + dx, b.max[1] + dy) }
}

const NO_INSETS = { top: 0, right: 0, bottom: 0, left: 0 }

class MasterplanScene implements Scene {
  readonly spec = { kind: 'site', key: 'site' } as const
  readonly world = new Container({ isRenderGroup: true })
  readonly overlay = new Container({ sortableChildren: true })
  readonly bounds: Box<WorldPoint>
  private readonly picture: Box<WorldPoint>
  private readonly views: SiteBuildingView[]
  private readonly cards = new Map<number, LabelCard>()
  private readonly belvedere: LabelCard
  private readonly belvedereAt: WorldPoint
  private readonly notes: SiteNotes
  /** Phones' cards shrink only where the page sets no least text size (a touch screen does). */
  private readonly cardsShrink: boolean
  /** The ground and the roofs: one texture, redrawn only when `include` dims other roofs. */
  private readonly ground: StaticCache
  private areas: HitArea[] = []
  private include: readonly number[] | null = null

  constructor(site: SiteGeometry, deps: SceneDeps) {
    // The whole picture (forest, territory, shore): 0-100 % both ways.
    this.picture = {
      min: siteToWorld(site, [0, 0] as unknown as SitePoint),
      max: siteToWorld(site, [100, 100] as unknown as SitePoint),
    }
    this.bounds = grow(this.picture, 0.06)
    this.cardsShrink = deps.glyphs.textFloor === 0
    // A finger's screen sets a least text size (a pointer's does not): its targets are 44 px.
    const leastTarget = deps.glyphs.textFloor > 0 ? 44 : 0
    const ground = drawGround(site, deps.textures)
    const { bodies, highlights, views } = drawSiteBuildings(site)
    // Roofs are part of the cached picture; only the highlights over them are drawn live.
    ground.addChild(bodies)
    this.ground = new StaticCache(ground, deps.cache ?? null)
    this.world.addChild(ground, highlights)
    this.views = views
    for (const view of views) {
      const card = new LabelCard(deps.glyphs, false, leastTarget)
      this.cards.set(view.code, card)
      this.overlay.addChild(card.root)
    }
    this.belvedereAt = siteToWorld(site, site.belvedere.anchor)
    this.belvedere = new LabelCard(deps.glyphs, true, leastTarget)
    this.notes = new SiteNotes(site, deps.glyphs)
    this.overlay.addChildAt(this.notes.root, 0)
    this.overlay.addChild(this.belvedere.root)
  }

  frame(state: StagedState, vp: Viewport): SceneFrame {
    if (state.fill) return { box: cropToViewport(this.picture, vp), insets: NO_INSETS }
    const box = this.shown(state)
    // Room above for the full cards of the northern buildings as far as they rise past the
    // picture's edge at this stage's zoom (a phone's are badges: a fixed band).
    const scale = this.cardScale(vp)
    const cards = [
      ...this.views.map((v) => ({
        y: v.anchor[1],
        rise: (this.cards.get(v.code)?.fullRise() ?? 0) * scale,
      })),
      { y: this.belvedereAt[1], rise: this.belvedere.fullRise() * scale },
    ]
    // The whole resort at rest on every screen (a phone's stage is as tall as the picture needs);
    // a pinch brings a building closer.
    return { box, insets: siteInsets(box, vp, cards) }
  }

  /** Phones' cards are smaller, where the page sets no least text size for the canvas. */
  private cardScale(vp: Viewport): number {
    return vp.width < 600 && this.cardsShrink ? 0.85 : 1
  }

  private shown(state: StagedState): Box<WorldPoint> {
    const chosen = state.include ? this.views.filter((v) => state.include?.includes(v.code)) : []
    if (chosen.length === 0) return this.picture
    // A subset from the types page: its buildings with their surroundings, never tighter than
    // half the picture, so the rest of the resort stays in view around them.
    const box = grow(
      boxOf(
        chosen.flatMap((v) => v.polygon),
        world,
      ),
      0.6,
    )
    const cx = (box.min[0] + box.max[0]) / 2
    const cy = (box.min[1] + box.max[1]) / 2
    const hw =
      Math.max(box.max[0] - box.min[0], (this.picture.max[0] - this.picture.min[0]) / 2) / 2
    const hh =
      Math.max(box.max[1] - box.min[1], (this.picture.max[1] - this.picture.min[1]) / 2) / 2
    return { min: world(cx - hw, cy - hh), max: world(cx + hw, cy + hh) }
  }

  targets(): readonly HitArea[] {
    return this.areas
  }

  pickScreen(p: ScreenPoint): HitArea | null {
    // Cards drawn last sit on top: check them in reverse.
    for (const view of [...this.views].reverse()) {
      const card = this.cards.get(view.code)
      if (card?.root.visible && containsPoint(card.hitRect(), p[0], p[1])) {
        return this.areas.find((a) => a.alt === String(view.code)) ?? null
      }
    }
    return null
  }

  restyle(state: StagedState): void {
    this.include = state.include
    let dimmed = false
    for (const view of this.views) {
      const alt = String(view.code)
      // No row: the catalogue has not come (or failed). Such a building looks neither on sale
      // nor sold out.
      const count = state.data.buildings[alt]?.count
      const look = {
        available: count !== 0,
        hovered: state.hovered === alt,
        active: state.selected === alt,
        dimmed: state.include !== null && !state.include.includes(view.code),
      }
      const style = areaStyle('masterplan', look)
      view.area.set(style)
      if (view.body.alpha !== style.alpha) {
        view.body.alpha = style.alpha
        dimmed = true
      }
      this.cards
        .get(view.code)
        ?.setLook({ ...look, hovered: look.hovered || look.active, soldOut: count === 0 })
    }
    if (dimmed) this.ground.refresh()
  }

  relabel(state: StagedState): void {
    const prices = priceRanges(Object.values(state.data.apartments))
    this.areas = this.views.map((view) => {
      const alt = String(view.code)
      const count = state.data.buildings[alt]?.count
      // The price where the buyer chooses: count and entry price on the card's second line.
      this.cards
        .get(view.code)
        ?.setText(
          buildingLabel(view.code, state.locale),
          buildingCardLine(count, prices.get(alt), state.locale),
        )
      return makeHitArea(
        alt,
        'building',
        view.polygon,
        buildingTarget(view.code, count),
        (count ?? 0) > 0,
      )
    })
    this.belvedere.setText(BELVEDERE[state.locale], BELVEDERE_NOTE[state.locale].toUpperCase())
    this.notes.relabel(state.locale)
  }

  layout(camera: Camera, vp: Viewport): void {
    // Phones get smaller cards; a full card must clear every other building's compact label as
    // well as the cards already placed: above its building, below it, or slid along; where no spot
    // is free it keeps its compact label, the same card with the name.
    this.ground.fit(camera.zoom)
    const scale = this.cardScale(vp)
    const at = new Map<number, readonly [number, number]>()
    for (const view of this.views) at.set(view.code, worldToScreen(camera, vp, view.anchor))
    const onScreen = (p: readonly [number, number]) =>
      p[0] >= 0 && p[0] <= vp.width && p[1] >= 0 && p[1] <= vp.height
    const lane = cardLane(this.picture, camera, vp, 8)
    const area = { left: lane.left, right: lane.right, top: 0, bottom: vp.height }
    const badges = this.views.flatMap((v) => {
      const q = at.get(v.code)
      return q ? [{ code: v.code, rect: this.cards.get(v.code)?.badgeRectAt(q[0], q[1]) }] : []
    })
    // The landmark's name is kept clear like a building's: a card beside it (the second white
    // house on a portrait kiosk in English) covered it, the landmark having no spot left.
    const landmark = worldToScreen(camera, vp, this.belvedereAt)
    this.belvedere.root.scale.set(scale)
    if (onScreen(landmark))
      badges.push({ code: -1, rect: this.belvedere.badgeRectAt(landmark[0], landmark[1]) })
    // The notes (parking, entrance, clubs) a card covers only when it can go nowhere else.
    const notes = this.notes.boxes(camera, vp)
    const placed: ScreenRect[] = []
    const place = (card: LabelCard, p: readonly [number, number], own: number | null) => {
      card.root.scale.set(scale)
      card.root.position.set(Math.round(p[0]), Math.round(p[1]))
      // A card whose anchor is off screen would point at nothing: it goes with its building.
      card.root.visible = onScreen(p)
      if (!card.root.visible) return
      const hard = [
        ...placed,
        ...badges.flatMap((b) => (b.code !== own && b.rect !== undefined ? [b.rect] : [])),
      ]
      const spot = chooseSpot(p[0], p[1], card.fullSize(), area, hard, notes)
      card.setCompact(spot === null)
      if (spot) card.setSpot(spot.side, spot.shift)
      card.keepWithin(lane.left, lane.right)
      placed.push(card.rect())
    }
    const order = [...this.views].sort((a, b) => this.priority(b) - this.priority(a))
    for (const view of order) {
      const card = this.cards.get(view.code)
      const p = at.get(view.code)
      if (card && p) place(card, p, view.code)
    }
    // The landmark gives way to every building: it is scenery, not for sale.
    place(this.belvedere, landmark, -1)
    this.notes.layout(camera, vp, placed)
  }

  /** Placing order: the subset first, then by code; never by hover, so nothing jumps under a pointer. */
  private priority(view: SiteBuildingView): number {
    const inSubset = this.include === null || this.include.includes(view.code)
    return (inSubset ? 5 : 0) - view.code / 100
  }

  step(dt: number): boolean {
    return stepAreas(
      this.views.map((v) => v.area),
      dt,
    )
  }

  destroy(): void {
    this.ground.release()
    this.world.destroy({ children: true })
    this.overlay.destroy({ children: true })
  }
}

export function createMasterplanScene(site: SiteGeometry, deps: SceneDeps): Scene {
  return new MasterplanScene(site, deps)
}
