// The sales team's webhook, as the topology test sees it: every POST it receives is recorded with
// the instance that sent it (each instance posts to its own path, /hook/<name>), when it arrived
// and whether the answer reached the sender's socket or the sender died first. It can hold its
// answers, so the test can kill an instance in the middle of a delivery.

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Arrival {
  id: string
  via: string
  at: number
  /** When the 200 was written out; undefined when the sender's connection closed first. */
  answeredAt?: number
  /** When the sender's connection closed before the answer (the sender died). */
  senderGoneAt?: number
}

export interface Receiver {
  url(instance: string): string
  arrivals: Arrival[]
  /** Hold every answer until `release()` (or at most `maxMs`). */
  hold(maxMs: number): void
  release(): void
  held(): Arrival[]
  close(): Promise<void>
}

export async function startReceiver(): Promise<Receiver> {
  const arrivals: Arrival[] = []
  let holding = false
  let holdTimer: NodeJS.Timeout | undefined
  const waiting = new Map<Arrival, () => void>()

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const via = /^\/hook\/([a-z0-9]+)$/.exec(req.url ?? '')?.[1] ?? '?'
      let id = String(req.headers['idempotency-key'] ?? '')
      try {
        const payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id?: string }
        if (payload.id !== id) id = `mismatch:${payload.id}:${id}`
      } catch {
        id = `unparsable:${id}`
      }
      const arrival: Arrival = { id, via, at: Date.now() }
      arrivals.push(arrival)
      req.socket.once('close', () => {
        if (arrival.answeredAt === undefined) arrival.senderGoneAt = Date.now()
      })
      const answer = () => {
        waiting.delete(arrival)
        if (arrival.senderGoneAt !== undefined || res.destroyed) return
        res.once('finish', () => {
          arrival.answeredAt = Date.now()
        })
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok')
      }
      if (holding) waiting.set(arrival, answer)
      else answer()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port

  const release = () => {
    holding = false
    clearTimeout(holdTimer)
    for (const answer of [...waiting.values()]) answer()
  }
  return {
    url: (instance) => `http://127.0.0.1:${port}/hook/${instance}`,
    arrivals,
    hold(maxMs) {
      holding = true
      holdTimer = setTimeout(release, maxMs)
    },
    release,
    held: () => [...waiting.keys()],
    close: () =>
      new Promise((resolve) => {
        release()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
