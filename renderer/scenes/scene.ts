// What every scene (site plan, facade, floor plan) offers the renderer. A scene is built once per
// SceneSpec from static geometry; after that it is only restyled, relabelled and laid out.

import type { Container } from 'pixi.js'
import type { Camera, Insets, Viewport } from '../stage/camera'
import type { HitArea } from '../hit/hitAreas'
import type { SceneSpec, StagedState } from '../renderState'
import type { CachePolicy } from '../paint/staticCache'
import type { Box, ScreenPoint, WorldPoint } from '../stage/space'
import type { GlyphAtlas } from '../text/glyphAtlas'
import type { TextureBank } from '../paint/textures'

export interface SceneFrame {
  box: Box<WorldPoint>
  /** Extra room around the box on screen, CSS px. */
  insets: Insets
  /**
   * What lies around the subject worth showing (a flat's floor): where the stage has room to
   * spare along an axis, the subject leans toward it instead of sitting between two bands of
   * empty paper (stage/camera.ts frameCamera).
   */
  context?: Box<WorldPoint>
}

export interface Scene {
  readonly spec: SceneSpec
  /** Drawn in world units under the camera transform. */
  readonly world: Container
  /** Drawn in CSS px: labels and cards that stay crisp and upright at any zoom. */
  readonly overlay: Container
  /** Everything the camera may show; pan stops at it. */
  readonly bounds: Box<WorldPoint>
  /** What the camera frames for a state: the whole scene, a section, a flat. */
  frame(state: StagedState, vp: Viewport): SceneFrame
  /** The areas a tap or the accessible twin can select in the last applied state. */
  targets(): readonly HitArea[]
  /** A screen-space target under a point (a label card), checked before the world areas. */
  pickScreen(p: ScreenPoint): HitArea | null
  /** Colours, alphas and visibility for a state; never rebuilds geometry. */
  restyle(state: StagedState): void
  /** Texts that depend on counts or language. */
  relabel(state: StagedState): void
  /** Places overlay items for the camera (and hides those that would not fit). */
  layout(camera: Camera, vp: Viewport): void
  /** Advances style fades; true while anything still moves. */
  step(dt: number): boolean
  destroy(): void
}

export interface SceneDeps {
  textures: TextureBank
  /** Where every label's glyphs come from (one texture for all words). */
  glyphs: GlyphAtlas
  /** How static layers are cached as textures; absent or null: drawn live (the 2D canvas). */
  cache?: CachePolicy | null
}
