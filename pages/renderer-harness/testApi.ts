// The harness's test API on window.__renderer: what pixels cannot say (level, selection, frames,
// live WebGL contexts) and a few levers (select, back, view options, mount/unmount). Exists only on
// /__renderer, which exists only with KHVOYA_TEST_FAULTS=1. Environment: client.

import type { SelectionLevel } from '../../engine/alt'
import type { PlanOptions } from '../../engine/planOptions'
import type { Locale } from '../../engine/types'
import { plansWorkersAlive } from '../../renderer/hosts/workerHost'
import type { HitTarget, ProfileResult, RendererDiagnostics } from '../../renderer/types'

export interface IntentRecord {
  type: 'select' | 'hover' | 'back'
  alt: string | null
}

export interface RendererTestApi {
  /** True once the canvas drew its first scene. */
  ready(): boolean
  status(): string
  level(): SelectionLevel
  selected(): string
  hovered(): string | null
  intents(): IntentRecord[]
  diagnostics(): RendererDiagnostics | null
  targets(): HitTarget[]
  select(alt: string): void
  back(): void
  setView(view: Partial<PlanOptions>): void
  setInclude(include: number[] | null): void
  setLocale(locale: Locale): void
  mount(): void
  unmount(): void
  /**
   * Bench builds only (renderer/bench/): draws frames at once while moving the camera; our JS and
   * the GPU's wait per frame, ms.
   */
  profile?(frames: number): Promise<ProfileResult | null>
  /**
   * WebGL contexts alive for this page's canvases: those made on the page that are not lost, plus
   * one per plans worker still running (a closed renderer loses its own or ends its worker).
   */
  liveContexts(): number
}

declare global {
  interface Window {
    __renderer?: RendererTestApi
  }
}

const contexts: WebGLRenderingContext[] = []

/**
 * Wraps getContext once so every WebGL context the page makes is counted; the 20-cycle mount test
 * reads how many are still alive.
 */
export function countWebGLContexts(): void {
  const proto = HTMLCanvasElement.prototype as HTMLCanvasElement & { __counted?: boolean }
  if (proto.__counted) return
  proto.__counted = true
  const original = proto.getContext
  const wrapped = function (this: HTMLCanvasElement, type: string, options?: unknown) {
    const ctx: unknown = (original as (t: string, o?: unknown) => unknown).call(this, type, options)
    const gl = ctx as WebGLRenderingContext | null
    if (gl && (type === 'webgl' || type === 'webgl2') && !contexts.includes(gl)) contexts.push(gl)
    return ctx
  }
  proto.getContext = wrapped as typeof original
}

export function liveWebGLContexts(): number {
  return contexts.filter((gl) => !gl.isContextLost()).length + plansWorkersAlive()
}
