// The facade of a building: sections and floors as hit areas with their counts on sale. At the
// building level the sections are the targets (the floors, for a one-section building); at the
// section level its floors are, with the other sections still there to switch to.

import type { BuildingGeometry } from '../../engine/geometry'
import { Container } from 'pixi.js'
import { stepAreas } from '../paint/areaPaint'
import { areaStyle } from '../paint/areaStyle'
import { type Camera, type Viewport, worldToScreen } from '../stage/camera'
import { priceRanges } from '../../engine/priceRanges'
import {
  bandTarget,
  floorName,
  floorShort,
  flatsOnSale,
  priceSpan,
  saleLine,
  sectionName,
  PRICE_ON_REQUEST,
} from '../text/captions'
import { type BandView, drawFacade, type FacadeDrawing } from './facadeDrawing'
import { FloorChip } from '../text/facadeLabels'
import { chipShown, chipStride } from '../text/chipStride'
import { type HitArea, makeHitArea } from '../hit/hitAreas'
import { containsPoint, LabelCard } from '../text/labelCards'
import type { SceneSpec, StagedState } from '../renderState'
import type { Scene, SceneDeps, SceneFrame } from './scene'
import { StaticCache } from '../paint/staticCache'
import { facadeBox, facadeFrame } from '../stage/stageFit'
import { type Box, boxOf, type ScreenPoint, type WorldPoint, world } from '../stage/space'

type FacadeSpec = Extract<SceneSpec, { kind: 'facade' }>

class FacadeScene implements Scene {
  readonly world = new Container({ isRenderGroup: true })
  readonly overlay = new Container()
  readonly bounds: Box<WorldPoint>
  private readonly box: Box<WorldPoint>
  private readonly drawing: FacadeDrawing
  private readonly cards = new Map<string, LabelCard>()
  private readonly chips = new Map<string, FloorChip>()
  /** The floors whose chips the current focus offers (shown at the layout's stride). */
  private readonly offeredChips = new Set<string>()
  /** Cards keep their size where the page sets a least text size (a touch screen, the kiosk). */
  private readonly cardsShrink: boolean
  private areas: HitArea[] = []
  /** The section whose floors are offered: the selected one, or the only one. */
  private focus: number | null = null
  private readonly statics: StaticCache

  constructor(
    readonly spec: FacadeSpec,
    private readonly building: BuildingGeometry,
    deps: SceneDeps,
  ) {
    const cache = deps.cache ?? null
    this.cardsShrink = deps.glyphs.textFloor === 0
    this.drawing = drawFacade(building)
    this.statics = new StaticCache(this.drawing.statics, cache)
    this.world.addChild(this.drawing.root)
    const { width: W, height: H } = building.facade
    this.box = facadeBox(building.facade)
    this.bounds = { min: world(-W * 0.35, -H * 1.9), max: world(W * 1.35, H * 0.45) }
    if (building.facade.sections.length > 1) {
      for (const s of this.drawing.sections) {
        const card = new LabelCard(deps.glyphs)
        this.cards.set(s.alt, card)
        this.overlay.addChild(card.root)
      }
    }
    for (const f of this.drawing.floors) {
      const chip = new FloorChip(deps.glyphs)
      this.chips.set(f.alt, chip)
      this.overlay.addChild(chip.root)
    }
  }

  private focusOf(state: StagedState): number | null {
    const path = state.path
    if (path.length >= 2) return path[1] ?? null
    return this.drawing.sections.length === 1 ? (this.drawing.sections[0]?.s ?? null) : null
  }

  frame(state: StagedState, vp: Viewport): SceneFrame {
    const focus = this.focusOf(state)
    const section = this.drawing.sections.find((s) => s.s === focus)
    const shown =
      section && this.drawing.sections.length > 1 ? boxOf(section.polygon, world) : this.box
    const { width, height } = this.building.facade
    const measure = { width, height, floorHeight: this.building.floorHeight }
    return facadeFrame(measure, shown, focus !== null, vp)
  }

  targets(): readonly HitArea[] {
    return this.areas
  }

  pickScreen(p: ScreenPoint): HitArea | null {
    for (const [alt, chip] of this.chips) {
      if (chip.root.visible && containsPoint(chip.rect(), p[0], p[1])) {
        const area = this.areas.find((a) => a.alt === alt)
        return area ? { ...area, opensFirst: true } : null
      }
    }
    for (const [alt, card] of this.cards) {
      if (card.root.visible && containsPoint(card.rect(), p[0], p[1])) {
        return this.areas.find((a) => a.alt === alt) ?? null
      }
    }
    return null
  }

  private offered(band: BandView): boolean {
    return band.f === null ? this.focus === null || band.s !== this.focus : band.s === this.focus
  }

