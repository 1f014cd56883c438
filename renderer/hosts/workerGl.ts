// Whether a worker in this browser can draw with WebGL on an OffscreenCanvas. Some engines hand a
// canvas to a worker but give it only a 2D context there (WebKit: no WebGL on an OffscreenCanvas),
// and the renderer's worker (Pixi, 176 KB) would be downloaded and started only to give up. The
// answer comes from a probe worker of a few hundred bytes (off the page's thread: creating a WebGL
// context there costs 5-60 ms) and is remembered per browser. Environment: client.

/** The page's loader reads it too (server/html/deferHydration.ts: WORKER_GL_KEY), to leave the
 * worker's script unfetched where it would not start. */
const KEY = 'khvoya:worker-webgl'

/** Runs in the probe worker: answers whether an OffscreenCanvas there gives a WebGL context. */
const PROBE_SOURCE = `let ok=false;try{const c=new OffscreenCanvas(1,1);const gl=c.getContext("webgl2")||c.getContext("webgl");ok=!!gl;const x=gl&&gl.getExtension("WEBGL_lose_context");x&&x.loseContext()}catch(e){}postMessage(ok)`

/** The answer remembered by an earlier visit, or null. */
export function rememberedWorkerGl(): boolean | null {
  try {
    const v = localStorage.getItem(KEY)
    return v === '1' ? true : v === '0' ? false : null
  } catch {
    return null
  }
}

export function rememberWorkerGl(ok: boolean): void {
  known = Promise.resolve(ok)
  try {
    localStorage.setItem(KEY, ok ? '1' : '0')
  } catch {
    // Storage refused (private mode): the probe runs again next visit.
  }
}

let known: Promise<boolean> | null = null

/**
 * The probe starts in a task of its own: starting a worker holds the page's thread for some 14 ms
 * on a phone (56 ms at Lighthouse's 4x), and the plans screen asks in its first effects, in the
 * task that commits its hydration. The answer comes from another thread anyway.
 */
function probe(): Promise<boolean> {
  return new Promise((resolve) => {
    setTimeout(() => startProbe(resolve), 0)
  })
}

function startProbe(resolve: (ok: boolean) => void): void {
  let worker: Worker
  let url = ''
  try {
    url = URL.createObjectURL(new Blob([PROBE_SOURCE], { type: 'text/javascript' }))
    worker = new Worker(url)
  } catch {
    // No blob workers (a stricter policy): the renderer's worker is tried as before.
    resolve(true)
    return
  }
  const done = (ok: boolean, remember: boolean) => {
    worker.terminate()
    URL.revokeObjectURL(url)
    if (remember) rememberWorkerGl(ok)
    resolve(ok)
  }
  worker.addEventListener('message', (event) => done(event.data === true, true))
  worker.addEventListener('error', () => done(true, false))
}

/** Whether the renderer's worker is worth starting here: remembered, else probed once a page. */
export function workerGlAvailable(): Promise<boolean> {
  if (!known) {
    const remembered = rememberedWorkerGl()
    known = remembered === null ? probe() : Promise.resolve(remembered)
  }
  return known
}
