// The contract between PlansRenderer and its owner (ui/plans): what goes in (geometry through a
// loader, a narrow read-only render state), what comes out (intents, hit targets, frame reports),
// and the handle the owner holds whichever thread draws. Types only.

import type { SelectionLevel } from '../engine/alt'
import type { BuildingGeometry, SiteGeometry } from '../engine/geometry'
import type { PlanOptions } from '../engine/planOptions'
import type { SunStrip } from '../engine/sunView/sunStrip'
import type { Alt, HydraData, Locale } from '../engine/types'
import type { Gesture } from './hit/gestures'
import type { StripSize } from './paint/sunStripPainter'
import type { ScreenPoint, ScreenRect } from './stage/space'

/**
 * Geometry arrives through this door (geometryUrls.ts fetches the hashed files the manifest names,
 * in whichever thread draws). Each call may be repeated; the renderer caches what it gets.
 */
export interface GeometrySource {
  site(): Promise<SiteGeometry>
  building(code: number): Promise<BuildingGeometry>
}

/** What the user asked for on the canvas; the owner decides (the selection machine). */
export interface RendererIntents {
  select(alt: Alt): void
  hover(alt: Alt | null): void
  back(): void
}

/** The whole input of a frame. Compared field by field; hover alone only restyles. */
export interface RenderState {
  readonly level: SelectionLevel
  /** The selection at `level`: '' when empty, else a 1-4 part alt such as '11-1-3'. */
  readonly selected: Alt
  readonly hovered: Alt | null
  /** The accessible twin's focused target: a focus ring is drawn around it. */
  readonly focused: Alt | null
  /** Master plan subset (building codes); the others are dimmed. Null shows all. */
  readonly include: readonly number[] | null
  readonly view: Readonly<PlanOptions>
  /** Live counts and statuses; a new object means a data reload. */
  readonly data: HydraData
  /**
   * The master plan covers the canvas edge to edge instead of showing all of it with paper round
   * it (the kiosk's attract screen, a picture rather than a tool). Default false.
   */
  readonly fill?: boolean
  readonly locale: Locale
  /**
   * Each flat's hours of sun (engine/sunView/sunSummary.ts) while the floor's sun tint is on;
   * absent or null otherwise. A new object means new figures.
   */
  readonly sun?: Readonly<Record<Alt, number>> | null
}

export type TargetKind = 'building' | 'section' | 'floor' | 'flat'

/** One hit area of the current scene, for the accessible twin and tests. */
export interface HitTarget {
  alt: Alt
  kind: TargetKind
  label: { ru: string; en: string }
  /** Whether selecting it is allowed (something on sale). */
  available: boolean
  /** CSS px relative to the canvas's top-left corner; may lie partly off screen. */
  screenRect: ScreenRect
}

/** Renderer backends in the order they are tried. */
export type Backend = 'webgl' | 'canvas'

/** Where the renderer runs: a dedicated worker on an OffscreenCanvas, or the page's own thread. */
export type RenderThread = 'worker' | 'main'

/** The hashed geometry files (generated/manifest.json): plain URLs, so a worker can fetch them. */
export interface GeometryUrls {
  site: string
  buildings: Readonly<Record<string, string>>
}

/** What the canvas draws into and at what size: CSS px and device pixels per CSS px. */
export interface RendererSurface {
  /** A worker's transferred OffscreenCanvas; on the page's thread the renderer makes its own. */
  canvas?: OffscreenCanvas
  width: number
  height: number
  resolution: number
  /** Viewport.coveredTop. */
  coveredTop?: number
}

/** How the renderer speaks back to whoever hosts it (the page, or the worker's message port). */
export interface RendererOutputs {
  intents: RendererIntents
  /**
   * The hit targets changed: new targets, or the camera came to rest somewhere new. Never during a
   * pan or tween, so the accessible twin re-renders only at rest.
   */
  targets(targets: HitTarget[]): void
  /** The pointer's cursor over the canvas ('' for the default). */
  cursor(cursor: string): void
  /** After every drawn frame. */
  frame?(report: FrameReport): void
}

export interface PlansRendererOptions {
  geometry: GeometrySource
  /** Backends to try, in order. Default ['webgl', 'canvas']. */
  backends?: readonly Backend[]
  /** prefers-reduced-motion: camera moves, fades and flings become instant (WCAG 2.3.3). */
  reducedMotion?: boolean
  /** Counts WebGL draw calls and texture uploads per frame (the bench and tests). */
  countGl?: boolean
  /** The least size of any text drawn, CSS px (the kiosk's 18, read from 1-2 m). Default 0. */
  textFloor?: number
  /**
   * The least target a finger is offered on the canvas, CSS px: an area the canvas's edge cuts
   * smaller is not offered (the kiosk's 44, at arm's length). Default 24 (hit/hitAreas.ts).
   */
  targetFloor?: number
}

