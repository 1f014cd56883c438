// The plans canvas as a plain class (tldraw's MinimapManager pattern): its host creates it, feeds it
// a narrow render state with `update`, and calls `close`. It draws the master plan, facades, floor
// and flat plans with Pixi, and speaks back only through its outputs (intents, hit targets,
// cursor, frame reports). It touches no DOM: the same class runs in a worker on an OffscreenCanvas
// (worker/plansWorker.ts) or on the page's thread (hosts/mainThreadHost.ts), whose host measures
// the element, binds the gestures (ui/plans/usePlansGestures.ts) and hands them in.

import { type Application, Container } from 'pixi.js'
import { softwareWebGL, startBackend } from './backend'
import { type RendererBench, rendererBench } from './bench/rendererBench'
import type { Viewport } from './stage/camera'
import { FocusRing } from './hit/focusRing'
import { FrameLoop } from './stage/frameLoop'
import type { Gesture } from './hit/gestures'
import { GlCounter } from './glCounter'
import { type GlyphAtlas, glyphAtlas } from './text/glyphAtlas'
import { LEAST_TARGET, screenRectOf, toHitTargets } from './hit/hitAreas'
import { Interaction } from './hit/interaction'
import { MinimapSlot } from './minimap/minimapSlot'
import { PlanKey } from './plan/planKey'
import { PALETTE } from './paint/palette'
import { planRender, type StagedState, stageState } from './renderState'
import { SceneFactory } from './scenes/sceneFactory'
import { SceneStage } from './stage/sceneStage'
import { transitionFocus } from './stage/sceneSwitch'
import type { ScreenPoint } from './stage/space'
import { focusedArea, revealCamera, TargetReport } from './hit/targetReport'
import { PAGE_TEXTURES } from './paint/textures'
import type {
  Backend,
  FrameReport,
  HitTarget,
  PlansRendererOptions,
  RenderState,
  RendererIntents,
  RendererOutputs,
  RendererSurface,
} from './types'
import { loadFonts } from './text/fontsReady'
import { smallestText, type TextTreeNode } from './text/smallestText'

/** The largest cached texture's side: every WebGL GPU takes 4096; 64 MB at most in RGBA. */
const CACHE_MAX_PX = 4096
/** How long a tapped target keeps its pressed look if the owner never answers the tap. */
const PREVIEW_MS = 1500

export class PlansRenderer {
  /** The owner's last state, its selection read once (renderState.ts stageState). */
  private state: StagedState | null = null
  private readonly stage: SceneStage
  private readonly factory: SceneFactory
  private readonly loop: FrameLoop
  private readonly interaction: Interaction
  private readonly focusRing = new FocusRing()
  private readonly minimap = new MinimapSlot()
  private readonly targetReport: TargetReport
  private readonly glyphs: GlyphAtlas
  /** PlansRendererOptions.targetFloor. */
  private readonly leastTarget: number
  private readonly planKey: PlanKey
  private readonly gl: GlCounter | null
  /** The benchmark's hooks (bench/rendererBench.ts): null in every build but the bench's. */
  readonly bench: RendererBench | null
  private vp: Viewport
  /** The target just tapped, shown pressed until the owner's next state (tap feedback in one frame). */
  private pressed: string | null = null
  private pressedTimer: ReturnType<typeof setTimeout> | undefined
  private buildToken = 0
  private sceneBuilds = 0
  private motionFrames = 0
  private closed = false

  /** Rejects with RendererUnavailableError when neither WebGL nor the 2D canvas starts. */
  static async create(
    surface: RendererSurface,
    outputs: RendererOutputs,
    options: PlansRendererOptions,
  ): Promise<PlansRenderer> {
    await loadFonts()
    const started = await startBackend(options.backends ?? ['webgl', 'canvas'], {
      canvas: surface.canvas,
      width: surface.width,
      height: surface.height,
      resolution: surface.resolution,
      background: PALETTE.paper,
    })
    return new PlansRenderer(surface, started.app, started.backend, outputs, options)
  }

