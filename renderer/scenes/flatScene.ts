// The flat plan: one flat seen on its own or highlighted within its floor. Room names (ru/en) and
// areas, furniture on request, white box (no furniture, no finishes), the rest of the floor veiled.
// It lives inside the floor scene, so going from a floor to a flat is a camera move, not a rebuild.

import { drawnFootprints, type Footprint } from '../../engine/geometryLabels'
import { Container, Graphics } from 'pixi.js'
import type { Camera, Viewport } from '../stage/camera'
import { formatArea, PLAN_WORDS, ROOM_NAMES } from '../text/captions'
import type { FloorDrawing, FlatView } from '../plan/floorPlan'
import type { GlyphAtlas } from '../text/glyphAtlas'
import { PALETTE } from '../paint/palette'
import { PlanDimensions } from '../plan/planDimensions'
import { RoomLabel } from '../text/planLabels'
import type { StagedState } from '../renderState'
import { flatten, world } from '../stage/space'

/** How strongly the other flats are veiled: apartment view hides more than floor view. */
export const VEIL = { flat: 0.8, floor: 0.38 } as const
/** White box draws no items; one list, so a restyle does not send the labels looking again. */
const NO_ITEMS: readonly Footprint[] = []

export class FlatDetail {
  readonly overlay = new Container()
  /** Paper over the whole floor with the flat (and its terrace) cut out. */
  readonly veil = new Graphics()
  private readonly labels: {
    label: RoomLabel
    kind: keyof typeof ROOM_NAMES
    area: number
    /** An imported room's own name, shown as the architect wrote it. */
    name: string | undefined
  }[] = []
  private readonly dimensions: PlanDimensions
  private apartmentView = true
  /** What the labels keep off: the fixtures alone, or with the furniture (engine/geometryLabels). */
  private readonly footprints: {
    readonly fixtures: readonly Footprint[]
    readonly all: readonly Footprint[]
  }

  constructor(
    readonly view: FlatView,
    drawing: FloorDrawing,
    glyphs: GlyphAtlas,
  ) {
    const { min, max } = drawing.extent
    const pad = Math.max(max[0] - min[0], max[1] - min[1])
    this.veil.rect(min[0] - pad, min[1] - pad, max[0] - min[0] + pad * 2, max[1] - min[1] + pad * 2)
    this.veil.fill(0xffffff)
    this.veil.poly(flatten(view.polygon)).cut()
    for (const room of view.level.rooms) {
      if (room.kind === 'terrace') this.veil.poly(flatten(room.polygon)).cut()
    }
    this.veil.tint = PALETTE.paper
    drawing.veilLayer.addChild(this.veil)
    this.footprints = {
      fixtures: drawnFootprints(view.level.furniture, false),
      all: drawnFootprints(view.level.furniture, true),
    }
    this.dimensions = new PlanDimensions(
      glyphs,
      view.polygon,
      view.level.rooms
        .filter((r) => r.kind === 'terrace')
        .map((r) => r.polygon.map((p) => world(p[0], p[1]))),
    )
    this.overlay.addChild(this.dimensions.root)
    for (const room of view.level.rooms) {
      const label = new RoomLabel(
        glyphs,
        room.polygon.map((p) => world(p[0], p[1])),
      )
      this.labels.push({ label, kind: room.kind, area: room.area, name: room.name })
      this.overlay.addChild(label.root)
    }
  }

  relabel(state: StagedState): void {
    this.dimensions.setLocale(state.locale)
    const unit = PLAN_WORDS.sqm[state.locale]
    for (const { label, kind, area, name } of this.labels) {
      label.setText(
        name ?? ROOM_NAMES[kind][state.locale],
        `${formatArea(area, state.locale)} ${unit}`,
      )
    }
  }

  /** Tells the labels which items the view draws now, as applyFlatView shows them. */
  showItems(state: StagedState): void {
    const items = state.view.whiteBox
      ? NO_ITEMS
      : state.view.furniture
        ? this.footprints.all
        : this.footprints.fixtures
    for (const { label } of this.labels) label.setItems(items)
  }

  layout(camera: Camera, vp: Viewport): void {
    for (const { label } of this.labels) label.layout(camera, vp)
    this.dimensions.layout(camera, vp, this.apartmentView)
  }

  /** Veils the floor around the flat: strongly in apartment view, lightly in floor view. */
  setVeil(state: StagedState): boolean {
    this.apartmentView = state.view.viewMode !== 'floor'
    const alpha = state.view.viewMode === 'floor' ? VEIL.floor : VEIL.flat
    if (alpha === this.veil.alpha) return false
    this.veil.alpha = alpha
    return true
  }

  destroy(): void {
    this.veil.destroy()
    this.overlay.destroy({ children: true })
  }
}

/**
 * Applies the view options to a floor drawing for the flat being viewed (null: the floor itself).
 * White box means bare rooms: no finishes, fixtures or furniture, whatever the furniture toggle
 * says. Fixtures (sanitary ware, the kitchen run, stairs) are part of every other plan.
 * True when anything was shown or hidden (the drawing's cached texture must be redrawn).
 */
export function applyFlatView(
  drawing: FloorDrawing,
  viewed: string | null,
  state: StagedState,
): boolean {
  let changed = false
  const show = (item: { visible: boolean }, visible: boolean) => {
    if (item.visible === visible) return
    item.visible = visible
    changed = true
  }
  const whiteBox = viewed !== null && state.view.whiteBox
  show(drawing.whiteBox, whiteBox)
  show(drawing.finished, !whiteBox)
  for (const flat of drawing.flats) {
    show(flat.fixtures, !whiteBox)
    show(flat.furniture, flat.alt === viewed && state.view.furniture && !whiteBox)
  }
  return changed
}
