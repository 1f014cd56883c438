// The one message protocol between the page and the plans worker (ARCHITECTURE.md, the plans
// pipeline): RenderState and input in, intents, hit targets and frame reports out. Both sides
// import this file; each message carries the protocol version, each side handles every kind in an
// exhaustive switch, and a message of another version or an unknown kind is reported, never
// silently dropped. Pure: types and guards.

import type { Alt, HydraData } from '../engine/types'
import type { FontSource } from './text/fontsReady'
import type { Gesture } from './hit/gestures'
import type { ScreenPoint } from './stage/space'
import type { SunStrip } from '../engine/sunView/sunStrip'
import type { StripSize } from './paint/sunStripPainter'
import type {
  Backend,
  FrameReport,
  GeometryUrls,
  HitTarget,
  ProfileResult,
  RenderState,
} from './types'

/** Bump on any change to a message's shape: an old worker cached by the browser then says so. */
export const PROTOCOL_VERSION = 2

/**
 * A render state without its live data and sun figures, which travel once per change in a `data`
 * and a `sun` message.
 */
export type WireState = Omit<RenderState, 'data' | 'sun'>

export interface InitMessage {
  kind: 'init'
  canvas: OffscreenCanvas
  width: number
  height: number
  resolution: number
  /** Viewport.coveredTop. */
  coveredTop?: number
  geometry: GeometryUrls
  backends: readonly Backend[]
  fonts: readonly FontSource[]
  reducedMotion: boolean
  countGl: boolean
  /** PlansRendererOptions.textFloor (absent: 0). */
  textFloor?: number
  /** PlansRendererOptions.targetFloor (absent: the default). */
  targetFloor?: number
}

/** Page to worker. `seq` numbers them; frame reports acknowledge the last one handled. */
export type ToWorkerBody =
  | InitMessage
  | { kind: 'data'; data: HydraData }
  | { kind: 'sun'; sun: Readonly<Record<Alt, number>> | null }
  /** A sun-path strip to paint; `canvas` comes with the first message for a strip `id`. */
  | { kind: 'strip'; id: number; canvas: OffscreenCanvas | null; strip: SunStrip; size: StripSize }
  | { kind: 'stripDrop'; id: number }
  | { kind: 'state'; state: WireState }
  | { kind: 'resize'; width: number; height: number; resolution: number; coveredTop?: number }
  | { kind: 'gesture'; gesture: Gesture; pointerType: string }
  | { kind: 'hover'; at: ScreenPoint | null }
  | { kind: 'wheel'; at: ScreenPoint; factor: number }
  | { kind: 'motion'; reduced: boolean }
  | { kind: 'profile'; id: number; frames: number }
  | { kind: 'close' }

export type ToWorker = ToWorkerBody & { v: number; seq: number }

/** Worker to page. */
export type FromWorkerBody =
  | { kind: 'started'; backend: Backend }
  | { kind: 'unavailable'; attempts: { backend: Backend; message: string }[] }
  | { kind: 'intent'; intent: 'select' | 'hover' | 'back'; alt: Alt | null }
  | { kind: 'targets'; targets: HitTarget[] }
  | { kind: 'cursor'; cursor: string }
  | { kind: 'frame'; report: FrameReport; ack: number }
  | { kind: 'ack'; ack: number }
  | { kind: 'profiled'; id: number; result: ProfileResult }
  | { kind: 'failed'; message: string }

export type FromWorker = FromWorkerBody & { v: number }

const TO_WORKER_KINDS: ReadonlySet<string> = new Set<ToWorkerBody['kind']>([
  'init',
  'data',
  'sun',
  'strip',
  'stripDrop',
  'state',
  'resize',
  'gesture',
  'hover',
  'wheel',
  'motion',
  'close',
  // The benchmark's messages exist only in its own build (renderer/bench/benchBuild.d.ts).
  ...(__BENCH_HOOKS__ ? (['profile'] as const) : []),
])

const FROM_WORKER_KINDS: ReadonlySet<string> = new Set<FromWorkerBody['kind']>([
  'started',
  'unavailable',
  'intent',
  'targets',
  'cursor',
  'frame',
  'ack',
  'failed',
  ...(__BENCH_HOOKS__ ? (['profiled'] as const) : []),
])

export type Decoded<T> = { ok: true; message: T } | { ok: false; problem: string }

function decode<T>(data: unknown, kinds: ReadonlySet<string>): Decoded<T> {
  if (typeof data !== 'object' || data === null) return { ok: false, problem: 'not an object' }
  const { v, kind } = data as { v?: unknown; kind?: unknown }
  if (v !== PROTOCOL_VERSION) {
    return { ok: false, problem: `protocol version ${String(v)}, expected ${PROTOCOL_VERSION}` }
  }
  if (typeof kind !== 'string' || !kinds.has(kind)) {
    return { ok: false, problem: `unknown message kind ${String(kind)}` }
  }
  return { ok: true, message: data as T }
}

/** Checks a message the worker received: version and kind (the payload is ours, typed). */
export function decodeToWorker(data: unknown): Decoded<ToWorker> {
  const decoded = decode<ToWorker>(data, TO_WORKER_KINDS)
  if (decoded.ok && typeof decoded.message.seq !== 'number') {
    return { ok: false, problem: 'message without a sequence number' }
  }
  return decoded
}

/** Checks a message the page received from the worker. */
export function decodeFromWorker(data: unknown): Decoded<FromWorker> {
  return decode<FromWorker>(data, FROM_WORKER_KINDS)
}

/**
 * For exhaustive switches: a kind the code does not handle is a type error, and at run time a
 * report. The benchmark's kinds are handled beside the switch, only in the bench's build, so that
 * no trace of them is left in production's (renderer/bench/benchBuild.d.ts).
 */
export function unhandled(message: { kind: 'profile' | 'profiled' }): string {
  return `no handler for message kind ${String(message.kind)}`
}