/** Neither backend started: the owner shows the static picture instead. */
export class RendererUnavailableError extends Error {
  override readonly name = 'RendererUnavailableError'
  constructor(readonly attempts: readonly { backend: Backend; message: string }[]) {
    super(
      `No canvas backend could start: ${attempts.map((a) => `${a.backend}: ${a.message}`).join('; ')}`,
    )
  }
}

/** WebGL calls of one frame: draw calls, and texture uploads that carried pixels. */
export interface GlCount {
  draws: number
  uploads: number
}

/** What the renderer says after each frame it draws, and once more when the picture is at rest. */
export interface FrameReport {
  backend: Backend
  /** Frames drawn since creation (drawing is on demand, so this counts real redraws). */
  frames: number
  /** Scenes built since creation: hover must never add to it. */
  sceneBuilds: number
  sceneKey: string | null
  /** True while a camera move or cross-fade is running. */
  animating: boolean
  /**
   * Frames drawn while the camera glided (a tween or a fling) or a level cross-faded, since
   * creation: with prefers-reduced-motion it never grows (WCAG 2.3.3).
   */
  motionFrames: number
  /** When the frame was drawn: epoch ms (timeOrigin + now), comparable across threads. */
  drawnAt: number
  /** Our JavaScript time for the frame, ms. */
  cpuMs: number
  /**
   * The stage height, CSS px, at which the current subject fits the canvas's width exactly (a
   * phone's page sizes its stage by it); null before a scene is drawn.
   */
  fitHeight: number | null
  /** The selection and hover the frame shows (tap-to-response latency reads them). */
  selected: string
  hovered: string | null
  /** With `countGl`: the first frame that drew a scene, and this frame. */
  gl: { first: GlCount | null; last: GlCount } | null
  /**
   * The smallest text the picture shows at rest, CSS px (text/smallestText.ts); null while it
   * moves or with no text on screen. Optional: hosts and tests that build reports leave it out.
   */
  smallestText?: number | null
}

/** What tests read through the harness: facts pixels cannot say. */
export interface RendererDiagnostics extends Omit<FrameReport, 'cpuMs'> {
  thread: RenderThread
  /** Our JavaScript time of the most recent frames, ms (up to 240), on whichever thread draws. */
  frameCpuMs: number[]
  /** When those frames were drawn, epoch ms: their intervals are the canvas's frame times. */
  frameAt: number[]
}

/** Frames drawn back to back by the renderer (the bench): our JavaScript, then the GPU's wait. */
export interface ProfileResult {
  jsMs: number[]
  gpuMs: number[]
}

/**
 * A running renderer as its owner sees it, whichever thread draws: the canvas element to bind
 * gestures on, input and state in, diagnostics out. One interface, two hosts (hosts/).
 */
export interface RendererHandle {
  readonly thread: RenderThread
  /** The element that takes pointer input (touch-action none, no text selection). */
  readonly canvas: HTMLCanvasElement
  update(state: RenderState): void
  /** A recognised gesture; `pointerType` is the PointerEvent's ('mouse', 'touch', 'pen'). */
  gesture(g: Gesture, pointerType: string): void
  /** A mouse over the canvas with no button down; null when it leaves. */
  hover(at: ScreenPoint | null): void
  /** Zooms by `factor` about `at` (wheel or trackpad pinch). */
  wheel(at: ScreenPoint, factor: number): void
  /** The hit targets the renderer last reported at rest. */
  targets(): HitTarget[]
  diagnostics(): RendererDiagnostics
  /** The benchmark's hooks (renderer/bench/): null in every build but the bench's. */
  readonly bench: { profile(frames: number): Promise<ProfileResult> } | null
  /**
   * Paints a sun-path strip (paint/sunStripPainter.ts) on a canvas beside the plan: in the worker
   * when the renderer runs there (the canvas is handed over on the first call), else on the page.
   */
  paintSunStrip(canvas: HTMLCanvasElement, strip: SunStrip, size: StripSize): void
  /** The strip's canvas has left the page: the renderer lets go of it. */
  dropSunStrip(canvas: HTMLCanvasElement): void
  close(): void
}
