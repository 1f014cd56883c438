// The renderer in a dedicated worker on an OffscreenCanvas: the page keeps the canvas element, its
// size and the motion preference, and posts state and input; Pixi, the geometry and every frame
// live in the worker, so drawing never blocks a tap. Resolves once the worker's renderer has
// started; rejects (and removes its canvas) when it cannot, so the owner can fall back to the
// page's thread. Environment: client.

import { RendererUnavailableError, type RendererHandle } from '../types'
import type { HostOptions } from './hostOptions'
import { followPage, measure, pageFontSources, startFooting, styleCanvas } from './pageFooting'
import { WorkerClient } from './workerClient'
import { workerGlAvailable } from './workerGl'

/** Whether this browser can hand a canvas to a worker at all (WebGL there is the worker's to try). */
export function workerCanvasSupported(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof HTMLCanvasElement !== 'undefined' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype
  )
}

/** Live plans workers on this page: the lifecycle test checks that closing ends every one. */
let liveWorkers = 0
export const plansWorkersAlive = () => liveWorkers

function spawn(): Worker {
  return new Worker(new URL('../worker/plansWorker.ts', import.meta.url), {
    type: 'module',
    name: 'plans-canvas',
  })
}

/**
 * A worker started before the renderer is: its script (Pixi and all, 176 KB) downloads and
 * evaluates while the page waits for idle to start the canvas. On a phone's slow network that wait
 * was spent idle, and the worker's download began only after it (canvas 1.7 s later).
 */
let spare: { worker: Worker; failed: boolean } | null = null
/** A start ahead asked for and not yet taken or dropped (the WebGL answer may come later). */
let aheadWanted = false

/** Starts the worker ahead; the next startWorkerRenderer takes it. No-op where none can draw,
 * including a browser whose workers have no WebGL (workerGl.ts): nothing is downloaded there. */
export function prewarmWorker(): void {
  if (spare || !workerCanvasSupported()) return
  aheadWanted = true
  void workerGlAvailable().then((ok) => {
    if (!ok || !aheadWanted || spare) return
    aheadWanted = false
    const entry = { worker: spawn(), failed: false }
    // A failure before anyone listens (no module workers, a CSP refusal) is remembered, not lost.
    entry.worker.addEventListener('error', () => {
      entry.failed = true
    })
    spare = entry
  })
}

/** Ends a worker started ahead that no renderer took (the canvas went before it was idle). */
export function dropPrewarmedWorker(): void {
  aheadWanted = false
  spare?.worker.terminate()
  spare = null
}

function takeWorker(): Worker {
  aheadWanted = false
  const taken = spare
  spare = null
  if (taken && !taken.failed) return taken.worker
  taken?.worker.terminate()
  return spawn()
}

export function startWorkerRenderer(
  host: HTMLElement,
  options: HostOptions,
): Promise<RendererHandle> {
  const canvas = document.createElement('canvas')
  styleCanvas(canvas)
  host.appendChild(canvas)
  const worker = takeWorker()
  liveWorkers++
  let handle: WorkerHandle | null = null
  return new Promise<RendererHandle>((resolve, reject) => {
    const fail = (error: Error) => {
      worker.terminate()
      liveWorkers--
      canvas.remove()
      reject(error)
    }
    const client = new WorkerClient(
      (message, transfer) => worker.postMessage(message, transfer ?? []),
      {
        intents: options.intents,
        started: () => {
          handle = new WorkerHandle(host, canvas, worker, client)
          resolve(handle)
        },
        unavailable: (attempts) => fail(new RendererUnavailableError(attempts)),
        targets: options.onTargets,
        cursor: (cursor) => {
          canvas.style.cursor = cursor
        },
        frame: options.onFrame,
        failed: (message) => console.error(message),
      },
    )
    worker.addEventListener('message', (event) => client.receive(event.data))
    worker.addEventListener('error', (event) => {
      // A worker that fails before it starts (no module workers, a CSP refusal) is a fallback.
      if (!handle) fail(new Error(event.message || 'the plans worker could not start'))
      else console.error(`Plans worker: ${event.message}`)
    })
    const backends = options.backends ?? ['webgl', 'canvas']
    const size = measure(host)
    client.init({
      canvas: canvas.transferControlToOffscreen(),
      ...size,
      geometry: options.geometry,
      // WebGL where it can; if the worker has none (Safari 16), the page's thread tries WebGL
      // before anyone settles for the 2D canvas.
      backends: backends.includes('webgl') ? ['webgl'] : backends,
      fonts: pageFontSources(),
      countGl: options.countGl ?? false,
      ...startFooting(host),
    })
  })
}

class WorkerHandle implements RendererHandle {
  readonly thread = 'worker'
  private readonly disposers: (() => void)[]
  private closed = false

  constructor(
    host: HTMLElement,
    readonly canvas: HTMLCanvasElement,
    private readonly worker: Worker,
    private readonly client: WorkerClient,
  ) {
    this.disposers = [followPage(host, client)]
  }

  update: RendererHandle['update'] = (state) => this.client.update(state)
  gesture: RendererHandle['gesture'] = (g, pointerType) => this.client.gesture(g, pointerType)
  hover: RendererHandle['hover'] = (at) => this.client.hover(at)
  wheel: RendererHandle['wheel'] = (at, factor) => this.client.wheel(at, factor)
  targets: RendererHandle['targets'] = () => this.client.targets()
  diagnostics: RendererHandle['diagnostics'] = () => this.client.diagnostics()
  paintSunStrip: RendererHandle['paintSunStrip'] = (canvas, strip, size) =>
    this.client.paintSunStrip(canvas, strip, size)
  dropSunStrip: RendererHandle['dropSunStrip'] = (canvas) => this.client.dropSunStrip(canvas)
  get bench(): RendererHandle['bench'] {
    return this.client.bench
  }

  /** Ends the worker: its WebGL context and every texture go with it. */
  close(): void {
    if (this.closed) return
    this.closed = true
    for (const dispose of this.disposers) dispose()
    this.client.close()
    this.worker.terminate()
    liveWorkers--
    this.canvas.remove()
  }
}
