// A real server process for the crash test: the API on @hono/node-server at a loopback port and the
// outbox worker, over the data folder in DATA_DIR. Prints `LISTENING <port>` once it accepts
// connections; SIGTERM stops it cleanly, SIGKILL is what the test uses to crash it.
// Test-only knobs: KHVOYA_OUTBOX_LEASE_MS, KHVOYA_OUTBOX_POLL_MS.

import { serve } from '@hono/node-server'
import { createApi } from '../api'
import { readConfig } from '../config'
import { openDatabase } from '../db'
import { fixtureCatalogue, fixtureSource } from '../db/catalogueFixture'
import { startLeadOutbox } from './leadOutbox'

const config = readConfig()
const catalogue = fixtureCatalogue()
const db = await openDatabase(config, { catalogue })
const quiet = () => {}
const outbox = startLeadOutbox({
  db,
  config,
  log: quiet,
  pollMs: Number(process.env.KHVOYA_OUTBOX_POLL_MS ?? 50),
  leaseMs: Number(process.env.KHVOYA_OUTBOX_LEASE_MS ?? 60_000),
})
const app = createApi({
  config,
  db,
  catalogue: fixtureSource(catalogue),
  onLeadStored: outbox.kick,
  log: quiet,
})
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: config.port }, (info) => {
  process.stdout.write(`LISTENING ${info.port}\n`)
})

process.on('SIGTERM', () => {
  server.close()
  void outbox
    .stop()
    .then(() => db.close())
    .then(() => process.exit(0))
})
