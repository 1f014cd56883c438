// Where the plans renderer draws: the page's thread takes over when the worker cannot start, so a
// browser without WebGL in a worker still gets the live canvas, not the static picture.

import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RendererUnavailableError } from '../types'
import type { HostOptions } from './hostOptions'

const calls = vi.hoisted(() => ({
  worker: 0,
  main: 0,
  workerFails: null as Error | null,
  glAvailable: true,
  remembered: [] as boolean[],
  prewarmed: 0,
  prefetched: 0,
  canvasInWorker: true,
}))

vi.mock('./workerHost', () => ({
  workerCanvasSupported: () => calls.canvasInWorker,
  prewarmWorker: () => {
    calls.prewarmed++
  },
  dropPrewarmedWorker: () => undefined,
  startWorkerRenderer: async () => {
    calls.worker++
    if (calls.workerFails) throw calls.workerFails
    return { thread: 'worker' }
  },
}))
vi.mock('./mainThreadHost', () => ({
  prefetchMainThreadRenderer: () => {
    calls.prefetched++
  },
  startMainThreadRenderer: async () => {
    calls.main++
    return { thread: 'main' }
  },
}))
vi.mock('./workerGl', () => ({
  workerGlAvailable: async () => calls.glAvailable,
  rememberWorkerGl: (ok: boolean) => calls.remembered.push(ok),
}))

const { prewarmRenderer, startRenderer } = await import('./startRenderer')
const host = {} as HTMLElement
const options = (thread?: HostOptions['thread']) => ({ thread }) as HostOptions
const noWebgl = () =>
  new RendererUnavailableError([{ backend: 'webgl', message: 'no WebGL in this worker' }])

beforeEach(() => {
  calls.worker = 0
  calls.main = 0
  calls.workerFails = null
  calls.glAvailable = true
  calls.remembered = []
  calls.prewarmed = 0
  calls.prefetched = 0
  calls.canvasInWorker = true
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
})

describe('where the plans canvas draws', () => {
  it('in a worker where one can draw', async () => {
    await expect(startRenderer(host, options())).resolves.toEqual({ thread: 'worker' })
    expect(calls.main).toBe(0)
  })

  it('on the page’s thread when the worker cannot start WebGL, and remembers it', async () => {
    calls.workerFails = noWebgl()
    await expect(startRenderer(host, options('auto'))).resolves.toEqual({ thread: 'main' })
    expect([calls.worker, calls.main]).toEqual([1, 1])
    expect(calls.remembered).toEqual([false])
  })

  it('on the page’s thread when the worker fails to start at all (a refused script)', async () => {
    calls.workerFails = new Error('the plans worker could not start')
    await expect(startRenderer(host, options())).resolves.toEqual({ thread: 'main' })
    // Not a missing WebGL: the next page tries the worker again.
    expect(calls.remembered).toEqual([])
  })

  it('straight on the page’s thread where workers have no WebGL: no worker is started', async () => {
    calls.glAvailable = false
    await expect(startRenderer(host, options())).resolves.toEqual({ thread: 'main' })
    expect(calls.worker).toBe(0)
  })

  it('a worker asked for by name fails as it is (tests force the thread)', async () => {
    calls.workerFails = noWebgl()
    await expect(startRenderer(host, options('worker'))).rejects.toThrow(RendererUnavailableError)
    expect(calls.main).toBe(0)
  })

  it('on the page’s thread when asked for by name', async () => {
    await expect(startRenderer(host, options('main'))).resolves.toEqual({ thread: 'main' })
    expect(calls.worker).toBe(0)
  })
})

describe('the worker started ahead', () => {
  it('is started wherever the renderer may draw in one, and not for the page’s thread', () => {
    for (const thread of [undefined, 'auto', 'worker'] as const) prewarmRenderer(thread)
    expect(calls.prewarmed).toBe(3)
    prewarmRenderer('main')
    expect(calls.prewarmed).toBe(3)
  })

  it('fetches the page-thread renderer ahead instead where it will draw there', async () => {
    prewarmRenderer('worker')
    expect(calls.prefetched).toBe(0)
    prewarmRenderer('main')
    expect(calls.prefetched).toBe(1)
    // Auto with a worker that has WebGL: nothing for the page's thread; without: Pixi ahead.
    prewarmRenderer('auto')
    await Promise.resolve()
    expect(calls.prefetched).toBe(1)
    calls.glAvailable = false
    prewarmRenderer('auto')
    await vi.waitFor(() => expect(calls.prefetched).toBe(2))
    // Where no canvas can go to a worker at all, at once, without asking about WebGL.
    calls.canvasInWorker = false
    prewarmRenderer('auto')
    expect(calls.prefetched).toBe(3)
  })

  it('never fetches the page-thread renderer when the owner asked for the worker', async () => {
    calls.glAvailable = false
    prewarmRenderer('worker')
    calls.canvasInWorker = false
    prewarmRenderer('worker')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls.prefetched).toBe(0)
  })
})
