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
server.log(`Khvoya site on ${siteUrl(server.address, server.port)}`, {
  event: 'server.started',
  address: server.address,
  port: server.port,
})

/** The address the socket is really bound to; a wildcard says so and names loopback to try. */
function siteUrl(address: string, port: number): string {
  const host = address.includes(':') ? `[${address}]` : address
  const wildcard = address === '0.0.0.0' || address === '::'
  return wildcard
    ? `http://${host}:${port} (every interface; on this machine http://127.0.0.1:${port})`
    : `http://${host}:${port}`
}

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
