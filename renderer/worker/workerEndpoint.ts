// The worker's side of the protocol (protocol.ts): starts a renderer on the transferred canvas,
// applies state and input as they arrive, and posts intents, hit targets and frame reports back.
// Messages that arrive while the renderer is still starting wait in order. Every message handled
// is acknowledged, by the next frame's report or, when it draws nothing, by an `ack` of its own, so
// the page knows when the picture has caught up with what it sent. No Pixi here: the renderer comes
// from `start`, so both ends can be tested without a GPU.

import type { Alt, HydraData } from '../../engine/types'
import { paintStripOn } from '../paint/sunStripPainter'
import {
  decodeToWorker,
  type FromWorkerBody,
  type InitMessage,
  PROTOCOL_VERSION,
  type ToWorker,
  unhandled,
  type WireState,
} from '../protocol'
import {
  type Backend,
  type ProfileResult,
  type RenderState,
  type RendererOutputs,
  RendererUnavailableError,
} from '../types'
import type { Gesture } from '../hit/gestures'
import type { ScreenPoint } from '../stage/space'

/** What the endpoint needs of a renderer (PlansRenderer has it all). */
export interface EndpointRenderer {
  update(state: RenderState): void
  gesture(g: Gesture, pointerType: string): void
  hover(at: ScreenPoint | null): void
  wheel(at: ScreenPoint, factor: number): void
  resize(width: number, height: number, resolution: number, coveredTop?: number): void
  setReducedMotion(reduced: boolean): void
  /** The benchmark's hooks (renderer/bench/): null in every build but the bench's. */
  readonly bench: { profile(frames: number): ProfileResult } | null
  /** A frame is queued: its report will acknowledge what was just handled. */
  readonly framePending: boolean
  readonly backend: Backend
  close(): void
}

export type StartRenderer = (
  init: InitMessage,
  outputs: RendererOutputs,
) => Promise<EndpointRenderer>

export type Post = (message: FromWorkerBody & { v: number }) => void

export class WorkerEndpoint {
  private renderer: EndpointRenderer | null = null
  private starting = false
  private closed = false
  private queue: ToWorker[] = []
  private data: HydraData | null = null
  private sun: Readonly<Record<Alt, number>> | null = null
  private state: WireState | null = null
  /** The sun-path strips' canvases the page handed over, by the page's id for each. */
  private readonly strips = new Map<number, OffscreenCanvas>()
  /** The last message handled: frame reports carry it to the page. */
  private seq = 0

  constructor(
    private readonly post: Post,
    private readonly start: StartRenderer,
  ) {}

  private send(body: FromWorkerBody): void {
    this.post({ ...body, v: PROTOCOL_VERSION } as FromWorkerBody & { v: number })
  }

  /** The worker's onmessage. */
  receive(data: unknown): void {
    const decoded = decodeToWorker(data)
    if (!decoded.ok) {
      this.send({ kind: 'failed', message: `Plans worker: ${decoded.problem}` })
      return
    }
    const message = decoded.message
    if (this.closed) return
    if (message.kind === 'init') {
      this.init(message)
      return
    }
    if (!this.renderer) {
      this.queue.push(message)
      return
    }
    this.handle(message)
    this.acknowledge()
  }

  private init(message: ToWorker & InitMessage): void {
    if (this.starting || this.renderer) {
      this.send({ kind: 'failed', message: 'Plans worker: started twice' })
      return
    }
    this.starting = true
    this.seq = message.seq
    const outputs: RendererOutputs = {
      intents: {
        select: (alt) => this.send({ kind: 'intent', intent: 'select', alt }),
        hover: (alt) => this.send({ kind: 'intent', intent: 'hover', alt }),
        back: () => this.send({ kind: 'intent', intent: 'back', alt: null }),
      },
      targets: (targets) => this.send({ kind: 'targets', targets }),
      cursor: (cursor) => this.send({ kind: 'cursor', cursor }),
      frame: (report) => this.send({ kind: 'frame', report, ack: this.seq }),
    }
    this.start(message, outputs).then(
      (renderer) => {
        if (this.closed) {
          renderer.close()
          return
        }
        this.renderer = renderer
        this.send({ kind: 'started', backend: renderer.backend })
        const queued = this.queue
        this.queue = []
        for (const m of queued) this.handle(m)
        this.acknowledge()
      },
      (error: unknown) => {
        this.closed = true
        const attempts =
          error instanceof RendererUnavailableError
            ? [...error.attempts]
            : [
                {
                  backend: message.backends[0] ?? 'webgl',
                  message: error instanceof Error ? error.message : String(error),
                },
              ]
        this.send({ kind: 'unavailable', attempts })
      },
    )
  }

  private handle(message: ToWorker): void {
    const renderer = this.renderer
    if (!renderer) return
    this.seq = message.seq
    switch (message.kind) {
      case 'init':
        this.send({ kind: 'failed', message: 'Plans worker: started twice' })
        break
      case 'data':
        this.data = message.data
        this.apply(renderer)
        break
      case 'sun':
        this.sun = message.sun
        this.apply(renderer)
        break
      case 'state':
        this.state = message.state
        this.apply(renderer)
        break
      case 'strip': {
        if (message.canvas) this.strips.set(message.id, message.canvas)
        const canvas = this.strips.get(message.id)
        if (canvas) paintStripOn(canvas, message.strip, message.size)
        else
          this.send({ kind: 'failed', message: `Plans worker: no canvas for strip ${message.id}` })
        break
      }
      case 'stripDrop':
        this.strips.delete(message.id)
        break
      case 'resize':
        renderer.resize(message.width, message.height, message.resolution, message.coveredTop)
        break
      case 'gesture':
        renderer.gesture(message.gesture, message.pointerType)
        break
      case 'hover':
        renderer.hover(message.at)
        break
      case 'wheel':
        renderer.wheel(message.at, message.factor)
        break
      case 'motion':
        renderer.setReducedMotion(message.reduced)
        break
      case 'close':
        this.closed = true
        this.strips.clear()
        renderer.close()
        this.renderer = null
        break
      default:
        if (__BENCH_HOOKS__ && message.kind === 'profile') {
          const result = renderer.bench?.profile(message.frames) ?? { jsMs: [], gpuMs: [] }
          this.send({ kind: 'profiled', id: message.id, result })
        } else this.send({ kind: 'failed', message: `Plans worker: ${unhandled(message)}` })
    }
  }

  private apply(renderer: EndpointRenderer): void {
    if (this.state && this.data) renderer.update({ ...this.state, data: this.data, sun: this.sun })
  }

  /** When no frame will carry it, the page hears at once that the last message is handled. */
  private acknowledge(): void {
    if (this.renderer && !this.renderer.framePending) this.send({ kind: 'ack', ack: this.seq })
  }
}