  private constructor(
    surface: RendererSurface,
    private readonly app: Application,
    readonly backend: Backend,
    private readonly outputs: RendererOutputs,
    options: PlansRendererOptions,
  ) {
    this.vp = {
      width: Math.max(1, surface.width),
      height: Math.max(1, surface.height),
      coveredTop: surface.coveredTop,
    }
    const context = (app.renderer as { gl?: WebGLRenderingContext }).gl
    this.gl = options.countGl && context ? new GlCounter(context) : null
    this.glyphs = glyphAtlas(app.renderer.resolution, options.textFloor ?? 0)
    this.leastTarget = options.targetFloor ?? LEAST_TARGET
    const worldLayer = new Container()
    const overlayLayer = new Container()
    app.stage.eventMode = 'none'
    this.planKey = new PlanKey(this.glyphs)
    app.stage.addChild(worldLayer, overlayLayer, this.focusRing.root, this.planKey.root)
    this.stage = new SceneStage(worldLayer, overlayLayer)
    this.stage.setViewport(this.vp, null)
    this.minimap.layout(this.vp)
    this.stage.reducedMotion = options.reducedMotion ?? false
    this.targetReport = new TargetReport(() => this.outputs.targets(this.hitTargets()))
    this.factory = new SceneFactory(options.geometry, {
      textures: PAGE_TEXTURES,
      glyphs: this.glyphs,
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
    this.loop = new FrameLoop(
      (now, dt) => this.draw(now, dt),
      (cpuMs) => this.outputs.frame?.(this.frameReport(cpuMs)),
      () => this.rested(),
    )
    this.bench = __BENCH_HOOKS__
      ? rendererBench({
          closed: () => this.closed,
          rig: () => this.stage.rig,
          viewport: () => this.vp,
          gl: () => (this.app.renderer as { gl?: WebGLRenderingContext }).gl,
          draw: (now, dt) => this.draw(now, dt),
          requestFrame: () => this.loop.request(),
          cpuMs: () => this.loop.cpuMs,
          drawnAt: () => this.loop.drawnAt,
        })
      : null
    this.interaction = new Interaction({
      stage: this.stage,
      minimap: () => this.minimap.shown,
      intents: this.intents,
      requestFrame: () => this.loop.request(),
      framed: () => (this.state ? this.stage.framed(this.state) : null),
      cursor: (cursor) => !this.closed && this.outputs.cursor(cursor),
      press: (alt) => this.press(alt),
      leastTarget: this.leastTarget,
    })
    this.factory.siteGeometry().then(
      (site) => {
        if (this.closed) return
        // Under the overlay labels and the focus ring, over the drawing.
        this.minimap.attach(site, app.stage, 2)
        this.planKey.attach(site)
        this.loop.request()
      },
      () => undefined,
    )
  }

  /** Intents go out through a guard: nothing is emitted after close. */
  private readonly intents: RendererIntents = {
    select: (alt) => !this.closed && this.outputs.intents.select(alt),
    hover: (alt) => !this.closed && this.outputs.intents.hover(alt),
    back: () => !this.closed && this.outputs.intents.back(),
  }

  /** What Pixi draws into: the page's host puts this element on the page. */
  get view(): HTMLCanvasElement | OffscreenCanvas {
    return this.app.canvas
  }

  /** A frame is queued (something changed or moves). */
  get framePending(): boolean {
    return this.loop.busy
  }

  /** prefers-reduced-motion changed: moves and fades become instant (or animate again). */
  setReducedMotion(reduced: boolean): void {
    if (this.closed || reduced === this.stage.reducedMotion) return
    this.stage.reducedMotion = reduced
    this.loop.request()
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
  update(input: RenderState): void {
    if (this.closed) return
    const prev = this.state
    const state = stageState(input)
    const plan = planRender(prev, state)
    this.state = state
    // The owner answered a tap (or moved on): its state replaces the pressed look.
    const wasPressed = this.endPress()
    if (plan.scene) this.showScene(state, prev)
    const scene = this.stage.current
    if (scene && scene.spec.key === state.spec.key) {
      if (plan.labels) scene.relabel(state)
      if (plan.style || wasPressed) scene.restyle(state)
      if (plan.camera && !plan.scene) {
        this.stage.setViewport(this.vp, state)
        const framed = this.stage.framed(state)
        if (framed) this.stage.rig.moveTo(framed, performance.now())
      }
    }
    if (plan.style) this.minimap.restyle(state, state.path[0] ?? null)
    if (prev?.focused !== state.focused) this.revealFocused()
    this.loop.request()
  }

  /**
   * A tap chose `alt`: draw it pressed (its hover look) in the next frame, before the owner has
   * even heard of it. The page may take a while to answer (a new page, a new level), and a tap must
   * show at once that it landed.
   */
  private press(alt: string): void {
    const state = this.state
    const scene = this.stage.current
    if (!state || !scene || this.closed) return
    this.pressed = alt
    scene.restyle({ ...state, hovered: alt })
    clearTimeout(this.pressedTimer)
    this.pressedTimer = setTimeout(() => {
      if (this.endPress() && this.state) this.stage.current?.restyle(this.state)
      this.loop.request()
    }, PREVIEW_MS)
    this.loop.request()
  }

  /** Forgets the pressed look; true if there was one to undo. */
  private endPress(): boolean {
    clearTimeout(this.pressedTimer)
    const was = this.pressed !== null
    this.pressed = null
    return was
  }

  private showScene(state: StagedState, prev: StagedState | null): void {
    const spec = state.spec
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
          old && prev ? transitionFocus(old.targets(), scene.targets(), prev.path, now.path) : null
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

  /** Follows the element's size (CSS px) and the device pixel ratio, as the host measures them. */
  resize(width: number, height: number, resolution: number, coveredTop?: number): void {
    if (this.closed) return
    width = Math.max(1, width)
    height = Math.max(1, height)
    const same =
      width === this.vp.width && height === this.vp.height && coveredTop === this.vp.coveredTop
    if (same && resolution === this.app.renderer.resolution) return
    this.vp = { width, height, coveredTop }
    this.app.renderer.resize(width, height, resolution)
    this.stage.setViewport(this.vp, this.state)
    const framed = this.state ? this.stage.framed(this.state) : null
    if (framed && !same) this.stage.rig.jump(framed)
    this.minimap.layout(this.vp)
    // Resizing clears the canvas: draw now, inside this frame, so it never flashes blank; the loop
    // then brings the picture to rest, which re-reports the targets where they now are.
    this.draw(performance.now(), 0)
    this.loop.request()
  }

  /** The current scene's hit areas on screen, for the accessible twin. */
  hitTargets(): HitTarget[] {
    const scene = this.stage.current
    if (!scene || this.closed) return []
    return toHitTargets(scene.targets(), this.stage.rig.camera, this.vp, this.leastTarget)
  }

  /** What the last frame showed, for the host's diagnostics and the frame report. */
  frameReport(cpuMs: number): FrameReport {
    const animating = this.loop.busy || this.stage.transitioning
    return {
      backend: this.backend,
      frames: this.loop.frames,
      sceneBuilds: this.sceneBuilds,
      sceneKey: this.stage.current?.spec.key ?? null,
      animating,
      motionFrames: this.motionFrames,
      fitHeight: this.state ? this.stage.fitHeight(this.state, this.vp.width) : null,
      drawnAt: performance.timeOrigin + performance.now(),
      cpuMs,
      selected: this.state?.selected ?? '',
      hovered: this.pressed ?? this.state?.hovered ?? null,
      gl: this.gl ? { first: this.gl.first, last: this.gl.last } : null,
      // Walked at rest only: a glide's frames have no time to spare for it.
      smallestText: animating
        ? null
        : smallestText(this.app.stage as unknown as TextTreeNode, this.vp.width, this.vp.height),
    }
  }

  private draw(now: number, dt: number): boolean {
    if (this.closed) return false
    if (this.stage.rig.moving || this.stage.transitioning) this.motionFrames++
    let moving = this.stage.step(now, dt)
    const scene = this.stage.current
    scene?.layout(this.stage.rig.camera, this.vp)
    const below = scene !== null && scene.spec.kind !== 'site'
    this.planKey.layout(
      scene?.spec ?? null,
      this.stage.rig.camera.zoom,
      this.state?.locale ?? 'ru',
      this.vp,
    )
    moving = this.minimap.step(dt, below, this.stage.reducedMotion) || moving
    const focused = focusedArea(scene, this.state?.focused ?? null)
    this.focusRing.show(focused ? screenRectOf(focused, this.stage.rig.camera, this.vp) : null)
    // Glyphs painted since the last frame (new labels) go up in one upload.
    this.glyphs.flush()
    this.app.render()
    this.gl?.endFrame(scene !== null)
    // A label laid out during the render may have painted a glyph: show it in the next frame.
    return this.glyphs.flush() || moving
  }

  /**
   * The picture has come to rest and had a frame's time to reach the screen: the accessible twin
   * hears of targets that moved, and the owner that it may look.
   */
  private rested(): void {
    this.targetReport.atRest(this.stage.current, this.stage.rig.camera, this.vp)
    this.outputs.frame?.(this.frameReport(0))
  }

  /** Destroys everything it made; the WebGL context is lost with the renderer. */
  close(): void {
    if (this.closed) return
    this.closed = true
    this.endPress()
    this.loop.close()
    this.stage.destroy()
    this.minimap.destroy()
    this.planKey.destroy()
    this.focusRing.destroy()
    // Scenes destroyed their own textures (gradients); the realm's procedural textures and glyph
    // atlas stay for the next renderer.
    this.app.destroy({ removeView: true, releaseGlobalResources: true }, { children: true })
  }
}
