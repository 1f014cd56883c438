// Starts the plans renderer where it draws best: in a worker wherever the browser can hand it a
// canvas with WebGL (workerGl.ts), else (or if the worker cannot start WebGL after all) on the
// page's thread. One interface for the owner either way (RendererHandle). Rejects with
// RendererUnavailableError when nothing can draw. Environment: client.

import { type RendererHandle, RendererUnavailableError } from '../types'
import type { HostOptions } from './hostOptions'
import { prefetchMainThreadRenderer, startMainThreadRenderer } from './mainThreadHost'
import {
  dropPrewarmedWorker,
  prewarmWorker,
  startWorkerRenderer,
  workerCanvasSupported,
} from './workerHost'
import { rememberWorkerGl, workerGlAvailable } from './workerGl'

export { dropPrewarmedWorker }

/**
 * Starts the worker ahead of the renderer where the renderer will draw in one; where it will draw
 * on the page's thread (WebKit: no WebGL in a worker), fetches Pixi for it ahead instead, while
 * the page waits for idle (its chunks were asked for only then, 100-300 ms later in WebKit).
 */
export function prewarmRenderer(thread: HostOptions['thread']): void {
  const wanted = thread ?? 'auto'
  if (wanted === 'worker' || wanted === 'auto') prewarmWorker()
  if (wanted === 'main') prefetchMainThreadRenderer()
  else if (wanted === 'auto') {
    if (!workerCanvasSupported()) prefetchMainThreadRenderer()
    else
      void workerGlAvailable().then((ok) => {
        if (!ok) prefetchMainThreadRenderer()
      })
  }
}

export async function startRenderer(
  host: HTMLElement,
  options: HostOptions,
): Promise<RendererHandle> {
  // Marks for the start-up timeline a driver reads (tests/browsers/startTimeline.ts).
  performance.mark('khvoya:renderer asked')
  const wanted = options.thread ?? 'auto'
  const worker =
    wanted === 'worker' ||
    (wanted === 'auto' && workerCanvasSupported() && (await workerGlAvailable()))
  performance.mark(`khvoya:host chosen (${worker ? 'worker' : 'page thread'})`)
  if (worker) {
    try {
      return await startWorkerRenderer(host, options)
    } catch (error) {
      if (wanted === 'worker') throw error
      // A worker without WebGL: the next page goes straight to the page's thread.
      if (error instanceof RendererUnavailableError) rememberWorkerGl(false)
      console.info('Plans canvas: drawing on the page thread instead of a worker.', error)
    }
  }
  return startMainThreadRenderer(host, options)
}
