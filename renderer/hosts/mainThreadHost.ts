// The renderer on the page's own thread: today's path, kept for browsers that cannot draw WebGL in
// a worker (and forced by tests with `thread: 'main'`). Same PlansRenderer as the worker runs; this
// host puts its canvas on the page and feeds it sizes and the motion preference.
// Environment: client.

import { paintStripOn } from '../paint/sunStripPainter'
import type { PlansRenderer } from '../PlansRenderer'
import type { RendererDiagnostics, RendererHandle } from '../types'
import type { HostOptions } from './hostOptions'
import { followPage, measure, startFooting, styleCanvas } from './pageFooting'

/** Loads Pixi and the geometry reader ahead of startMainThreadRenderer; a failure shows there. */
export function prefetchMainThreadRenderer(): void {
  import('../PlansRenderer').catch(() => {})
  import('../geometryUrls').catch(() => {})
}

export async function startMainThreadRenderer(
  host: HTMLElement,
  options: HostOptions,
): Promise<RendererHandle> {
  // Pixi is loaded here, on first use: pages without a plan never download it.
  const { PlansRenderer } = await import('../PlansRenderer')
  const { urlGeometrySource } = await import('../geometryUrls')
  performance.mark('khvoya:pixi loaded')
  let canvas: HTMLCanvasElement | null = null
  const size = measure(host)
  const renderer = await PlansRenderer.create(
    size,
    {
      intents: options.intents,
      targets: options.onTargets,
      cursor: (cursor) => {
        if (canvas) canvas.style.cursor = cursor
      },
      frame: options.onFrame,
    },
    {
      geometry: urlGeometrySource(options.geometry),
      backends: options.backends,
      countGl: options.countGl,
      ...startFooting(host),
    },
  )
  performance.mark('khvoya:pixi created')
  canvas = renderer.view as HTMLCanvasElement
  styleCanvas(canvas)
  host.appendChild(canvas)
  return new MainThreadHandle(host, canvas, renderer)
}

class MainThreadHandle implements RendererHandle {
  readonly thread = 'main'
  private readonly disposers: (() => void)[]
  readonly bench: RendererHandle['bench']

  constructor(
    host: HTMLElement,
    readonly canvas: HTMLCanvasElement,
    private readonly renderer: PlansRenderer,
  ) {
    this.disposers = [
      followPage(host, {
        resize: (...size) => renderer.resize(...size),
        motion: (reduced) => renderer.setReducedMotion(reduced),
      }),
    ]
    const hooks = renderer.bench
    this.bench =
      __BENCH_HOOKS__ && hooks
        ? { profile: (frames) => Promise.resolve(hooks.profile(frames)) }
        : null
  }

  update: RendererHandle['update'] = (state) => this.renderer.update(state)
  gesture: RendererHandle['gesture'] = (g, pointerType) => this.renderer.gesture(g, pointerType)
  hover: RendererHandle['hover'] = (at) => this.renderer.hover(at)
  wheel: RendererHandle['wheel'] = (at, factor) => this.renderer.wheel(at, factor)

  targets: RendererHandle['targets'] = () => this.renderer.hitTargets()
  // On the page the strip is painted where it stands: nothing to hand over, nothing to let go.
  paintSunStrip: RendererHandle['paintSunStrip'] = (canvas, strip, size) =>
    paintStripOn(canvas, strip, size)
  dropSunStrip: RendererHandle['dropSunStrip'] = () => {}

  diagnostics(): RendererDiagnostics {
    const { cpuMs: _, ...report } = this.renderer.frameReport(0)
    const hooks = __BENCH_HOOKS__ ? this.renderer.bench : null
    const times = hooks?.frameTimes() ?? { frameCpuMs: [], frameAt: [] }
    return { ...report, thread: 'main', ...times }
  }

  close(): void {
    for (const dispose of this.disposers) dispose()
    this.renderer.close()
    this.canvas.remove()
  }
}
