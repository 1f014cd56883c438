// The contract between PlansRenderer and its owner (ui/plans): what goes in (geometry through a
// loader, a narrow read-only render state), what comes out (intents, hit targets). Types only.

import type { SelectionLevel } from '../engine/alt'
import type { BuildingGeometry, SiteGeometry } from '../engine/geometry'
import type { PlanOptions } from '../engine/planOptions'
import type { Alt, HydraData, Locale } from '../engine/types'
import type { ScreenRect } from './space'

/**
 * Geometry arrives through this door so the renderer never fetches: the ui reads the manifest and
 * the hashed files. Each call may be repeated; the renderer caches what it gets.
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
  readonly locale: Locale
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

export interface PlansRendererOptions {
  geometry: GeometrySource
  intents: RendererIntents
  locale: Locale
  /** Backends to try, in order. Default ['webgl', 'canvas']. */
  backends?: readonly Backend[]
  /**
   * Called when hitTargets() would answer differently: new targets, or the camera came to rest
   * somewhere new. Never during a pan or tween, so the accessible twin re-renders only at rest.
   */
  onTargetsChange?: () => void
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

/** What tests read through the harness: facts pixels cannot say. */
export interface RendererDiagnostics {
  backend: Backend
  /** Frames drawn since creation (drawing is on demand, so this counts real redraws). */
  frames: number
  /** Scenes built since creation: hover must never add to it. */
  sceneBuilds: number
  sceneKey: string | null
  /** True while a camera move or cross-fade is running. */
  animating: boolean
  /** Main-thread time of the most recent frames, ms (up to 240): our share of a frame. */
  frameCpuMs: number[]
}
