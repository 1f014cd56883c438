// Forms never lose a lead (DESIGN 4): a submission that fails for the network or a 5xx is kept in
// localStorage and sent again, with the same idempotency key, when the browser comes back online
// and on the next visit. A 4xx is not retried: it needs the visitor to correct a field.

export const OUTBOX_KEY = 'khvoya:lead-outbox'
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000
const MAX_ITEMS = 20

export interface QueuedLead {
  kind: string
  body: Record<string, unknown> & { idempotencyKey: string }
  queuedAt: number
}

export type SendResult = 'sent' | 'retry' | 'rejected'
export type Sender = (lead: QueuedLead) => Promise<SendResult>

export interface OutboxStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export function readQueue(storage: OutboxStorage, now: number): QueuedLead[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OUTBOX_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (item): item is QueuedLead =>
        typeof item?.kind === 'string' &&
        typeof item?.body?.idempotencyKey === 'string' &&
        typeof item?.queuedAt === 'number' &&
        now - item.queuedAt < MAX_AGE_MS,
    )
  } catch {
    return []
  }
}

function writeQueue(storage: OutboxStorage, queue: QueuedLead[]): void {
  try {
    if (queue.length) storage.setItem(OUTBOX_KEY, JSON.stringify(queue.slice(-MAX_ITEMS)))
    else storage.removeItem(OUTBOX_KEY)
  } catch {
    // A full or disabled storage: the lead stays in memory for this page view only.
  }
}

/** Adds a lead once per idempotency key. */
export function enqueue(storage: OutboxStorage, lead: QueuedLead): void {
  const queue = readQueue(storage, lead.queuedAt).filter(
    (q) => q.body.idempotencyKey !== lead.body.idempotencyKey,
  )
  writeQueue(storage, [...queue, lead])
}

let flushing: Promise<number> | null = null

/** Sends every queued lead in order; keeps those that must be retried. Returns how many were sent. */
export function flush(storage: OutboxStorage, send: Sender, now: number): Promise<number> {
  flushing ??= (async () => {
    let sent = 0
    try {
      for (const lead of readQueue(storage, now)) {
        const result = await send(lead).catch((): SendResult => 'retry')
        if (result === 'retry') break
        if (result === 'sent') sent++
        writeQueue(
          storage,
          readQueue(storage, now).filter((q) => q.body.idempotencyKey !== lead.body.idempotencyKey),
        )
      }
    } finally {
      flushing = null
    }
    return sent
  })()
  return flushing
}

/** A UUID v4; `randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
