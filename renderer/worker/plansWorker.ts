// The plans worker: PlansRenderer on the OffscreenCanvas the page transferred, off the page's main
// thread, so drawing never blocks the page's taps. Pixi is told it runs in a worker before anything
// of it is made; the fonts the labels need are the page's own faces, added to the worker's
// FontFaceSet. Environment: worker.

import 'pixi.js/unsafe-eval'
// Pixi loads its environment and renderer with dynamic imports: on a phone's slow network each is
// a round trip more before the first frame. Imported here, they travel in the worker's one file.
import 'pixi.js/webworker'
import { DOMAdapter, WebGLRenderer, WebWorkerAdapter } from 'pixi.js'
import { addFontSources } from '../text/fontsReady'
import { urlGeometrySource } from '../geometryUrls'
import { PlansRenderer } from '../PlansRenderer'
import { PROTOCOL_VERSION } from '../protocol'
import { WorkerEndpoint } from './workerEndpoint'

DOMAdapter.set(WebWorkerAdapter)
/** Kept, so the bundler keeps the WebGL renderer in this file (Pixi asks for it by import()). */
export const renderers = [WebGLRenderer]

/** The worker's global scope, typed narrowly (the project's lib is the DOM's, not the worker's). */
const scope = globalThis as unknown as {
  postMessage(message: unknown): void
  addEventListener(type: string, listener: (event: Event) => void): void
}

const endpoint = new WorkerEndpoint(
  (message) => scope.postMessage(message),
  async (init, outputs) => {
    addFontSources(init.fonts)
    const geometry = urlGeometrySource(init.geometry)
    // The site is drawn on every level (the master plan, the minimap): fetch it while Pixi starts.
    geometry.site().catch(() => undefined)
    return PlansRenderer.create(
      {
        canvas: init.canvas,
        width: init.width,
        height: init.height,
        resolution: init.resolution,
        coveredTop: init.coveredTop,
      },
      outputs,
      {
        geometry,
        backends: init.backends,
        reducedMotion: init.reducedMotion,
        countGl: init.countGl,
        textFloor: init.textFloor,
        targetFloor: init.targetFloor,
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
