// The plans canvas as a plain class (tldraw's MinimapManager pattern): React creates it in an
// effect, feeds it a narrow render state with `update`, and calls `close` on cleanup. It draws the
// master plan, facades, floor and flat plans with Pixi, and speaks back only through intents.
// It binds no pointer listeners: the owner recognises gestures on `canvas` (@use-gesture, in
// ui/plans/usePlansGestures.ts) and hands them in through `gesture`, `hover` and `wheel`.

import { type Application, Container } from 'pixi.js'
import { parseAlt } from '../engine/alt'
import { softwareWebGL, startBackend } from './backend'
import type { Viewport } from './camera'
import { FocusRing } from './focusRing'
import { FrameLoop } from './frameLoop'
import type { Gesture } from './gestures'
import { screenRectOf, toHitTargets } from './hitAreas'
import { Interaction } from './interaction'
import { MinimapSlot } from './minimapSlot'
import { PALETTE } from './palette'
import { planRender, sceneSpecOf } from './renderState'
import { SceneFactory } from './sceneFactory'
import { SceneStage } from './sceneStage'
import { transitionFocus } from './sceneSwitch'
import type { ScreenPoint } from './space'
import { focusedArea, revealCamera, TargetReport } from './targetReport'
import { PAGE_TEXTURES } from './textures'
import type {
  Backend,
  HitTarget,
  PlansRendererOptions,
  RenderState,
  RendererDiagnostics,
  RendererIntents,
} from './types'
import { loadFonts, styleCanvas, watchDevicePixelRatio } from './viewportWatch'

/** The largest cached texture's side: every WebGL GPU takes 4096; 64 MB at most in RGBA. */
const CACHE_MAX_PX = 4096

export class PlansRenderer {
  private state: RenderState | null = null
  private readonly stage: SceneStage
  private readonly factory: SceneFactory
  private readonly loop: FrameLoop
  private readonly interaction: Interaction
  private readonly focusRing = new FocusRing()
  private readonly minimap = new MinimapSlot()
  private readonly report: TargetReport
  private vp: Viewport
  private buildToken = 0
  private sceneBuilds = 0
  private closed = false
  private readonly disposers: (() => void)[] = []

  /** Rejects with RendererUnavailableError when neither WebGL nor the 2D canvas starts. */
  static async create(host: HTMLElement, options: PlansRendererOptions): Promise<PlansRenderer> {
    await loadFonts()
    const started = await startBackend(options.backends ?? ['webgl', 'canvas'], {
      width: host.clientWidth,
      height: host.clientHeight,
      resolution: window.devicePixelRatio || 1,
      background: PALETTE.paper,
    })
    return new PlansRenderer(host, started.app, started.backend, options)
  }

  private constructor(
    private readonly host: HTMLElement,
    private readonly app: Application,
    readonly backend: Backend,
    private readonly options: PlansRendererOptions,
  ) {
    styleCanvas(app.canvas)
    host.appendChild(app.canvas)
    this.vp = { width: Math.max(1, host.clientWidth), height: Math.max(1, host.clientHeight) }
    const worldLayer = new Container()
    const overlayLayer = new Container()
    app.stage.eventMode = 'none'
    app.stage.addChild(worldLayer, overlayLayer, this.focusRing.root)
    this.stage = new SceneStage(worldLayer, overlayLayer)
    this.stage.setViewport(this.vp, null)
    this.minimap.layout(this.vp)
    this.report = new TargetReport(options.onTargetsChange)
    this.factory = new SceneFactory(options.geometry, {
      textures: PAGE_TEXTURES,
      // Static layers drawn once into textures (staticCache.ts); the 2D canvas draws them live.
      cache:
        backend === 'webgl'
          ? {
              pixelRatio: () => app.renderer.resolution,
              maxPx: CACHE_MAX_PX,
              // A software GPU drew the master plan's 8-megapixel texture for 15 s on first load.
              oversample: softwareWebGL() ? 1 : 2,
            }
          : null,
    })
    this.loop = new FrameLoop((now, dt) => this.draw(now, dt))
    this.interaction = new Interaction(
      {
        stage: this.stage,
        minimap: () => this.minimap.shown,
        intents: this.intents,
        requestFrame: () => this.loop.request(),
        framed: () => (this.state ? this.stage.framed(this.state) : null),
      },
      app.canvas,
    )
    const observer = new ResizeObserver(() => this.resize())
    observer.observe(host)
    this.disposers.push(() => observer.disconnect())
    this.disposers.push(watchDevicePixelRatio(() => this.resize(true)))
    this.factory.siteGeometry().then(
      (site) => {
        if (this.closed) return
        // Under the overlay labels and the focus ring, over the drawing.
        this.minimap.attach(site, app.stage, 2)
        this.loop.request()
      },
      () => undefined,
    )
  }

