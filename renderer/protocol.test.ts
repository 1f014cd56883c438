import { describe, expect, it, vi } from 'vitest'
import { clientEvents } from './hosts/clientEvents.fixture'
import { WorkerClient } from './hosts/workerClient'
import { emptyCatalogue, frameReport as report, renderStateOf } from './renderState.fixture'
import { decodeFromWorker, decodeToWorker, PROTOCOL_VERSION } from './protocol'
import { screen } from './stage/space'
import { type RenderState, type RendererOutputs, RendererUnavailableError } from './types'
import type { EndpointRenderer, StartRenderer } from './worker/workerEndpoint'
import { WorkerEndpoint } from './worker/workerEndpoint'

const data = emptyCatalogue()
const state = (patch: Partial<RenderState> = {}) => renderStateOf(data, patch)

/** A renderer that records what the endpoint asks of it. */
class FakeRenderer implements EndpointRenderer {
  readonly backend = 'webgl' as const
  framePending = false
  readonly calls: unknown[][] = []
  readonly states: RenderState[] = []
  update = (s: RenderState) => void this.states.push(s)
  gesture = (...args: unknown[]) => void this.calls.push(['gesture', ...args])
  hover = (...args: unknown[]) => void this.calls.push(['hover', ...args])
  wheel = (...args: unknown[]) => void this.calls.push(['wheel', ...args])
  resize = (...args: unknown[]) => void this.calls.push(['resize', ...args])
  setReducedMotion = (...args: unknown[]) => void this.calls.push(['motion', ...args])
  bench = {
    profile: (frames: number) => ({ jsMs: Array(frames).fill(1), gpuMs: Array(frames).fill(2) }),
  }
  close = () => void this.calls.push(['close'])
}

/**
 * The page's client and the worker's endpoint joined by an asynchronous channel that copies every
 * message with structuredClone, as postMessage does (a plain object stands in for the canvas).
 */
function pair(start?: StartRenderer) {
  const renderer = new FakeRenderer()
  let outputs: RendererOutputs | null = null
  let release: () => void = () => undefined
  const started = new Promise<void>((resolve) => {
    release = resolve
  })
  const events = clientEvents()
  const toPage: unknown[] = []
  const endpoint = new WorkerEndpoint(
    (m) => queueMicrotask(() => client.receive(structuredClone(m))),
    start ??
      (async (_init, out) => {
        outputs = out
        await started
        return renderer
      }),
  )
  const client = new WorkerClient(
    (m) => queueMicrotask(() => endpoint.receive(structuredClone(m))),
    events,
  )
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
  const init = () =>
    client.init({
      canvas: {} as OffscreenCanvas,
      width: 390,
      height: 844,
      resolution: 2,
      geometry: { site: '/g/site.json', buildings: {} },
      backends: ['webgl'],
      fonts: [],
      reducedMotion: false,
      countGl: true,
    })
  return { client, endpoint, events, renderer, init, flush, release, toPage, out: () => outputs }
}

