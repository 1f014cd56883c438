// `npm run serve`: the site, its API and the lead outbox on PORT. Environment: server.

import './productionEnv'
import { readConfig } from './config'
import { startServer } from './start'

const server = await startServer(readConfig())
console.log(`Khvoya site on http://localhost:${server.port}`)

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
