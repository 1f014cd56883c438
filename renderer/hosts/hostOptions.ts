// What an owner (ui/plans/usePlansRenderer.ts) gives a renderer host, whichever thread draws.
// Types only.

import type {
  Backend,
  FrameReport,
  GeometryUrls,
  HitTarget,
  RenderThread,
  RendererIntents,
} from '../types'

export interface HostOptions {
  geometry: GeometryUrls
  intents: RendererIntents
  /** The accessible twin's targets, at rest. */
  onTargets(targets: HitTarget[]): void
  /** Every frame drawn (the owner waits for the first with a scene before hiding its picture). */
  onFrame?(report: FrameReport): void
  /** Backends to try, in order (default WebGL, then the 2D canvas). */
  backends?: readonly Backend[]
  /** Where to draw: 'auto' (default) uses the worker wherever the browser can. */
  thread?: RenderThread | 'auto'
  /** Count draw calls and uploads per frame (bench, tests). */
  countGl?: boolean
}
