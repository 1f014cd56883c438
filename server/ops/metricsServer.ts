// The metrics endpoint on its own port, apart from the site: GET /metrics in the Prometheus text
// format. It binds to loopback unless told otherwise, and nginx never proxies to it, so the
// numbers are for the hosting team's Prometheus, not for the internet. Environment: server.

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface MetricsSource {
  text(): Promise<string>
  contentType: string
}

export interface MetricsServer {
  port: number
  close(): Promise<void>
}

export async function startMetricsServer(
  metrics: MetricsSource,
  port: number,
  host: string,
): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found: try GET /metrics\n')
      return
    }
    metrics.text().then(
      (body) => res.writeHead(200, { 'Content-Type': metrics.contentType }).end(body),
      (error: unknown) =>
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`metrics failed: ${error}\n`),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