  /** Intents go out through a guard: nothing is emitted after close. */
  private readonly intents: RendererIntents = {
    select: (alt) => !this.closed && this.options.intents.select(alt),
    hover: (alt) => !this.closed && this.options.intents.hover(alt),
    back: () => !this.closed && this.options.intents.back(),
  }

  /** The element that takes pointer input (touch-action none, no text selection). */
  get canvas(): HTMLCanvasElement {
    return this.app.canvas
  }

  /** A recognised gesture; `pointerType` is the PointerEvent's ('mouse', 'touch', 'pen'). */
  gesture(g: Gesture, pointerType: string): void {
    if (!this.closed) this.interaction.gesture(g, pointerType)
  }

  /** A mouse over the canvas with no button down; null when it leaves. */
  hover(at: ScreenPoint | null): void {
    if (!this.closed) this.interaction.hover(at)
  }

  /** Zooms by `factor` about `at` (wheel or trackpad pinch). */
  wheel(at: ScreenPoint, factor: number): void {
    if (!this.closed) this.interaction.wheel(at, factor)
  }

  /** Shallow-compares with the last state and does only what changed (renderState.ts). */
  update(state: RenderState): void {
    if (this.closed) return
    const prev = this.state
    const plan = planRender(prev, state)
    this.state = state
    if (plan.scene) this.showScene(state, prev)
    const scene = this.stage.current
    if (scene && scene.spec.key === sceneSpecOf(state).key) {
      if (plan.labels) scene.relabel(state)
      if (plan.style) scene.restyle(state)
      if (plan.camera && !plan.scene) {
        this.stage.setViewport(this.vp, state)
        const framed = this.stage.framed(state)
        if (framed) this.stage.rig.moveTo(framed, performance.now())
      }
    }
    if (plan.style) this.minimap.restyle(state, parseAlt(state.selected)?.[0] ?? null)
    if (prev?.focused !== state.focused) this.revealFocused()
    this.loop.request()
  }

  private showScene(state: RenderState, prev: RenderState | null): void {
    const spec = sceneSpecOf(state)
    const token = ++this.buildToken
    if (this.stage.current?.spec.key === spec.key) return
    this.factory.build(spec).then(
      (scene) => {
        const now = this.state
        if (this.closed || token !== this.buildToken || !now) {
          scene.destroy()
          return
        }
        this.sceneBuilds++
        scene.relabel(now)
        scene.restyle(now)
        const old = this.stage.current
        const focus =
          old && prev
            ? transitionFocus(old.targets(), scene.targets(), prev.selected, now.selected)
            : null
        this.stage.enter(scene, now, performance.now(), focus)
        this.loop.request()
      },
      (error: unknown) => {
        if (!this.closed) console.error(`Plans canvas: could not draw ${spec.key}`, error)
      },
    )
  }

  private revealFocused(): void {
    const area = focusedArea(this.stage.current, this.state?.focused ?? null)
    const camera = area ? revealCamera(area, this.stage.rig.camera, this.vp) : null
    if (camera) this.stage.rig.moveTo(camera, performance.now(), 300)
  }

