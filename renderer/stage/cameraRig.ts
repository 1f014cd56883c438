// The live camera of the current scene: user pans and zooms with bounds, elastic pinch beyond the
// zoom limits, flings after a swipe and tweens to framed targets. Time comes in through `step`.

import {
  type Camera,
  clampCamera,
  clampZoom,
  panBy,
  rubberZoom,
  sameCamera,
  type Viewport,
  type ZoomLimits,
  zoomAt,
} from './camera'
import { type CameraTween, flingStep, sampleCameraTween } from './motion'
import { MOTION } from '../paint/opacities'
import type { Box, ScreenPoint, WorldPoint } from './space'

/** Pinching out past this fraction of the minimum zoom and letting go means "go back". */
export const BACK_PINCH_RATIO = 0.72

export class CameraRig {
  camera: Camera = { x: 0, y: 0, zoom: 1 }
  limits: ZoomLimits = { min: 0.01, max: 100 }
  private bounds: Box<WorldPoint> | null = null
  private vp: Viewport = { width: 1, height: 1 }
  private tween: CameraTween | null = null
  private fling: { vx: number; vy: number } | null = null
  /** The zoom a pinch asks for, which may lie beyond the limits the display honours. */
  private requested: number | null = null
  /** prefers-reduced-motion: moves arrive at once and swipes do not glide (WCAG 2.3.3). */
  reducedMotion = false

  configure(bounds: Box<WorldPoint>, vp: Viewport, limits: ZoomLimits): void {
    this.bounds = bounds
    this.vp = vp
    this.limits = limits
  }

  get viewport(): Viewport {
    return this.vp
  }

  get moving(): boolean {
    return this.tween !== null || this.fling !== null
  }

  /** Screen margin the scene edge may come in from the viewport edge while panning. */
  private get margin(): number {
    return Math.min(this.vp.width, this.vp.height) * 0.3
  }

  private clamp(c: Camera): Camera {
    return this.bounds ? clampCamera(c, this.bounds, this.vp, this.margin) : c
  }

  jump(camera: Camera): void {
    this.stop()
    this.camera = this.clamp({ ...camera, zoom: clampZoom(camera.zoom, this.limits) })
  }

  moveTo(target: Camera, now: number, duration: number = MOTION.cameraMove): void {
    this.stop()
    const to = this.clamp({ ...target, zoom: clampZoom(target.zoom, this.limits) })
    if (sameCamera(this.camera, to)) return
    if (this.reducedMotion || duration <= 0) {
      this.camera = to
      return
    }
    this.tween = { from: this.camera, to, start: now, duration }
  }

  stop(): void {
    this.tween = null
    this.fling = null
  }

  pan(dx: number, dy: number): void {
    this.stop()
    this.camera = this.clamp(panBy(this.camera, dx, dy))
  }

  /** Zoom about a point; `elastic` lets a pinch stretch past the limits with resistance. */
  zoom(at: ScreenPoint, factor: number, elastic = false): void {
    this.stop()
    if (!elastic) {
      this.camera = this.clamp(zoomAt(this.camera, this.vp, at, factor, this.limits))
      return
    }
    this.requested = (this.requested ?? this.camera.zoom) * factor
    const shown = rubberZoom(this.requested, this.limits)
    const open = { min: 0, max: Number.POSITIVE_INFINITY }
    this.camera = this.clamp(zoomAt(this.camera, this.vp, at, shown / this.camera.zoom, open))
  }

  /** Ends a pinch: springs back inside the limits; says whether the user pinched out to leave. */
  release(now: number): { back: boolean } {
    const requested = this.requested
    this.requested = null
    const back = requested !== null && requested < this.limits.min * BACK_PINCH_RATIO
    const zoom = clampZoom(this.camera.zoom, this.limits)
    if (zoom !== this.camera.zoom) {
      const centre = this.vp
      const at = [centre.width / 2, centre.height / 2] as unknown as ScreenPoint
      const target = zoomAt(this.camera, this.vp, at, zoom / this.camera.zoom, this.limits)
      this.moveTo(target, now, 260)
    }
    return { back }
  }

  /** A swipe: keep gliding with the finger's speed (px/ms), slowing down. */
  flingWith(vx: number, vy: number): void {
    this.tween = null
    this.fling = this.reducedMotion ? null : { vx, vy }
  }

  /** Advances tweens and flings; true while the camera is still moving. */
  step(now: number, dt: number): boolean {
    if (this.tween) {
      const { camera, done } = sampleCameraTween(this.tween, now)
      this.camera = camera
      if (done) this.tween = null
    } else if (this.fling) {
      const f = flingStep(this.fling.vx, this.fling.vy, dt, MOTION.flingFriction)
      const next = this.clamp(panBy(this.camera, f.dx, f.dy))
      // Hitting the pan bound ends the glide instead of pressing against it.
      const blocked = sameCamera(next, this.camera)
      this.camera = next
      this.fling = blocked || Math.hypot(f.vx, f.vy) < 0.02 ? null : { vx: f.vx, vy: f.vy }
    }
    return this.moving
  }
}
