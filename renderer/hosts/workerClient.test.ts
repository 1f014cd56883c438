import { describe, expect, it } from 'vitest'
import { RING } from '../stage/frameLoop'
import { PROTOCOL_VERSION, type ToWorker } from '../protocol'
import { screen } from '../stage/space'
import {
  emptyCatalogue as catalogue,
  frameReport as report,
  renderStateOf as state,
} from '../renderState.fixture'
import { clientEvents } from './clientEvents.fixture'
import { WorkerClient } from './workerClient'

/** A client whose worker is a list of what it was sent; `from` plays the worker's answers. */
function client() {
  const sent: { message: ToWorker; transfer?: Transferable[] }[] = []
  const events = clientEvents()
  const c = new WorkerClient((message, transfer) => sent.push({ message, transfer }), events)
  const from = (body: Record<string, unknown>) => c.receive({ v: PROTOCOL_VERSION, ...body })
  const kinds = () => sent.map((s) => s.message.kind)
  return { c, sent, events, from, kinds }
}

describe('the page’s side of the worker protocol', () => {
  it('numbers every message and hands the canvas over with the first', () => {
    const { c, sent } = client()
    const canvas = {} as OffscreenCanvas
    c.init({ canvas, width: 800, height: 600, resolution: 2 } as never)
    c.hover(screen(3, 4))
    c.wheel(screen(5, 6), 1.25)
    c.resize(400, 300, 3)
    c.motion(true)
    c.gesture({ type: 'tap', at: screen(1, 2) }, 'pen')
    expect(sent[0]?.transfer).toEqual([canvas])
    expect(sent.map((s) => [s.message.v, s.message.seq])).toEqual(
      [1, 2, 3, 4, 5, 6].map((seq) => [PROTOCOL_VERSION, seq]),
    )
    expect(sent.slice(1).map((s) => s.message)).toEqual([
      { kind: 'hover', at: [3, 4], v: PROTOCOL_VERSION, seq: 2 },
      { kind: 'wheel', at: [5, 6], factor: 1.25, v: PROTOCOL_VERSION, seq: 3 },
      { kind: 'resize', width: 400, height: 300, resolution: 3, v: PROTOCOL_VERSION, seq: 4 },
      { kind: 'motion', reduced: true, v: PROTOCOL_VERSION, seq: 5 },
      {
        kind: 'gesture',
        gesture: { type: 'tap', at: [1, 2] },
        pointerType: 'pen',
        v: PROTOCOL_VERSION,
        seq: 6,
      },
    ])
  })

  it('sends the catalogue only when the page holds a new one, and the state without it', () => {
    const { c, sent, kinds } = client()
    const first = catalogue()
    c.update(state(first))
    c.update(state(first, { selected: '11', level: 'building' }))
    c.update(state(catalogue()))
    expect(kinds()).toEqual(['data', 'state', 'state', 'data', 'state'])
    const wire = sent[2]?.message
    expect(wire?.kind === 'state' && wire.state).toEqual({
      level: 'building',
      selected: '11',
      hovered: null,
      focused: null,
      include: null,
      view: { flatLevel: 0, furniture: false, viewMode: 'flat', whiteBox: false, sunTint: false },
      locale: 'ru',
    })
  })

  it('is animating until the worker has handled the last message sent', () => {
    const { c, from } = client()
    expect(c.diagnostics().animating).toBe(true)
    c.motion(false)
    c.motion(true)
    expect(c.pending).toBe(true)
    from({ kind: 'ack', ack: 1 })
    expect(c.pending).toBe(true)
    from({ kind: 'frame', ack: 2, report: report({ animating: false }) })
    expect(c.pending).toBe(false)
    expect(c.diagnostics().animating).toBe(false)
    // A late answer to an older message does not make the newer one handled again.
    c.motion(false)
    from({ kind: 'ack', ack: 3 })
    from({ kind: 'frame', ack: 1, report: report({ frames: 2 }) })
    from({ kind: 'ack', ack: 2 })
    expect(c.pending).toBe(false)
    from({ kind: 'frame', ack: 3, report: report({ frames: 3, animating: true }) })
    expect(c.diagnostics().animating).toBe(true)
  })

  it('reads the diagnostics before any frame as nothing drawn yet, on the backend it started', () => {
    const { c, from, events } = client()
    expect(c.diagnostics()).toEqual({
      thread: 'worker',
      backend: 'webgl',
      frames: 0,
      sceneBuilds: 0,
      sceneKey: null,
      animating: true,
      motionFrames: 0,
      fitHeight: null,
      drawnAt: 0,
      selected: '',
      hovered: null,
      gl: null,
      frameCpuMs: [],
      frameAt: [],
    })
    from({ kind: 'started', backend: 'canvas' })
    expect(events.started).toHaveBeenCalledWith('canvas')
    expect(c.diagnostics().backend).toBe('canvas')
  })

  it('keeps the last frame’s report, and hands it to the owner', () => {
    const { c, from, events } = client()
    const last = report({ gl: { drawCalls: 5 } as never })
    from({ kind: 'frame', ack: 0, report: last })
    expect(events.frame).toHaveBeenCalledWith(last)
    expect(c.diagnostics()).toEqual({
      thread: 'worker',
      backend: 'canvas',
      frames: 1,
      sceneBuilds: 2,
      sceneKey: 'site',
      animating: false,
      motionFrames: 3,
      fitHeight: 640,
      drawnAt: 1000,
      selected: '11',
      hovered: '21',
      gl: { drawCalls: 5 },
      frameCpuMs: [4],
      frameAt: [1000],
    })
  })

  it('records each new frame’s time once, the last RING of them', () => {
    const { c, from } = client()
    for (let i = 1; i <= RING + 2; i++) {
      from({ kind: 'frame', ack: 0, report: report({ frames: i, cpuMs: i, drawnAt: 1000 + i }) })
    }
    // The report at rest repeats the last frame: no new time.
    from({ kind: 'frame', ack: 0, report: report({ frames: RING + 2, cpuMs: 99, drawnAt: 9999 }) })
    const d = c.diagnostics()
    expect(d.frameCpuMs).toHaveLength(RING)
    expect(d.frameCpuMs[0]).toBe(3)
    expect(d.frameCpuMs.at(-1)).toBe(RING + 2)
    expect(d.frameAt[0]).toBe(1003)
    expect(d.frameAt).toHaveLength(RING)
  })

  it('turns the worker’s intents into the page’s, never a selection of nothing', () => {
    const { from, events } = client()
    from({ kind: 'intent', intent: 'select', alt: null })
    from({ kind: 'intent', intent: 'select', alt: '11-2' })
    from({ kind: 'intent', intent: 'hover', alt: '21' })
    from({ kind: 'intent', intent: 'back', alt: null })
    expect(events.intents.select.mock.calls).toEqual([['11-2']])
    expect(events.intents.hover.mock.calls).toEqual([['21']])
    expect(events.intents.back).toHaveBeenCalledOnce()
  })

  it('passes on targets, the cursor, an unavailable worker and its failures', () => {
    const { c, from, events } = client()
    const targets = [{ alt: '11', kind: 'building' }]
    from({ kind: 'targets', targets })
    from({ kind: 'cursor', cursor: 'grab' })
    from({ kind: 'unavailable', attempts: [{ backend: 'webgl', message: 'no context' }] })
    from({ kind: 'failed', message: 'scene broke' })
    c.receive({ v: PROTOCOL_VERSION + 1, kind: 'ack', ack: 1 })
    expect(c.targets()).toEqual(targets)
    expect(events.targets).toHaveBeenCalledWith(targets)
    expect(events.cursor).toHaveBeenCalledWith('grab')
    expect(events.unavailable).toHaveBeenCalledWith([{ backend: 'webgl', message: 'no context' }])
    expect(events.failed.mock.calls).toEqual([
      ['scene broke'],
      [`Plans worker: protocol version ${PROTOCOL_VERSION + 1}, expected ${PROTOCOL_VERSION}`],
    ])
  })

  it('answers each of the bench’s profile requests with its own result, once', async () => {
    const { c, sent, from } = client()
    c.motion(false)
    const first = c.bench?.profile(3)
    const second = c.bench?.profile(5)
    expect(sent.slice(1).map((s) => s.message)).toEqual([
      { kind: 'profile', id: 2, frames: 3, v: PROTOCOL_VERSION, seq: 2 },
      { kind: 'profile', id: 3, frames: 5, v: PROTOCOL_VERSION, seq: 3 },
    ])
    from({ kind: 'profiled', id: 3, result: { jsMs: [5], gpuMs: [] } })
    from({ kind: 'profiled', id: 2, result: { jsMs: [3], gpuMs: [] } })
    from({ kind: 'profiled', id: 2, result: { jsMs: [9], gpuMs: [] } })
    await expect(first).resolves.toEqual({ jsMs: [3], gpuMs: [] })
    await expect(second).resolves.toEqual({ jsMs: [5], gpuMs: [] })
  })

  it('hands a sun strip’s canvas over once, then paints it by its id, and lets it go once', () => {
    const { c, sent } = client()
    const canvas = (name: string) =>
      ({ transferControlToOffscreen: () => ({ offscreen: name }) }) as unknown as HTMLCanvasElement
    const [a, b] = [canvas('a'), canvas('b')]
    const strip = [1, 2] as never
    const size = { width: 10, height: 2 } as never
    c.paintSunStrip(a, strip, size)
    c.paintSunStrip(a, strip, size)
    c.paintSunStrip(b, strip, size)
    c.dropSunStrip(a)
    c.dropSunStrip(a)
    c.dropSunStrip(canvas('never painted'))
    const wire = sent.map((s) => {
      const { v: _, seq: __, ...message } = s.message
      return [message, s.transfer]
    })
    expect(wire).toEqual([
      [{ kind: 'strip', id: 1, canvas: { offscreen: 'a' }, strip, size }, [{ offscreen: 'a' }]],
      [{ kind: 'strip', id: 1, canvas: null, strip, size }, undefined],
      [{ kind: 'strip', id: 2, canvas: { offscreen: 'b' }, strip, size }, [{ offscreen: 'b' }]],
      [{ kind: 'stripDrop', id: 1 }, undefined],
    ])
  })

  it('sends nothing once closed, and forgets the profiles it was waiting for', async () => {
    const { c, kinds, from } = client()
    const waiting = c.bench?.profile(2) ?? Promise.resolve()
    c.close()
    c.hover(null)
    c.update(state(catalogue()))
    expect(kinds()).toEqual(['profile', 'close'])
    from({ kind: 'profiled', id: 1, result: { jsMs: [1], gpuMs: [] } })
    const settled = await Promise.race([waiting.then(() => 'answered'), Promise.resolve('waiting')])
    expect(settled).toBe('waiting')
  })
})