  /** Follows the host's size and the device pixel ratio (also called by a ResizeObserver). */
  resize(force = false): void {
    if (this.closed) return
    const width = Math.max(1, this.host.clientWidth)
    const height = Math.max(1, this.host.clientHeight)
    const resolution = window.devicePixelRatio || 1
    const same = width === this.vp.width && height === this.vp.height
    if (same && !force && resolution === this.app.renderer.resolution) return
    this.vp = { width, height }
    this.app.renderer.resize(width, height, resolution)
    this.stage.setViewport(this.vp, this.state)
    const framed = this.state ? this.stage.framed(this.state) : null
    if (framed && !same) this.stage.rig.jump(framed)
    this.minimap.layout(this.vp)
    // Resizing clears the canvas: draw now, inside this frame, so it never flashes blank.
    if (this.draw(performance.now(), 0)) this.loop.request()
  }

  /** The current scene's hit areas on screen, for the accessible twin. */
  hitTargets(): HitTarget[] {
    const scene = this.stage.current
    if (!scene || this.closed) return []
    return toHitTargets(scene.targets(), this.stage.rig.camera, this.vp)
  }

  diagnostics(): RendererDiagnostics {
    return {
      backend: this.backend,
      frames: this.loop.frames,
      sceneBuilds: this.sceneBuilds,
      sceneKey: this.stage.current?.spec.key ?? null,
      animating: this.loop.busy || this.stage.transitioning,
      frameCpuMs: [...this.loop.cpuMs],
    }
  }

  /**
   * For the benchmark (bench/renderer.ts through the harness): draws `frames` frames at once while
   * circling and zooming the camera, timing our JavaScript per frame and then the wait for the
   * GPU to finish it (a one-pixel read back), so a report can say which of the two dominates.
   */
  profile(frames: number): { jsMs: number[]; gpuMs: number[] } {
    const jsMs: number[] = []
    const gpuMs: number[] = []
    if (this.closed) return { jsMs, gpuMs }
    const gl = (this.app.renderer as { gl?: WebGLRenderingContext }).gl
    const pixel = new Uint8Array(4)
    const start = this.stage.rig.camera
    const r = Math.min(this.vp.width, this.vp.height) * 0.1
    for (let i = 1; i <= frames; i++) {
      const a = (i / frames) * Math.PI * 2
      this.stage.rig.jump({
        x: start.x + (Math.cos(a) * r) / start.zoom,
        y: start.y + (Math.sin(a) * r) / start.zoom,
        zoom: start.zoom * (1 + 0.25 * Math.sin(a * 2)),
      })
      const began = performance.now()
      this.draw(began, 16.7)
      const drawn = performance.now()
      gl?.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel)
      jsMs.push(drawn - began)
      gpuMs.push(performance.now() - drawn)
    }
    this.stage.rig.jump(start)
    this.loop.request()
    return { jsMs, gpuMs }
  }

  private draw(now: number, dt: number): boolean {
    if (this.closed) return false
    const camera = this.stage.rig.camera
    let moving = this.stage.step(now, dt)
    const scene = this.stage.current
    scene?.layout(this.stage.rig.camera, this.vp)
    const below = scene !== null && scene.spec.kind !== 'site'
    moving = this.minimap.step(dt, below) || moving
    const focused = focusedArea(scene, this.state?.focused ?? null)
    this.focusRing.show(focused ? screenRectOf(focused, this.stage.rig.camera, this.vp) : null)
    this.app.render()
    if (!moving && camera === this.stage.rig.camera) this.report.atRest(scene, camera, this.vp)
    return moving
  }

  /** Destroys everything it made; the WebGL context is lost with the renderer. */
  close(): void {
    if (this.closed) return
    this.closed = true
    this.loop.close()
    for (const dispose of this.disposers) dispose()
    this.stage.destroy()
    this.minimap.destroy()
    this.focusRing.destroy()
    // Scenes destroyed their own textures (text, gradients); the page's procedural textures stay
    // for the next renderer.
    this.app.destroy({ removeView: true, releaseGlobalResources: true }, { children: true })
  }
}
