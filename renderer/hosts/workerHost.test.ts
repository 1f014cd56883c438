// The worker host against a fake Worker and a bare page: it resolves once the worker's renderer
// has started, and when the worker cannot draw it rejects and leaves nothing behind (no worker, no
// canvas), so the owner can fall back to the page's thread.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PROTOCOL_VERSION } from '../protocol'
import { emptyCatalogue, renderStateOf } from '../renderState.fixture'
import type { HostOptions } from './hostOptions'

const gl = vi.hoisted(() => ({ available: true }))
vi.mock('./workerGl', () => ({ workerGlAvailable: async () => gl.available }))

class FakeWorker {
  static all: FakeWorker[] = []
  readonly listeners = new Map<string, ((event: { data?: unknown; message?: string }) => void)[]>()
  readonly posted: { message: Record<string, unknown>; transfer: unknown[] }[] = []
  terminated = false
  constructor(
    readonly url: URL,
    readonly options: unknown,
  ) {
    FakeWorker.all.push(this)
  }
  addEventListener(type: string, fn: (event: { data?: unknown; message?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn])
  }
  postMessage(message: Record<string, unknown>, transfer: unknown[]) {
    this.posted.push({ message, transfer })
  }
  terminate() {
    this.terminated = true
  }
  /** The worker's renderer says something to the page. */
  says(body: Record<string, unknown>) {
    for (const fn of this.listeners.get('message') ?? [])
      fn({ data: { v: PROTOCOL_VERSION, ...body } })
  }
  fails(message: string) {
    for (const fn of this.listeners.get('error') ?? []) fn({ message })
  }
}

class FakeCanvas {
  removed = false
  style: Record<string, unknown> = { setProperty: () => undefined }
  dataset = {}
  setAttribute() {}
  remove() {
    this.removed = true
  }
  transferControlToOffscreen() {
    return { offscreen: true }
  }
}

let appended: FakeCanvas[] = []
const host = {
  clientWidth: 800,
  clientHeight: 600,
  appendChild: (c: FakeCanvas) => appended.push(c),
} as unknown as HTMLElement

const options = (patch: Partial<HostOptions> = {}): HostOptions => ({
  geometry: { site: '/g/site.json', buildings: {} },
  intents: { select: vi.fn(), hover: vi.fn(), back: vi.fn() },
  onTargets: vi.fn(),
  ...patch,
})

beforeEach(() => {
  vi.resetModules()
  FakeWorker.all = []
  appended = []
  gl.available = true
  vi.stubGlobal('Worker', FakeWorker)
  vi.stubGlobal('OffscreenCanvas', class {})
  vi.stubGlobal(
    'HTMLCanvasElement',
    class {
      transferControlToOffscreen() {}
    },
  )
  vi.stubGlobal('document', {
    createElement: () => new FakeCanvas(),
    styleSheets: [],
    baseURI: 'https://k.test/',
  })
  // The kiosk's text floor is read off the host's style (--canvas-text-min); none here.
  vi.stubGlobal('getComputedStyle', () => ({ getPropertyValue: () => '' }))
  vi.stubGlobal('window', {
    devicePixelRatio: 2,
    matchMedia: () => ({ matches: false, addEventListener() {}, removeEventListener() {} }),
  })
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

const load = () => import('./workerHost')
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the renderer in a worker', () => {
  it('hands the canvas to a module worker and resolves once its renderer has started', async () => {
    const host$ = await load()
    let started = false
    const starting = host$.startWorkerRenderer(host, options({ countGl: true })).then((h) => {
      started = true
      return h
    })
    const worker = FakeWorker.all[0] as FakeWorker
    expect(worker.url.href).toMatch(/\/worker\/plansWorker\.ts$/)
    expect(worker.options).toEqual({ type: 'module', name: 'plans-canvas' })
    const init = worker.posted[0]
    expect(init?.message).toMatchObject({
      kind: 'init',
      canvas: { offscreen: true },
      width: 800,
      height: 600,
      resolution: 2,
      backends: ['webgl'],
      fonts: [],
      reducedMotion: false,
      countGl: true,
    })
    expect(init?.transfer).toEqual([{ offscreen: true }])
    expect(appended).toHaveLength(1)
    expect(host$.plansWorkersAlive()).toBe(1)
    await flush()
    expect(started).toBe(false)
    worker.says({ kind: 'started', backend: 'webgl' })
    const handle = await starting
    expect(handle.thread).toBe('worker')
    worker.says({ kind: 'cursor', cursor: 'grab' })
    expect((appended[0] as FakeCanvas).style.cursor).toBe('grab')
    handle.close()
    handle.close()
    expect(worker.terminated).toBe(true)
    expect((appended[0] as FakeCanvas).removed).toBe(true)
    expect(host$.plansWorkersAlive()).toBe(0)
    expect(worker.posted.at(-1)?.message.kind).toBe('close')
  })

  it('asks the worker for WebGL only, or for what the owner asked when that has no WebGL', async () => {
    const host$ = await load()
    void host$.startWorkerRenderer(host, options({ backends: ['canvas', 'webgl'] }))
    void host$.startWorkerRenderer(host, options({ backends: ['canvas'] }))
    expect(FakeWorker.all.map((w) => w.posted[0]?.message.backends)).toEqual([
      ['webgl'],
      ['canvas'],
    ])
    expect(FakeWorker.all.map((w) => w.posted[0]?.message.countGl)).toEqual([false, false])
  })

  it('rejects, ends the worker and removes its canvas when the worker cannot draw', async () => {
    const host$ = await load()
    const starting = host$.startWorkerRenderer(host, options())
    const worker = FakeWorker.all[0] as FakeWorker
    worker.says({ kind: 'unavailable', attempts: [{ backend: 'webgl', message: 'no context' }] })
    // The owner falls back on this error's kind (startRenderer.ts): the one this module loaded.
    const { RendererUnavailableError } = await import('../types')
    await expect(starting).rejects.toBeInstanceOf(RendererUnavailableError)
    await expect(starting).rejects.toMatchObject({
      attempts: [{ backend: 'webgl', message: 'no context' }],
    })
    expect(worker.terminated).toBe(true)
    expect((appended[0] as FakeCanvas).removed).toBe(true)
    expect(host$.plansWorkersAlive()).toBe(0)
  })

  it('rejects when the worker fails before it starts; after, it only reports', async () => {
    const host$ = await load()
    const early = host$.startWorkerRenderer(host, options())
    ;(FakeWorker.all[0] as FakeWorker).fails('')
    await expect(early).rejects.toThrow('the plans worker could not start')
    const named = host$.startWorkerRenderer(host, options())
    ;(FakeWorker.all[1] as FakeWorker).fails('CSP refused')
    await expect(named).rejects.toThrow('CSP refused')
    const later = host$.startWorkerRenderer(host, options())
    const worker = FakeWorker.all[2] as FakeWorker
    worker.says({ kind: 'started', backend: 'webgl' })
    await later
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    worker.fails('lost context')
    expect(error).toHaveBeenCalledWith('Plans worker: lost context')
    // A failure the worker's renderer reports itself is logged too.
    worker.says({ kind: 'failed', message: 'scene build threw' })
    expect(error).toHaveBeenLastCalledWith('scene build threw')
    expect(worker.terminated).toBe(false)
    error.mockRestore()
  })
})

