// Starts the whole site on one port: database (migrated and seeded on first start), lead outbox,
// API and pages. Used by server/main.ts and by the end-to-end suite. Environment: server.

import { serve } from '@hono/node-server'
import { startApiServices } from './api/apiServices'
import { createApp } from './app'
import { generateCatalogue } from './catalogue/catalogue'
import { toHydraData } from './catalogue/hydra'
import { resortModel } from './catalogue/resort'
import type { ServerConfig } from './config'
import { feedCatalogue } from './feeds/feedCatalogue'
import { plansPages } from './plansPages'

export interface RunningServer {
  port: number
  close(): Promise<void>
}

export async function startServer(
  config: ServerConfig,
  log = (line: string) => console.log(line),
): Promise<RunningServer> {
  const catalogue = generateCatalogue()
  // The feeds need each flat's room areas, which only the layouts know (issue 21).
  const feeds = config.feeds
    ? feedCatalogue(catalogue, resortModel().layouts.all(), config.feeds)
    : undefined
  const services = await startApiServices(config, catalogue, toHydraData, log, feeds)
  const plans = plansPages({ hydra: services.hydra, clientDir: config.clientDir, log })
  const app = createApp({ config, api: services.api, plans })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(s),
    )
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  return {
    port,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await services.close()
    },
  }
}
