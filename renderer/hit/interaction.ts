// What gestures mean on the plans: tap selects, press previews (touch has no hover), drag pans,
// swipe flings, pinch and wheel zoom, double tap zooms in or back out, and pinching or wheeling out
// past the whole scene goes back a level. Emits intents; never changes the selection itself.

import { type Camera, screenToWorld } from '../stage/camera'
import type { Gesture } from './gestures'
import { type HitArea, offeredAreas, pickNear } from './hitAreas'
import type { Minimap } from '../minimap/minimap'
import type { SceneStage } from '../stage/sceneStage'
import type { ScreenPoint } from '../stage/space'
import type { RendererIntents } from '../types'

/** A fingertip's reach beyond a target, CSS px. */
const TOUCH_SLOP = 14
const MOUSE_SLOP = 2
/** Wheeling out this far (product of factors) at the minimum zoom goes back. */
const WHEEL_BACK = 0.45

export interface InteractionHost {
  stage: SceneStage
  minimap: () => Minimap | null
  intents: RendererIntents
  requestFrame(): void
  /** The camera that frames the current state (double tap returns to it). */
  framed(): Camera | null
  /** The mouse cursor over the canvas ('' for the default); the owner of the element sets it. */
  cursor(cursor: string): void
  /** A tap chose this target: show it pressed at once, before the owner answers. */
  press(alt: string): void
  /** The least target offered where the canvas's edge cuts one (PlansRendererOptions.targetFloor). */
  leastTarget: number
}

export class Interaction {
  private hovered: string | null = null
  private wheelOut = 1
  private wheelAt = 0

  constructor(private readonly host: InteractionHost) {}

  /** The target under a screen point: minimap, then cards, then the drawing. */
  pick(p: ScreenPoint, pointerType: string): HitArea | { alt: string; available: true } | null {
    const mini = this.host.minimap()
    if (mini?.covers(p)) {
      const code = mini.pick(p)
      return code === null ? null : { alt: String(code), available: true }
    }
    const scene = this.host.stage.current
    if (!scene) return null
    const card = scene.pickScreen(p)
    if (card) return card
    const rig = this.host.stage.rig
    const slop = (pointerType === 'mouse' ? MOUSE_SLOP : TOUCH_SLOP) / rig.camera.zoom
    const offered = offeredAreas(scene.targets(), rig.camera, rig.viewport, this.host.leastTarget)
    return pickNear(offered, screenToWorld(rig.camera, rig.viewport, p), slop)
  }

  hover(p: ScreenPoint | null): void {
    const hit = p ? this.pick(p, 'mouse') : null
    this.host.cursor(hit?.available ? 'pointer' : p ? 'grab' : '')
    this.setHover(hit?.alt ?? null)
  }

  private setHover(alt: string | null): void {
    if (alt === this.hovered) return
    this.hovered = alt
    this.host.intents.hover(alt)
  }

  private select(at: ScreenPoint, pointerType: string): void {
    // A tap during a level change would land on a scene that is on its way out.
    if (this.host.stage.transitioning) return
    const hit = this.pick(at, pointerType)
    const touch = pointerType !== 'mouse'
    if (!hit?.available) {
      // A tap beside an open chip closes it.
      if (touch) this.setHover(null)
      return
    }
    if (touch && 'opensFirst' in hit && hit.opensFirst && this.hovered !== hit.alt) {
      this.setHover(hit.alt)
      return
    }
    this.host.press(hit.alt)
    this.host.intents.select(hit.alt)
  }

  gesture(g: Gesture, pointerType: string): void {
    const { stage } = this.host
    const rig = stage.rig
    const now = performance.now()
    switch (g.type) {
      case 'tap':
        this.select(g.at, pointerType)
        break
      case 'press': {
        const hit = this.pick(g.at, pointerType)
        this.setHover(hit?.alt ?? null)
        break
      }
      case 'pressup':
        // A finger held still previews; a mouse button held a little long is still a click, as
        // it is everywhere else on the web.
        if (pointerType === 'mouse' && g.released) this.select(g.at, pointerType)
        else this.setHover(null)
        break
      case 'doubletap': {
        // Two quick taps on a chip: the first opened it, the second goes, as two slow ones do.
        const hit = this.pick(g.at, pointerType)
        if (hit && 'opensFirst' in hit && hit.opensFirst && this.hovered === hit.alt) {
          this.select(g.at, pointerType)
          break
        }
        const framed = this.host.framed()
        const zoomedIn = framed && rig.camera.zoom > framed.zoom * 1.6
        if (zoomedIn) rig.moveTo(framed, now, 360)
        else {
          const at = screenToWorld(rig.camera, rig.viewport, g.at)
          rig.moveTo({ x: at[0], y: at[1], zoom: rig.camera.zoom * 2.2 }, now, 360)
        }
        break
      }
      case 'panstart':
        rig.stop()
        if (pointerType === 'mouse') this.host.cursor('grabbing')
        break
      case 'pan':
        rig.pan(g.dx, g.dy)
        break
      case 'panend':
        if (pointerType === 'mouse') this.host.cursor('grab')
        break
      case 'swipe':
        rig.flingWith(g.vx, g.vy)
        break
      case 'pinchstart':
        rig.stop()
        break
      case 'pinch':
        rig.zoom(g.centre, g.scale, true)
        rig.pan(g.dx, g.dy)
        break
      case 'pinchend':
        if (rig.release(now).back && this.canLeave()) this.host.intents.back()
        break
    }
    this.host.requestFrame()
  }

  /** There is a level above, and no level change is already under way. */
  private canLeave(): boolean {
    const { stage } = this.host
    return !stage.transitioning && stage.current !== null && stage.current.spec.kind !== 'site'
  }

  wheel(at: ScreenPoint, factor: number): void {
    const rig = this.host.stage.rig
    const now = performance.now()
    const atMin = rig.camera.zoom <= rig.limits.min * 1.001
    if (factor < 1 && atMin) {
      // Keep wheeling out at the whole-scene view to leave it; a pause starts the count again.
      this.wheelOut = now - this.wheelAt > 500 ? factor : this.wheelOut * factor
      this.wheelAt = now
      if (this.wheelOut < WHEEL_BACK && this.canLeave()) {
        this.wheelOut = 1
        this.host.intents.back()
      }
    } else this.wheelOut = 1
    rig.zoom(at, factor)
    this.host.requestFrame()
  }
}
