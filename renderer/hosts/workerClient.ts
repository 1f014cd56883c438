// The page's side of the protocol (protocol.ts): numbers what it sends, sends live data only when it
// changed, turns the worker's messages into callbacks, and keeps the diagnostics of the last frame
// so the owner can read them at once. "Animating" stays true until the worker has handled the
// last message sent, so no one reads a picture that has not caught up yet. No DOM here.

import type { SunStrip } from '../../engine/sunView/sunStrip'
import type { HydraData } from '../../engine/types'
import type { StripSize } from '../paint/sunStripPainter'
import { ProfileRequests } from '../bench/profileRequests'
import { RING } from '../stage/frameLoop'
import type { Gesture } from '../hit/gestures'
import {
  decodeFromWorker,
  type FromWorker,
  type InitMessage,
  PROTOCOL_VERSION,
  type ToWorker,
  type ToWorkerBody,
  unhandled,
} from '../protocol'
import type { ScreenPoint } from '../stage/space'
import type {
  Backend,
  FrameReport,
  HitTarget,
  RenderState,
  RendererDiagnostics,
  RendererIntents,
} from '../types'

export interface WorkerClientEvents {
  intents: RendererIntents
  started(backend: Backend): void
  unavailable(attempts: { backend: Backend; message: string }[]): void
  targets(targets: HitTarget[]): void
  cursor(cursor: string): void
  frame?(report: FrameReport): void
  /** An error in the worker or the protocol: reported on the page's console by the host. */
  failed(message: string): void
}

export type PostToWorker = (message: ToWorker, transfer?: Transferable[]) => void

export class WorkerClient {
  private seq = 0
  private acked = 0
  private data: HydraData | null = null
  private sun: RenderState['sun'] = null
  /** The strips' canvases already handed to the worker, and the id it knows each by. */
  private readonly strips = new WeakMap<HTMLCanvasElement, number>()
  private nextStrip = 1
  private last: FrameReport | null = null
  private lastTargets: HitTarget[] = []
  private backend: Backend = 'webgl'
  private readonly cpuMs: number[] = []
  private readonly drawnAt: number[] = []
  /** The benchmark's profile requests (renderer/bench/): null in every build but the bench's. */
  readonly bench = __BENCH_HOOKS__
    ? new ProfileRequests((frames) => {
        const id = this.seq + 1
        this.send({ kind: 'profile', id, frames })
        return id
      })
    : null
  private closed = false

  constructor(
    private readonly post: PostToWorker,
    private readonly events: WorkerClientEvents,
  ) {}

  private send(body: ToWorkerBody, transfer?: Transferable[]): void {
    if (this.closed) return
    this.seq++
    this.post({ ...body, v: PROTOCOL_VERSION, seq: this.seq } as ToWorker, transfer)
  }

  init(init: Omit<InitMessage, 'kind'>): void {
    this.send({ kind: 'init', ...init }, [init.canvas])
  }

  update(state: RenderState): void {
    const { data, sun = null, ...wire } = state
    // Structured clone copies the catalogue: only when the page holds a new one.
    if (data !== this.data) {
      this.data = data
      this.send({ kind: 'data', data })
    }
    // The same for the sun figures: once per switch-on, not with every hover.
    if (sun !== this.sun) {
      this.sun = sun
      this.send({ kind: 'sun', sun })
    }
    this.send({ kind: 'state', state: wire })
  }

  /** Paints a strip in the worker; its canvas is handed over the first time. */
  paintSunStrip(canvas: HTMLCanvasElement, strip: SunStrip, size: StripSize): void {
    const known = this.strips.get(canvas)
    if (known !== undefined) {
      this.send({ kind: 'strip', id: known, canvas: null, strip, size })
      return
    }
    const id = this.nextStrip++
    const offscreen = canvas.transferControlToOffscreen()
    this.strips.set(canvas, id)
    this.send({ kind: 'strip', id, canvas: offscreen, strip, size }, [offscreen])
  }

