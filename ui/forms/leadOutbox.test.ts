import { describe, expect, it } from 'vitest'
import {
  enqueue,
  flush,
  newIdempotencyKey,
  OUTBOX_KEY,
  type QueuedLead,
  readQueue,
  type SendResult,
} from './leadOutbox'

function memory() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    raw: () => map.get(OUTBOX_KEY),
  }
}

const lead = (key: string, queuedAt = 1_000): QueuedLead => ({
  kind: 'callback',
  body: { idempotencyKey: key, name: 'Анна', phone: '+79210000000' },
  queuedAt,
})

describe('lead outbox', () => {
  it('keeps one entry per idempotency key', () => {
    const s = memory()
    enqueue(s, lead('a'))
    enqueue(s, lead('a'))
    enqueue(s, lead('b'))
    expect(readQueue(s, 2_000).map((l) => l.body.idempotencyKey)).toEqual(['a', 'b'])
  })

  it('drops corrupt storage without throwing', () => {
    const s = memory()
    s.setItem(OUTBOX_KEY, '{not json')
    expect(readQueue(s, 0)).toEqual([])
    s.setItem(OUTBOX_KEY, JSON.stringify([{ kind: 1 }, lead('ok')]))
    expect(readQueue(s, 2_000)).toHaveLength(1)
  })

  it('forgets leads older than 14 days', () => {
    const s = memory()
    enqueue(s, lead('old', 0))
    // 14 days = 1 209 600 000 ms
    expect(readQueue(s, 1_209_600_000)).toEqual([])
  })

  it('sends in order, stops at the first retry and keeps the rest with their keys', async () => {
    const s = memory()
    enqueue(s, lead('a'))
    enqueue(s, lead('b'))
    enqueue(s, lead('c'))
    const seen: string[] = []
    const results: Record<string, SendResult> = { a: 'sent', b: 'retry', c: 'sent' }
    const sent = await flush(
      s,
      async (l) => {
        seen.push(l.body.idempotencyKey)
        return results[l.body.idempotencyKey] ?? 'retry'
      },
      2_000,
    )
    expect(sent).toBe(1)
    expect(seen).toEqual(['a', 'b'])
    expect(readQueue(s, 2_000).map((l) => l.body.idempotencyKey)).toEqual(['b', 'c'])
  })

  it('drops a rejected lead (4xx) and goes on', async () => {
    const s = memory()
    enqueue(s, lead('bad'))
    enqueue(s, lead('good'))
    const sent = await flush(
      s,
      async (l) => (l.body.idempotencyKey === 'bad' ? 'rejected' : 'sent'),
      2_000,
    )
    expect(sent).toBe(1)
    expect(s.raw()).toBeUndefined()
  })

  it('treats a thrown sender as a retry', async () => {
    const s = memory()
    enqueue(s, lead('a'))
    expect(await flush(s, async () => Promise.reject(new Error('offline')), 2_000)).toBe(0)
    expect(readQueue(s, 2_000)).toHaveLength(1)
  })
})

describe('newIdempotencyKey', () => {
  it('is a UUID v4 even without randomUUID', () => {
    const original = crypto.randomUUID
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      expect(newIdempotencyKey()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      )
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true })
    }
  })
})