describe('a worker started ahead', () => {
  it('is taken by the next renderer instead of a new one', async () => {
    const host$ = await load()
    host$.prewarmWorker()
    await flush()
    expect(FakeWorker.all).toHaveLength(1)
    host$.prewarmWorker()
    await flush()
    expect(FakeWorker.all).toHaveLength(1)
    void host$.startWorkerRenderer(host, options())
    expect(FakeWorker.all).toHaveLength(1)
    expect((FakeWorker.all[0] as FakeWorker).posted[0]?.message.kind).toBe('init')
  })

  it('that failed before anyone listened is ended, and a fresh one started', async () => {
    const host$ = await load()
    host$.prewarmWorker()
    await flush()
    const spare = FakeWorker.all[0] as FakeWorker
    spare.fails('no module workers')
    void host$.startWorkerRenderer(host, options())
    expect(spare.terminated).toBe(true)
    expect(FakeWorker.all).toHaveLength(2)
    expect(spare.posted).toEqual([])
  })

  it('is ended when dropped, and none is started where workers have no WebGL', async () => {
    const host$ = await load()
    host$.prewarmWorker()
    await flush()
    host$.dropPrewarmedWorker()
    expect((FakeWorker.all[0] as FakeWorker).terminated).toBe(true)
    // Dropped before the WebGL answer came: nothing starts when it does.
    host$.prewarmWorker()
    host$.dropPrewarmedWorker()
    await flush()
    expect(FakeWorker.all).toHaveLength(1)
    gl.available = false
    host$.prewarmWorker()
    await flush()
    expect(FakeWorker.all).toHaveLength(1)
  })

  it('is never started where the browser cannot hand a canvas to a worker', async () => {
    const host$ = await load()
    expect(host$.workerCanvasSupported()).toBe(true)
    vi.stubGlobal('OffscreenCanvas', undefined)
    expect(host$.workerCanvasSupported()).toBe(false)
    host$.prewarmWorker()
    await flush()
    expect(FakeWorker.all).toHaveLength(0)
    vi.stubGlobal('OffscreenCanvas', class {})
    vi.stubGlobal('HTMLCanvasElement', class {})
    expect(host$.workerCanvasSupported()).toBe(false)
    vi.stubGlobal('HTMLCanvasElement', undefined)
    expect(host$.workerCanvasSupported()).toBe(false)
    // Each piece missing alone: no workers at all, with every canvas piece there.
    vi.stubGlobal('HTMLCanvasElement', FakeCanvas)
    expect(host$.workerCanvasSupported()).toBe(true)
    vi.stubGlobal('Worker', undefined)
    expect(host$.workerCanvasSupported()).toBe(false)
  })

  it('is not started when the renderer took its place before the WebGL answer came', async () => {
    const host$ = await load()
    host$.prewarmWorker()
    void host$.startWorkerRenderer(host, options())
    await flush()
    expect(FakeWorker.all).toHaveLength(1)
  })
})

describe('a started worker renderer', () => {
  it('passes the page’s calls on to its worker and reads the client’s answers', async () => {
    const host$ = await load()
    const starting = host$.startWorkerRenderer(host, options())
    const worker = FakeWorker.all[0] as FakeWorker
    worker.says({ kind: 'started', backend: 'webgl' })
    const handle = await starting
    worker.says({ kind: 'targets', targets: [{ alt: '11' }] })
    handle.update(renderStateOf(emptyCatalogue()))
    handle.gesture({ type: 'tap', at: [1, 2] } as never, 'touch')
    handle.hover(null)
    handle.wheel([3, 4] as never, 1.5)
    const strip = new FakeCanvas() as unknown as HTMLCanvasElement
    handle.paintSunStrip(strip, [] as never, { width: 10, height: 2 } as never)
    handle.dropSunStrip(strip)
    expect(worker.posted.slice(1).map((p) => p.message.kind)).toEqual([
      'data',
      'state',
      'gesture',
      'hover',
      'wheel',
      'strip',
      'stripDrop',
    ])
    expect(handle.targets()).toEqual([{ alt: '11' }])
    expect(handle.diagnostics().thread).toBe('worker')
    expect(handle.bench).not.toBeNull()
  })
})
