import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { decodeFromKioskWorker, KIOSK_WORKER_PROTOCOL } from './kioskWorkerMessages'

const v = KIOSK_WORKER_PROTOCOL

describe('kiosk worker messages', () => {
  it.each([
    [{ v, kind: 'data', at: '2026-11-26T10:00:00.000Z', cached: false }],
    [{ v, kind: 'data', at: null, cached: true }],
  ])('accepts %j', (message) => {
    expect(decodeFromKioskWorker(message)).toEqual({ ok: true, message })
  })

  it.each([
    [null, 'not an object'],
    [{ type: 'khvoya:data', at: null, cached: true }, 'protocol version undefined'],
    [{ v: v + 1, kind: 'data', at: null, cached: true }, `protocol version ${v + 1}`],
    [{ v, kind: 'reload' }, 'unknown message kind reload'],
    [{ v, kind: 'data', at: 5, cached: true }, 'malformed data message'],
    [{ v, kind: 'data', at: null }, 'malformed data message'],
  ])('reports %j', (message, problem) => {
    const decoded = decodeFromKioskWorker(message)
    expect(decoded.ok).toBe(false)
    if (!decoded.ok) expect(decoded.problem).toContain(problem)
  })

  // The worker is plain JavaScript stamped at build time: it must build its messages this shape.
  it('is what the worker template sends', () => {
    const template = readFileSync(
      new URL('../scripts/kioskServiceWorker.template.js', import.meta.url),
      'utf8',
    )
    const sent = [...template.matchAll(/tell\((\{[^}]*\})\)/g)].map((m) => m[1])
    expect(sent.length).toBeGreaterThan(0)
    for (const literal of sent)
      expect(literal).toMatch(/^\{ v: PROTOCOL, kind: 'data', at(: [^,]+)?, cached(: \w+)? \}$/)
  })
})