describe('page to worker protocol', () => {
  it('starts the renderer, then applies what was sent meanwhile, in order', async () => {
    const p = pair()
    p.init()
    p.client.update(state({ selected: '11', level: 'building' }))
    p.client.resize(400, 800, 2, 0)
    await p.flush()
    expect(p.renderer.states).toEqual([])
    expect(p.client.pending).toBe(true)
    p.release()
    await p.flush()
    expect(p.events.started).toHaveBeenCalledWith('webgl')
    expect(p.renderer.states.map((s) => s.selected)).toEqual(['11'])
    expect(p.renderer.calls).toEqual([['resize', 400, 800, 2, 0]])
    // Nothing to draw: an ack tells the page the worker has caught up.
    expect(p.client.pending).toBe(false)
  })

  it('sends the live data once per catalogue, the state every time', async () => {
    const p = pair()
    p.init()
    p.release()
    await p.flush()
    const sent: string[] = []
    const original = p.endpoint.receive.bind(p.endpoint)
    p.endpoint.receive = (m) => {
      sent.push((m as { kind: string }).kind)
      original(m)
    }
    p.client.update(state())
    p.client.update(state({ hovered: '12' }))
    await p.flush()
    expect(sent).toEqual(['data', 'state', 'state'])
    expect(p.renderer.states.at(-1)?.hovered).toBe('12')
    expect(p.renderer.states.at(-1)?.data).toEqual(data)
  })

  it('sends the sun figures once per change, not with every hover, and the renderer gets them', async () => {
    const p = pair()
    p.init()
    p.release()
    await p.flush()
    const sent: string[] = []
    const original = p.endpoint.receive.bind(p.endpoint)
    p.endpoint.receive = (m) => {
      sent.push((m as { kind: string }).kind)
      original(m)
    }
    const sun = { '11-1-1-1': 4.2 }
    p.client.update(state({ sun }))
    p.client.update(state({ sun, hovered: '11-1-1-1' }))
    p.client.update(state({ sun: null }))
    await p.flush()
    expect(sent).toEqual(['data', 'sun', 'state', 'state', 'sun', 'state'])
    // A sun message applies at once with the state already there, as a data message does.
    expect(p.renderer.states.map((s) => s.sun)).toEqual([sun, sun, null, null])
  })

  it('stays animating until a frame report acknowledges the last message', async () => {
    const p = pair()
    p.init()
    p.release()
    await p.flush()
    p.renderer.framePending = true
    p.client.gesture({ type: 'tap', at: screen(10, 20) }, 'touch')
    await p.flush()
    expect(p.renderer.calls).toEqual([['gesture', { type: 'tap', at: [10, 20] }, 'touch']])
    expect(p.client.diagnostics().animating).toBe(true)
    p.out()?.frame?.(report({ frames: 3, selected: '11', drawnAt: 2000 }))
    await p.flush()
    const d = p.client.diagnostics()
    expect(d).toMatchObject({ thread: 'worker', frames: 3, selected: '11', animating: false })
    expect(d.frameCpuMs).toEqual([4])
  })

  it('carries intents, targets and the cursor back to the page', async () => {
    const p = pair()
    p.init()
    p.release()
    await p.flush()
    const out = p.out()
    out?.intents.select('11-1')
    out?.intents.hover(null)
    out?.intents.back()
    out?.cursor('pointer')
    out?.targets([
      {
        alt: '11',
        kind: 'building',
        label: { ru: 'Корпус А1', en: 'Building A1' },
        available: true,
        screenRect: { x: 1, y: 2, width: 3, height: 4 },
      },
    ])
    await p.flush()
    expect(p.events.intents.select).toHaveBeenCalledWith('11-1')
    expect(p.events.intents.hover).toHaveBeenCalledWith(null)
    expect(p.events.intents.back).toHaveBeenCalledOnce()
    expect(p.events.cursor).toHaveBeenCalledWith('pointer')
    expect(p.client.targets().map((t) => t.alt)).toEqual(['11'])
  })

  it('answers a profile request', async () => {
    const p = pair()
    p.init()
    p.release()
    await p.flush()
    const result = p.client.bench?.profile(3)
    await p.flush()
    await expect(result).resolves.toEqual({ jsMs: [1, 1, 1], gpuMs: [2, 2, 2] })
  })

  it('reports a worker that cannot draw, with every backend it tried', async () => {
    const p = pair(async () => {
      throw new RendererUnavailableError([{ backend: 'webgl', message: 'no context' }])
    })
    p.init()
    await p.flush()
    await p.flush()
    expect(p.events.unavailable).toHaveBeenCalledWith([{ backend: 'webgl', message: 'no context' }])
    expect(p.events.started).not.toHaveBeenCalled()
  })

  it('closes the renderer and ignores what comes after', async () => {
    const p = pair()
    p.init()
    p.release()
    await p.flush()
    p.client.close()
    p.client.hover(screen(1, 1))
    await p.flush()
    expect(p.renderer.calls).toEqual([['close']])
  })
})

describe('message checks', () => {
  it('refuses another version and unknown kinds, on both ends', () => {
    expect(decodeToWorker({ v: PROTOCOL_VERSION + 1, kind: 'state', seq: 1 })).toEqual({
      ok: false,
      problem: `protocol version ${PROTOCOL_VERSION + 1}, expected ${PROTOCOL_VERSION}`,
    })
    expect(decodeToWorker({ v: PROTOCOL_VERSION, kind: 'paint', seq: 1 }).ok).toBe(false)
    expect(decodeToWorker({ v: PROTOCOL_VERSION, kind: 'state' }).ok).toBe(false)
    expect(decodeToWorker({ v: PROTOCOL_VERSION, kind: 'close', seq: 4 }).ok).toBe(true)
    expect(decodeFromWorker({ v: PROTOCOL_VERSION, kind: 'frame' }).ok).toBe(true)
    expect(decodeFromWorker({ v: PROTOCOL_VERSION, kind: 'scene' }).ok).toBe(false)
    expect(decodeFromWorker(null).ok).toBe(false)
  })

  it('a refused message is reported, not dropped in silence', async () => {
    const posted: unknown[] = []
    const endpoint = new WorkerEndpoint(
      (m) => posted.push(m),
      async () => new FakeRenderer(),
    )
    endpoint.receive({ v: 0, kind: 'state', seq: 1 })
    expect(posted).toEqual([
      {
        v: PROTOCOL_VERSION,
        kind: 'failed',
        message: `Plans worker: protocol version 0, expected ${PROTOCOL_VERSION}`,
      },
    ])
    const failed = vi.fn()
    const client = new WorkerClient(() => undefined, { ...clientEvents(), failed })
    client.receive({ v: PROTOCOL_VERSION, kind: 'teleport' })
    expect(failed).toHaveBeenCalledWith('Plans worker: unknown message kind teleport')
  })
})
