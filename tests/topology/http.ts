// A loopback HTTP(S) client that can speak from any 127.x.y.z address, so each simulated visitor
// reaches nginx from an address of its own (Linux routes all of 127.0.0.0/8 to the loopback), and
// every request opens its own connection. Network failures are answered as status 0, never thrown.

import http, { type IncomingHttpHeaders } from 'node:http'
import https from 'node:https'

export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  /** Why the request failed when status is 0. */
  error?: string
}

export interface RequestOptions {
  method?: string
  headers?: Record<string, string>
  body?: string
  /** Source address, 127.x.y.z. */
  from?: string
  timeoutMs?: number
}

export function request(url: string, o: RequestOptions = {}): Promise<Answer> {
  const target = new URL(url)
  const secure = target.protocol === 'https:'
  return new Promise((resolve) => {
    const req = (secure ? https : http).request(
      target,
      {
        method: o.method ?? 'GET',
        headers: {
          ...(o.body !== undefined && {
            'Content-Type': 'application/json',
            'Content-Length': String(Buffer.byteLength(o.body)),
          }),
          ...o.headers,
        },
        agent: false,
        ...(o.from && { localAddress: o.from }),
        // Loopback only, to the test's own self-signed certificate.
        ...(secure && { rejectUnauthorized: false }),
        timeout: o.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
        res.on('error', (error) =>
          resolve({ status: 0, headers: {}, body: Buffer.alloc(0), error: error.message }),
        )
      },
    )
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', (error) =>
      resolve({ status: 0, headers: {}, body: Buffer.alloc(0), error: error.message }),
    )
    req.end(o.body)
  })
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** A free loopback port (the kernel's pick; released before use, which is fine on a test box). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = http.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