  dropSunStrip(canvas: HTMLCanvasElement): void {
    const id = this.strips.get(canvas)
    if (id === undefined) return
    this.strips.delete(canvas)
    this.send({ kind: 'stripDrop', id })
  }

  gesture(gesture: Gesture, pointerType: string): void {
    this.send({ kind: 'gesture', gesture, pointerType })
  }

  hover(at: ScreenPoint | null): void {
    this.send({ kind: 'hover', at })
  }

  wheel(at: ScreenPoint, factor: number): void {
    this.send({ kind: 'wheel', at, factor })
  }

  resize(width: number, height: number, resolution: number, coveredTop?: number): void {
    this.send({ kind: 'resize', width, height, resolution, coveredTop })
  }

  motion(reduced: boolean): void {
    this.send({ kind: 'motion', reduced })
  }

  close(): void {
    this.send({ kind: 'close' })
    this.closed = true
    this.bench?.clear()
  }

  /** Messages sent that the worker has not handled yet. */
  get pending(): boolean {
    return this.acked < this.seq
  }

  targets(): HitTarget[] {
    return this.lastTargets
  }

  diagnostics(): RendererDiagnostics {
    const last = this.last
    return {
      thread: 'worker',
      backend: last?.backend ?? this.backend,
      frames: last?.frames ?? 0,
      sceneBuilds: last?.sceneBuilds ?? 0,
      sceneKey: last?.sceneKey ?? null,
      animating: (last?.animating ?? true) || this.pending,
      motionFrames: last?.motionFrames ?? 0,
      fitHeight: last?.fitHeight ?? null,
      drawnAt: last?.drawnAt ?? 0,
      selected: last?.selected ?? '',
      hovered: last?.hovered ?? null,
      gl: last?.gl ?? null,
      frameCpuMs: [...this.cpuMs],
      frameAt: [...this.drawnAt],
    }
  }

  /** The Worker's onmessage. */
  receive(data: unknown): void {
    const decoded = decodeFromWorker(data)
    if (!decoded.ok) {
      this.events.failed(`Plans worker: ${decoded.problem}`)
      return
    }
    this.handle(decoded.message)
  }

  private handle(message: FromWorker): void {
    switch (message.kind) {
      case 'started':
        this.backend = message.backend
        this.events.started(message.backend)
        break
      case 'unavailable':
        this.events.unavailable(message.attempts)
        break
      case 'intent':
        if (message.intent === 'select' && message.alt !== null) {
          this.events.intents.select(message.alt)
        } else if (message.intent === 'hover') this.events.intents.hover(message.alt)
        else if (message.intent === 'back') this.events.intents.back()
        break
      case 'targets':
        this.lastTargets = message.targets
        this.events.targets(message.targets)
        break
      case 'cursor':
        this.events.cursor(message.cursor)
        break
      case 'frame':
        this.acked = Math.max(this.acked, message.ack)
        // The rest report repeats the last frame's count: no new frame, no time to record. Only
        // the bench reads the times (diagnostics' frameCpuMs, frameAt): its build alone keeps them.
        if (__BENCH_HOOKS__ && message.report.frames !== this.last?.frames) {
          if (this.cpuMs.length >= RING) {
            this.cpuMs.shift()
            this.drawnAt.shift()
          }
          this.cpuMs.push(message.report.cpuMs)
          this.drawnAt.push(message.report.drawnAt)
        }
        this.last = message.report
        this.events.frame?.(message.report)
        break
      case 'ack':
        this.acked = Math.max(this.acked, message.ack)
        break
      case 'failed':
        this.events.failed(message.message)
        break
      default:
        if (__BENCH_HOOKS__ && message.kind === 'profiled') {
          this.bench?.answer(message.id, message.result)
        } else this.events.failed(`Plans worker: ${unhandled(message)}`)
    }
  }
}
