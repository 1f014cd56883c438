// The scenes on stage: the current one under the live camera and, during a level change, the one
// leaving. Going deeper, the old scene flies into the chosen target while the new one dissolves in
// over it; going back, the new scene opens out from the target it was entered by.

import type { Container } from 'pixi.js'
import { type Camera, fitCamera, fitZoom, frameCamera, panBounds, type Viewport } from './camera'
import { CameraRig } from './cameraRig'
import { type CameraTween, easeInOutCubic, progress, sampleCameraTween } from './motion'
import { MOTION } from '../paint/opacities'
import type { Scene } from '../scenes/scene'
import { fitHeightFor } from './stageFit'
import type { Box, WorldPoint } from './space'
import type { StagedState } from '../renderState'

const DEPTH = { site: 0, facade: 1, floor: 2, upper: 3 } as const

interface Leaving {
  scene: Scene
  tween: CameraTween
}

export function applyCamera(target: Container, camera: Camera, vp: Viewport): void {
  target.scale.set(camera.zoom)
  target.position.set(vp.width / 2 - camera.x * camera.zoom, vp.height / 2 - camera.y * camera.zoom)
}

export class SceneStage {
  readonly rig = new CameraRig()
  current: Scene | null = null
  private leaving: Leaving | null = null
  private fadeStart = 0
  private fading = false
  private vp: Viewport = { width: 1, height: 1 }

  constructor(
    private readonly worldLayer: Container,
    private readonly overlayLayer: Container,
  ) {}

  /** prefers-reduced-motion: a new level replaces the old at once, the camera jumps. */
  get reducedMotion(): boolean {
    return this.rig.reducedMotion
  }

  set reducedMotion(reduced: boolean) {
    this.rig.reducedMotion = reduced
    if (reduced) this.finishFade()
  }

  get transitioning(): boolean {
    return this.fading
  }

  /** The camera that frames what a state points at in the current scene. */
  framed(state: StagedState): Camera | null {
    if (!this.current) return null
    const frame = this.current.frame(state, this.vp)
    return frameCamera(frame.box, this.vp, frame.insets, frame.context)
  }

  /**
   * How tall a stage `width` px wide must be to show what the state frames at its width, px: a
   * phone's page sizes its stage by it, so a wide subject leaves no band of empty paper. Asked of
   * a portrait viewport (the only one a page sizes by height); null before a scene is on stage.
   */
  fitHeight(state: StagedState, width: number): number | null {
    if (!this.current) return null
    const scene = this.current
    return fitHeightFor((vp) => scene.frame(state, vp), width)
  }

  setViewport(vp: Viewport, state: StagedState | null): void {
    this.vp = vp
    if (this.current && state) this.configure(this.current, state)
  }

  private configure(scene: Scene, state: StagedState): void {
    const frame = scene.frame(state, this.vp)
    const whole = fitZoom(scene.bounds, this.vp)
    const framed = fitZoom(frame.box, this.vp, frame.insets)
    const home = frameCamera(frame.box, this.vp, frame.insets, frame.context)
    // Never tighter than the whole scene, never looser than well past the framed view; the
    // framed view itself always within the pan bounds.
    this.rig.configure(panBounds(scene.bounds, home, this.vp), this.vp, {
      min: Math.min(whole * 0.9, framed),
      max: Math.max(whole * 6, framed * 3),
    })
  }

  /** Puts a freshly built scene on stage; `focus` is the box the user went in by or came out of. */
  enter(scene: Scene, state: StagedState, now: number, focus: Box<WorldPoint> | null): void {
    const old = this.current
    this.finishFade()
    this.current = scene
    this.worldLayer.addChild(scene.world)
    this.overlayLayer.addChild(scene.overlay)
    this.configure(scene, state)
    const target = this.framed(state) ?? this.rig.camera
    if (!old || this.rig.reducedMotion) {
      old?.destroy()
      this.rig.jump(target)
      return
    }
    const deeper = DEPTH[scene.spec.kind] > DEPTH[old.spec.kind]
    const from = this.rig.camera
    // The leaving scene flies into the target it was left by, or falls back a little.
    const oldTo = deeper && focus ? fitCamera(focus, this.vp) : { ...from, zoom: from.zoom * 0.82 }
    this.leaving = {
      scene: old,
      tween: { from, to: oldTo, start: now, duration: MOTION.crossFade },
    }
    const startCam =
      !deeper && focus ? fitCamera(focus, this.vp) : { ...target, zoom: target.zoom * 0.9 }
    this.rig.jump(startCam)
    this.rig.moveTo(target, now, MOTION.cameraMove)
    scene.world.alpha = 0
    scene.overlay.alpha = 0
    this.fadeStart = now
    this.fading = true
  }

  /** Advances camera and fades; true while anything moves. */
  step(now: number, dt: number): boolean {
    let moving = this.rig.step(now, dt)
    if (this.current) moving = this.current.step(dt) || moving
    if (this.fading) {
      const t = easeInOutCubic(progress(this.fadeStart, MOTION.crossFade, now))
      if (this.current) {
        this.current.world.alpha = t
        this.current.overlay.alpha = t
      }
      if (this.leaving) {
        const { camera } = sampleCameraTween(this.leaving.tween, now)
        applyCamera(this.leaving.scene.world, camera, this.vp)
        this.leaving.scene.layout(camera, this.vp)
        // Both scenes dissolve through the paper: no scene needs an opaque backdrop of its own.
        this.leaving.scene.world.alpha = 1 - t
        this.leaving.scene.overlay.alpha = Math.max(0, 1 - t * 2.5)
      }
      if (t >= 1) this.finishFade()
      moving = true
    }
    if (this.current) applyCamera(this.current.world, this.rig.camera, this.vp)
    return moving
  }

  private finishFade(): void {
    this.fading = false
    if (this.current) {
      this.current.world.alpha = 1
      this.current.overlay.alpha = 1
    }
    this.leaving?.scene.destroy()
    this.leaving = null
  }

  destroy(): void {
    this.leaving?.scene.destroy()
    this.leaving = null
    this.current?.destroy()
    this.current = null
  }
}
