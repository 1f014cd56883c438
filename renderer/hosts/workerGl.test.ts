// Whether the renderer's worker is worth starting: a remembered answer is used as it is, else a
// probe worker is asked once and its answer kept for the next visit.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

let storage: Map<string, string>
let probes: { source: string; answer: (data: unknown) => void; fail: () => void }[]

class FakeWorker {
  private readonly listeners = new Map<string, (event: { data?: unknown }) => void>()
  terminated = false
  constructor(url: string) {
    probes.push({
      source: url,
      answer: (data) => this.listeners.get('message')?.({ data }),
      fail: () => this.listeners.get('error')?.({}),
    })
  }
  addEventListener(type: string, fn: (event: { data?: unknown }) => void) {
    this.listeners.set(type, fn)
  }
  terminate() {
    this.terminated = true
  }
}

beforeEach(() => {
  vi.resetModules()
  storage = new Map()
  probes = []
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
  })
  vi.stubGlobal('Worker', FakeWorker)
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:probe')
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const load = () => import('./workerGl')
/** The probe starts in a task after the question: one turn of the timers. */
const probeStarted = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('WebGL in a worker', () => {
  it('is asked of a probe worker once, and the answer is kept', async () => {
    const { workerGlAvailable } = await load()
    const first = workerGlAvailable()
    const second = workerGlAvailable()
    expect(probes).toHaveLength(0)
    await probeStarted()
    expect(probes).toHaveLength(1)
    probes[0]?.answer(false)
    await expect(first).resolves.toBe(false)
    await expect(second).resolves.toBe(false)
    expect(storage.get('khvoya:worker-webgl')).toBe('0')
  })

  it('remembered from an earlier visit: no probe at all', async () => {
    storage.set('khvoya:worker-webgl', '0')
    const { workerGlAvailable } = await load()
    await expect(workerGlAvailable()).resolves.toBe(false)
    expect(probes).toHaveLength(0)
  })

  it('a probe that cannot run says nothing for sure: the renderer’s worker is tried, nothing kept', async () => {
    const { workerGlAvailable } = await load()
    const answer = workerGlAvailable()
    await probeStarted()
    probes[0]?.fail()
    await expect(answer).resolves.toBe(true)
    expect(storage.has('khvoya:worker-webgl')).toBe(false)
  })

  it('a worker that found no WebGL after all is remembered', async () => {
    storage.set('khvoya:worker-webgl', '1')
    const { rememberWorkerGl, workerGlAvailable } = await load()
    rememberWorkerGl(false)
    await expect(workerGlAvailable()).resolves.toBe(false)
    expect(storage.get('khvoya:worker-webgl')).toBe('0')
  })
})

describe('WebGL in a worker, at the edges', () => {
  it('remembered as present: no probe, the worker is started', async () => {
    storage.set('khvoya:worker-webgl', '1')
    const { workerGlAvailable, rememberedWorkerGl } = await load()
    expect(rememberedWorkerGl()).toBe(true)
    await expect(workerGlAvailable()).resolves.toBe(true)
    expect(probes).toHaveLength(0)
  })

  it('a probe that answers yes is kept as "1"; anything but true is no', async () => {
    const { workerGlAvailable } = await load()
    const answer = workerGlAvailable()
    await probeStarted()
    probes[0]?.answer(true)
    await expect(answer).resolves.toBe(true)
    expect(storage.get('khvoya:worker-webgl')).toBe('1')
    vi.resetModules()
    storage.clear()
    const again = await load()
    const maybe = again.workerGlAvailable()
    await probeStarted()
    probes[1]?.answer('true')
    await expect(maybe).resolves.toBe(false)
  })

  it('runs the probe from a script of its own that asks for a WebGL context', async () => {
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:probe'
    })
    const { workerGlAvailable } = await load()
    void workerGlAvailable()
    await probeStarted()
    expect(probes[0]?.source).toBe('blob:probe')
    expect(blobs[0]?.type).toBe('text/javascript')
    const source = await blobs[0]?.text()
    expect(source).toContain('getContext("webgl')
    expect(source).toContain('postMessage(ok)')
  })

  it('where storage or blob workers are refused, says nothing for sure and tries the worker', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    })
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('blob workers refused')
        }
      },
    )
    const { rememberedWorkerGl, rememberWorkerGl, workerGlAvailable } = await load()
    expect(rememberedWorkerGl()).toBeNull()
    await expect(workerGlAvailable()).resolves.toBe(true)
    expect(() => rememberWorkerGl(false)).not.toThrow()
    await expect(workerGlAvailable()).resolves.toBe(false)
  })
})
