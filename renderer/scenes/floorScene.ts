// The floor plan: walls, core, flats coloured by status and availability (sold greyed), hover and
// selection, flat numbers; with a flat selected it becomes the flat plan (flatScene.ts). The upper
// level of a two-level flat is the same scene drawn for that flat alone.

import { altPath } from '../../engine/alt'
import type { BuildingGeometry, SectionFloor } from '../../engine/geometry'
import { bedroomLabel, flatNumberLabel } from '../../engine/labels'
import type { Status } from '../../engine/types'
import { Container } from 'pixi.js'
import { stepAreas } from '../paint/areaPaint'
import { type AreaStyle, areaStyle } from '../paint/areaStyle'
import type { Camera, Viewport } from '../stage/camera'
import { flatTarget, formatArea, PLAN_WORDS } from '../text/captions'
import { applyFlatView, FlatDetail } from './flatScene'
import { drawFloorPlan, type FlatView, type FloorDrawing } from '../plan/floorPlan'
import { flatFrame, floorFrame } from '../plan/flatFrame'
import { FlatTints, liveStyle } from '../paint/flatTints'
import { sunTintStyle } from '../paint/sunTint'
import { type HitArea, makeHitArea } from '../hit/hitAreas'
import { FlatBadge } from '../text/planLabels'
import type { SceneSpec, StagedState } from '../renderState'
import type { Scene, SceneDeps, SceneFrame } from './scene'
import { StaticCache } from '../paint/staticCache'
import { type Box, boxOf, growBox, type ScreenPoint, type WorldPoint, world } from '../stage/space'

type FloorSpec = Extract<SceneSpec, { kind: 'floor' | 'upper' }>

class FloorScene implements Scene {
  readonly world = new Container({ isRenderGroup: true })
  readonly overlay = new Container()
  readonly bounds: Box<WorldPoint>
  private readonly floorBox: Box<WorldPoint>
  private readonly drawing: FloorDrawing
  private readonly badges = new Map<string, FlatBadge>()
  private areas: HitArea[] = []
  private detail: FlatDetail | null = null
  private viewed: string | null = null
  private state: StagedState | null = null
  private readonly statics: StaticCache
  private readonly tints: FlatTints

  constructor(
    readonly spec: FloorSpec,
    floor: SectionFloor,
    private readonly deps: SceneDeps,
  ) {
    const cache = deps.cache ?? null
    const only = spec.kind === 'upper' ? { alt: spec.flat, level: 1 } : undefined
    this.drawing = drawFloorPlan(floor, only)
    this.floorBox = boxOf(
      floor.outline.map((p) => world(p[0], p[1])),
      world,
    )
    const span = Math.max(
      this.floorBox.max[0] - this.floorBox.min[0],
      this.floorBox.max[1] - this.floorBox.min[1],
    )
    this.bounds = growBox(this.floorBox, span * 0.25)
    this.world.addChild(this.drawing.root)
    this.statics = new StaticCache(this.drawing.statics, cache)
    this.tints = new FlatTints(this.drawing.restTints)
    for (const flat of this.drawing.flats) {
      // In the largest room, clear of the inner walls a flat's own centre often falls on.
      const largest = [...flat.level.rooms]
        .filter((r) => r.kind !== 'terrace')
        .sort((a, b) => b.area - a.area)[0]
      const badge = new FlatBadge(
        deps.glyphs,
        flat.polygon,
        largest?.polygon.map((p) => world(p[0], p[1])),
      )
      this.badges.set(flat.alt, badge)
      this.overlay.addChild(badge.root)
    }
  }

  frame(state: StagedState, vp: Viewport): SceneFrame {
    const viewed = this.drawing.flats.find((f) => f.alt === this.viewedAlt(state))
    if (viewed && (state.view.viewMode === 'flat' || this.spec.kind === 'upper')) {
      // The flat with everything that belongs to it (a garden terrace lies outside its walls).
      const points = [
        ...viewed.polygon,
        ...viewed.level.rooms.flatMap((r) => r.polygon.map((p) => world(p[0], p[1]))),
      ]
      return flatFrame(boxOf(points, world), this.floorBox, vp)
    }
    return floorFrame(this.floorBox, vp)
  }

  private viewedAlt(state: StagedState): string | null {
    return state.level === 'flat' ? state.selected : null
  }

  targets(): readonly HitArea[] {
    return this.areas
  }

