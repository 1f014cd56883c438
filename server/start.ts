// Starts the whole site on one port: database (migrated and seeded on first start), lead outbox,
// API and pages, with JSON logs on stdout and, when METRICS_PORT is set, Prometheus metrics on a
// second, loopback port. Used by server/main.ts and by the end-to-end suite. Environment: server.

import { serve } from '@hono/node-server'
import { startApiServices } from './api/apiServices'
import { createApp } from './app'
import { generateCatalogue } from './catalogue/catalogue'
import { toHydraData } from './catalogue/hydra'
import { resortLayouts, resortModel } from './catalogue/resort'
import type { ServerConfig } from './config'
import { feedCatalogue } from './feeds/feedCatalogue'
import { outboxTargets } from './leads/leadOutbox'
import { databaseFacts } from './ops/databaseFacts'
import { countLeadEvents } from './ops/leadEvents'
import { jsonLogger, jsonLogSink, type LogSink } from './ops/log'
import { opsMetrics } from './ops/metrics'
import { startMetricsServer } from './ops/metricsServer'
import { requestObserver } from './ops/requestObserver'
import { plansPages } from './plansPages'

export interface RunningServer {
  port: number
  /** The address the socket is bound to, as the system reports it: 127.0.0.1, 0.0.0.0, ::. */
  address: string
  /** The metrics port, when METRICS_PORT is set. */
  metricsPort: number | undefined
  /** The server's log sink, for the caller's own lines. */
  log: LogSink
  close(): Promise<void>
}

/** `log` replaces the JSON lines on stdout (tests pass a silent or collecting sink). */
export async function startServer(config: ServerConfig, log?: LogSink): Promise<RunningServer> {
  const metrics = opsMetrics({
    readDatabase: () => readDatabase(),
    targets: outboxTargets(config),
  })
  const sink = countLeadEvents(log ?? jsonLogSink(jsonLogger({ level: config.logLevel })), metrics)
  const catalogue = generateCatalogue()
  // The feeds need each flat's room areas, which only the layouts know.
  const feeds = config.feeds
    ? feedCatalogue(catalogue, resortLayouts(resortModel()), config.feeds)
    : undefined
  const services = await startApiServices(config, catalogue, toHydraData, sink, feeds)
  const readDatabase = databaseFacts(services.db)
  const plans = plansPages({
    hydra: services.hydra,
    clientDir: config.clientDir,
    log: sink,
    stats: metrics.plansCache,
  })
  const observe = requestObserver({ log: sink, metrics })
  const app = createApp({ config, api: services.api, plans, observe })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(s),
    )
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const boundTo = typeof address === 'object' && address ? address.address : config.host
  const metricsServer = config.metrics
    ? await startMetricsServer(metrics, config.metrics.port, config.metrics.host)
    : undefined
  if (metricsServer) {
    sink(`metrics on http://${config.metrics?.host}:${metricsServer.port}/metrics`, {
      event: 'metrics.started',
      port: metricsServer.port,
    })
  }
  return {
    port,
    address: boundTo,
    metricsPort: metricsServer?.port,
    log: sink,
    async close() {
      await metricsServer?.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await services.close()
    },
  }
}
