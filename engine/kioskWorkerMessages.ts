// The messages between the kiosk's service worker (scripts/kioskServiceWorker.template.js) and its
// pages (ui/kiosk/kioskNetwork.ts), typed and versioned like the plans worker's protocol
// (renderer/protocol.ts): each carries the version the build stamps into the worker, and a message
// of another version or kind is reported, never silently dropped. Pure: types and guards.

/** Bump on any change to a message's shape; scripts/kioskServiceWorker.ts writes it into sw.js. */
export const KIOSK_WORKER_PROTOCOL = 1

/** Worker to page: the catalogue was fetched (`at`), or answered from the cache of `at`. */
export type FromKioskWorkerBody = { kind: 'data'; at: string | null; cached: boolean }

export type FromKioskWorker = FromKioskWorkerBody & { v: number }

const KINDS: ReadonlySet<string> = new Set<FromKioskWorkerBody['kind']>(['data'])

export type DecodedKioskMessage =
  | { ok: true; message: FromKioskWorker }
  | { ok: false; problem: string }

/** Checks a message a kiosk page received from its worker: version, kind and payload. */
export function decodeFromKioskWorker(data: unknown): DecodedKioskMessage {
  if (typeof data !== 'object' || data === null) return { ok: false, problem: 'not an object' }
  const { v, kind, at, cached } = data as Record<string, unknown>
  if (v !== KIOSK_WORKER_PROTOCOL) {
    return {
      ok: false,
      problem: `protocol version ${String(v)}, expected ${KIOSK_WORKER_PROTOCOL}`,
    }
  }
  if (typeof kind !== 'string' || !KINDS.has(kind)) {
    return { ok: false, problem: `unknown message kind ${String(kind)}` }
  }
  if ((typeof at !== 'string' && at !== null) || typeof cached !== 'boolean') {
    return { ok: false, problem: `malformed ${kind} message` }
  }
  return { ok: true, message: { v, kind: 'data', at, cached } }
}

/** For exhaustive switches: a kind the page does not handle is a type error, and at run time a report. */
export function unhandledKioskMessage(kind: never): string {
  return `no handler for message kind ${String(kind)}`
}
