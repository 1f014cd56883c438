// The server the end-to-end suite runs against: the production build, a fresh SQLite database in
// a temporary folder, fault routes on, and a form rate limit high enough for parallel tests.

import '../../server/productionEnv'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { readConfig } from '../../server/config'
import { startServer } from '../../server/start'
import { DATA_DIR_FILE } from './leads'

const dataDir = mkdtempSync(path.join(tmpdir(), 'khvoya-e2e-'))
process.env.DATA_DIR = dataDir
process.env.KHVOYA_TEST_FAULTS = '1'
process.env.FORM_RATE_LIMIT_MAX ??= '1000'
const server = await startServer(readConfig(), () => {})
// Tests read stored leads back through the sales team's export tool, which needs this folder.
mkdirSync('test-results', { recursive: true })
writeFileSync(DATA_DIR_FILE, dataDir)
console.log(`e2e server on ${server.port}, data in ${dataDir}`)

async function stop() {
  await server.close()
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
