// The site the smoke set visits: the production build (`npm run build` first) served by our own
// server on a free loopback port, with a fresh SQLite database in a temporary folder, as the
// end-to-end suite's tests/e2e/server.ts does. `stop` closes it and removes the folder.

import '../../server/productionEnv'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { readConfig } from '../../server/config'
import { startServer } from '../../server/start'

export interface Site {
  origin: string
  stop(): Promise<void>
}

export async function startSite(): Promise<Site> {
  const clientDir = path.resolve('dist/client')
  if (!existsSync(clientDir)) throw new Error('no build in dist/: run `npm run build` first')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'khvoya-browsers-'))
  const config = readConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  })
  const server = await startServer(config, () => {})
  return {
    origin: `http://127.0.0.1:${server.port}`,
    async stop() {
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