  restyle(state: StagedState): void {
    const focus = this.focusOf(state)
    // The offered bands change with the section in focus; hover alone keeps the same targets.
    const retarget = focus !== this.focus || this.areas.length === 0
    this.focus = focus
    const selected = state.selected
    // No row (the catalogue has not come, or failed): neither on sale nor sold out.
    const paint = (band: BandView, layer: 'section' | 'floor', count: number | undefined) => {
      const offered = this.offered(band)
      const style = areaStyle(layer, {
        available: count !== 0,
        hovered: state.hovered === band.alt,
        active: selected === band.alt || selected.startsWith(`${band.alt}-`),
        dimmed: false,
      })
      // Bands not on offer fall quiet; the focused section is marked by its floors, not a fill.
      band.area.set(
        offered ? style : { ...style, fillAlpha: 0, lineAlpha: band.f === null ? 0.2 : 0 },
      )
      return offered
    }
    for (const s of this.drawing.sections) {
      const count = state.data.sections[s.alt]?.count
      paint(s, 'section', count)
      // The section in focus wears the selected look; the others stay plain, to switch to.
      const focused = s.s === this.focus && this.drawing.sections.length > 1
      this.cards.get(s.alt)?.setLook({
        hovered: state.hovered === s.alt || (focused && state.path.length === 2),
        dimmed: false,
        soldOut: count === 0,
      })
    }
    for (const f of this.drawing.floors) {
      const count = state.data.floors[f.alt]?.count
      // A floor's chip says what is on sale there: none while that is not known.
      const offered = paint(f, 'floor', count) && count !== undefined
      const chip = this.chips.get(f.alt)
      chip?.setLook(state.hovered === f.alt, selected === f.alt, count === 0)
      if (offered) this.offeredChips.add(f.alt)
      else this.offeredChips.delete(f.alt)
      if (chip) chip.root.visible = offered
    }
    if (retarget) this.retarget(state)
  }

  relabel(state: StagedState): void {
    const l = state.locale
    for (const s of this.drawing.sections) {
      this.cards
        .get(s.alt)
        ?.setText(sectionName(s.s)[l], saleLine(state.data.sections[s.alt]?.count, l))
    }
    const prices = priceRanges(Object.values(state.data.apartments))
    for (const f of this.drawing.floors) {
      const count = state.data.floors[f.alt]?.count ?? 0
      const range = prices.get(f.alt)
      this.chips
        .get(f.alt)
        ?.setText(
          floorName(f.f ?? 0)[l],
          flatsOnSale(count, l),
          floorShort(f.f ?? 0)[l],
          String(count),
          range ? priceSpan(range, l) : count > 0 ? PRICE_ON_REQUEST[l] : '',
        )
    }
    this.retarget(state)
  }

  private retarget(state: StagedState): void {
    const bands = [...this.drawing.sections, ...this.drawing.floors].filter((b) => this.offered(b))
    this.areas = bands.map((b) => {
      const rows = b.f === null ? state.data.sections : state.data.floors
      const count = rows[b.alt]?.count
      const name = b.f === null ? sectionName(b.s) : floorName(b.f)
      return makeHitArea(
        b.alt,
        b.f === null ? 'section' : 'floor',
        b.polygon,
        bandTarget(name, count),
        (count ?? 0) > 0,
      )
    })
  }

  layout(camera: Camera, vp: Viewport): void {
    this.statics.fit(camera.zoom)
    const scale = vp.width < 600 && this.cardsShrink ? 0.8 : 1
    for (const s of this.drawing.sections) {
      const card = this.cards.get(s.alt)
      if (!card) continue
      card.root.scale.set(scale)
      const b = boxOf(s.polygon, world)
      const [x, y] = worldToScreen(camera, vp, world((b.min[0] + b.max[0]) / 2, b.min[1]))
      card.root.position.set(Math.round(x), Math.round(y - 6))
      // A card whose section is panned away goes with it; one near an edge stays whole.
      card.root.visible = x >= 0 && x <= vp.width
      card.keepWithin(8, vp.width - 8)
    }
    // Chips shrink to the floor's height on screen within their least scale and stay inside the
    // right edge; where they would still overlap, only every k-th floor's is shown (and one the
    // visitor opened or chose), never a chip too small to read.
    let stride = 1
    const placed: { chip: FloorChip; f: number; x: number; y: number }[] = []
    for (const f of this.drawing.floors) {
      const chip = this.chips.get(f.alt)
      if (!chip || !this.offeredChips.has(f.alt)) continue
      const b = boxOf(f.polygon, world)
      const [x, y] = worldToScreen(camera, vp, world(b.max[0], (b.min[1] + b.max[1]) / 2))
      const band = (b.max[1] - b.min[1]) * camera.zoom
      chip.setCompact(vp.width < 600)
      chip.fitBand(band)
      if (!chip.opened) stride = Math.max(stride, chipStride(band, chip.screenHeight))
      placed.push({ chip, f: f.f ?? 0, x, y })
    }
    const lowest = Math.min(...placed.map((p) => p.f))
    for (const { chip, f, x, y } of placed) {
      chip.root.visible = chip.opened || chip.active || chipShown(f, lowest, stride)
      chip.place(x + 4, y, vp.width - 8)
    }
  }

  step(dt: number): boolean {
    return stepAreas(
      [...this.drawing.sections, ...this.drawing.floors].map((b) => b.area),
      dt,
    )
  }

  destroy(): void {
    this.statics.release()
    this.world.destroy({ children: true })
    this.overlay.destroy({ children: true })
    for (const g of this.drawing.gradients) g.destroy()
  }
}

export function createFacadeScene(
  spec: FacadeSpec,
  building: BuildingGeometry,
  deps: SceneDeps,
): Scene {
  return new FacadeScene(spec, building, deps)
}
