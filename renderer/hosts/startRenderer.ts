// Starts the plans renderer where it draws best: in a worker wherever the browser can hand it a
// canvas with WebGL (workerGl.ts), else (or if the worker cannot start WebGL after all) on the
// page's thread. One interface for the owner either way (RendererHandle). Rejects with
// RendererUnavailableError when nothing can draw. Environment: client.

import { type RendererHandle, RendererUnavailableError } from '../types'
import type { HostOptions } from './hostOptions'
import { startMainThreadRenderer } from './mainThreadHost'
import {
  dropPrewarmedWorker,
  prewarmWorker,
  startWorkerRenderer,
  workerCanvasSupported,
} from './workerHost'
import { rememberWorkerGl, workerGlAvailable } from './workerGl'

export { dropPrewarmedWorker }

/** Starts the worker ahead of the renderer where the renderer will draw in one. */
export function prewarmRenderer(thread: HostOptions['thread']): void {
  const wanted = thread ?? 'auto'
  if (wanted === 'worker' || wanted === 'auto') prewarmWorker()
}

export async function startRenderer(
  host: HTMLElement,
  options: HostOptions,
): Promise<RendererHandle> {
  const wanted = options.thread ?? 'auto'
  const worker =
    wanted === 'worker' ||
    (wanted === 'auto' && workerCanvasSupported() && (await workerGlAvailable()))
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
