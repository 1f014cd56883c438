// The plans worker: PlansRenderer on the OffscreenCanvas the page transferred, off the page's main
// thread (issue 17). Pixi is told it runs in a worker before anything of it is made; the fonts the
// labels need are the page's own faces, added to the worker's FontFaceSet. Environment: worker.

import 'pixi.js/unsafe-eval'
import { DOMAdapter, WebWorkerAdapter } from 'pixi.js'
import { addFontSources } from '../fontsReady'
import { urlGeometrySource } from '../geometryUrls'
import { PlansRenderer } from '../PlansRenderer'
import { PROTOCOL_VERSION } from '../protocol'
import { WorkerEndpoint } from './workerEndpoint'

DOMAdapter.set(WebWorkerAdapter)

/** The worker's global scope, typed narrowly (the project's lib is the DOM's, not the worker's). */
const scope = globalThis as unknown as {
  postMessage(message: unknown): void
  addEventListener(type: string, listener: (event: Event) => void): void
}

const endpoint = new WorkerEndpoint(
  (message) => scope.postMessage(message),
  async (init, outputs) => {
    addFontSources(init.fonts)
    return PlansRenderer.create(
      {
        canvas: init.canvas,
        width: init.width,
        height: init.height,
        resolution: init.resolution,
      },
      outputs,
      {
        geometry: urlGeometrySource(init.geometry),
        backends: init.backends,
        reducedMotion: init.reducedMotion,
        countGl: init.countGl,
      },
    )
  },
)

scope.addEventListener('message', (event) => endpoint.receive((event as MessageEvent).data))

// Errors inside the worker reach the page's console, where tests and developers look.
const fail = (message: string) =>
  scope.postMessage({ v: PROTOCOL_VERSION, kind: 'failed', message })
scope.addEventListener('error', (event) => fail(`Plans worker: ${(event as ErrorEvent).message}`))
scope.addEventListener('unhandledrejection', (event) => {
  const reason = (event as PromiseRejectionEvent).reason
  fail(`Plans worker: ${reason instanceof Error ? reason.message : String(reason)}`)
})
