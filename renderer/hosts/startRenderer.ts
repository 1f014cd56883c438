// Starts the plans renderer where it draws best: in a worker wherever the browser can hand it a
// canvas, else (or if the worker cannot start WebGL) on the page's thread. One interface for the
// owner either way (RendererHandle). Rejects with RendererUnavailableError when nothing can draw.
// Environment: client.

import type { RendererHandle } from '../types'
import type { HostOptions } from './hostOptions'
import { startMainThreadRenderer } from './mainThreadHost'
import {
  dropPrewarmedWorker,
  prewarmWorker,
  startWorkerRenderer,
  workerCanvasSupported,
} from './workerHost'

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
  if (wanted === 'worker' || (wanted === 'auto' && workerCanvasSupported())) {
    try {
      return await startWorkerRenderer(host, options)
    } catch (error) {
      if (wanted === 'worker') throw error
      console.info('Plans canvas: drawing on the page thread instead of a worker.', error)
    }
  }
  return startMainThreadRenderer(host, options)
}