  pickScreen(_p: ScreenPoint): HitArea | null {
    return null
  }

  restyle(state: StagedState): void {
    this.state = state
    const viewed = this.viewedAlt(state)
    let redraw = false
    if (viewed !== this.viewed) {
      this.setViewed(viewed, state)
      redraw = true
    }
    redraw = applyFlatView(this.drawing, viewed, state) || redraw
    this.detail?.showItems(state)
    redraw = (this.detail?.setVeil(state) ?? false) || redraw
    // The flat being viewed shows its rooms: only its outline marks it. Around it the others
    // fall back: faint in floor view, gone in apartment view.
    const others = state.view.viewMode === 'floor' ? 0.5 : 0
    // The sun tint, when on, colours the flats on sale by their hours; sold ones stay grey.
    const sun = state.view.sunTint ? (state.sun ?? null) : null
    const look = (flat: FlatView, st: Status, hovered: boolean): AreaStyle => {
      const isViewed = flat.alt === viewed
      const status = areaStyle('flat', {
        available: st > 0,
        hovered,
        active: isViewed,
        dimmed: false,
        status: st,
      })
      const style = sun && st > 0 ? sunTintStyle(status, sun[flat.alt]) : status
      if (isViewed) return { ...style, fillAlpha: 0 }
      if (!viewed) return style
      return { ...style, fillAlpha: style.fillAlpha * others, lineAlpha: style.lineAlpha * others }
    }
    const tints = this.drawing.flats.map((flat) => {
      const st = (state.data.apartments[flat.alt]?.st ?? 0) as Status
      const hovered = state.hovered === flat.alt
      const rest = look(flat, st, false)
      flat.area.set(liveStyle(look(flat, st, hovered), rest))
      this.badges.get(flat.alt)?.setLook(flat.alt === viewed || hovered, st === 0)
      return { rooms: flat.rooms, colour: rest.fill, alpha: rest.fillAlpha }
    })
    redraw = this.tints.paint(tints) || redraw
    if (redraw) this.statics.refresh()
  }

  private setViewed(alt: string | null, state: StagedState): void {
    this.detail?.destroy()
    this.detail = null
    this.viewed = alt
    const view = this.drawing.flats.find((f) => f.alt === alt)
    if (!view) return
    this.detail = new FlatDetail(view, this.drawing, this.deps.glyphs)
    this.detail.relabel(state)
    this.overlay.addChild(this.detail.overlay)
  }

  relabel(state: StagedState): void {
    this.detail?.relabel(state)
    const unit = PLAN_WORDS.sqm[state.locale]
    this.areas = this.drawing.flats.map((flat) => {
      const a = state.data.apartments[flat.alt]
      const st = (a?.st ?? 0) as Status
      const n = a?.n ?? altPath(flat.alt)[3] ?? 0
      const rc = a?.rc ?? 0
      const sq = a?.sq ?? 0
      this.badges
        .get(flat.alt)
        ?.setText(
          flatNumberLabel(n),
          `${bedroomLabel(rc, state.locale)} · ${formatArea(sq, state.locale)} ${unit}`,
        )
      return makeHitArea(flat.alt, 'flat', flat.polygon, flatTarget(n, rc, sq, st), st > 0)
    })
    if (this.spec.kind === 'upper') this.areas = []
  }

  layout(camera: Camera, vp: Viewport): void {
    this.statics.fit(camera.zoom)
    const state = this.state
    const apartmentView = this.viewed !== null && state?.view.viewMode !== 'floor'
    for (const [alt, badge] of this.badges) {
      badge.layout(camera, vp, !apartmentView && alt !== this.viewed && this.spec.kind !== 'upper')
    }
    this.detail?.layout(camera, vp)
  }

  step(dt: number): boolean {
    return stepAreas(
      this.drawing.flats.map((f) => f.area),
      dt,
    )
  }

  destroy(): void {
    this.detail?.destroy()
    this.statics.release()
    this.world.destroy({ children: true })
    this.overlay.destroy({ children: true })
  }
}

export function createFloorScene(
  spec: FloorSpec,
  building: BuildingGeometry,
  deps: SceneDeps,
): Scene {
  const floor = building.floors.find((f) => f.alt === spec.floor)
  if (!floor) throw new Error(`No floor ${spec.floor} in building ${building.code}`)
  return new FloorScene(spec, floor, deps)
}
