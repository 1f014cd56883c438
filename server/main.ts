// `npm run serve`: the site, its API and the lead outbox on PORT. Environment: server.

import './productionEnv'
import { ConfigError, readConfig, type ServerConfig } from './config'
import { FeedsConfigError } from './feeds/feedConfig'
import { startServer } from './start'

let config: ServerConfig
try {
  config = readConfig()
} catch (error) {
  // A settings mistake is the operator's to fix: say what it is, without a stack trace.
  if (!(error instanceof FeedsConfigError || error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}
const server = await startServer(config)
server.log(`Khvoya site on http://localhost:${server.port}`, {
  event: 'server.started',
  port: server.port,
})

let stopping = false
async function shutdown() {
  if (stopping) return
  stopping = true
  const timer = setTimeout(() => process.exit(1), 10_000)
  timer.unref()
  await server.close()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
