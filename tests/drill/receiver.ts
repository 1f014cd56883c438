// The sales team's webhook as the restore drill sees it: it records every delivery with the server
// that sent it (/hook/<name>), and the source server's receiver refuses a fixed quarter of the
// leads (by id), so those are still waiting in the outbox when the backup is taken.

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Delivery {
  id: string
  via: string
  status: number
  at: number
}

/** Lead ids starting with 0-3 are refused on `/hook/source`: about a quarter, never by chance. */
export const refusedAtSource = (id: string) => /^[0-3]/.test(id)

export async function startDrillReceiver() {
  const deliveries: Delivery[] = []
  const server = createServer((req, res) => {
    const via = /^\/hook\/([a-z]+)$/.exec(req.url ?? '')?.[1] ?? '?'
    const id = String(req.headers['idempotency-key'] ?? '')
    req.resume()
    req.on('end', () => {
      const status = via === 'source' && refusedAtSource(id) ? 503 : 200
      deliveries.push({ id, via, status, at: Date.now() })
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status === 200 ? 'ok' : 'busy')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const port = (server.address() as AddressInfo).port
  return {
    deliveries,
    url: (via: string) => `http://127.0.0.1:${port}/hook/${via}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
