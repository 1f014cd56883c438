// Starts the site: database, API, outbox worker and pages on one port. Environment: server.

import { serve } from '@hono/node-server'
import { createApi } from './api'
import { createApp } from './app'
import { readConfig } from './config'

const config = readConfig()
const api = createApi({ config })
const app = createApp({ config, api })

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Khvoya site on http://localhost:${info.port}`)
})

function shutdown() {
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 3000).unref()
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
