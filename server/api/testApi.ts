// Test harness: a real SQLite file in a fresh temp folder (or a fresh Postgres schema: the engine
// argument, else KHVOYA_TEST_ENGINE), the fixture catalogue, and the API on top, driven through
// `app.request()` (no sockets). Used by the API, leads and CLI tests.

import { readConfig, type ServerConfig } from '../config'
import { type KhvoyaDatabase, openDatabase } from '../db'
import { fixtureCatalogue, fixtureSource } from '../db/catalogueFixture'
import { TEST_ENGINE, testLocation } from '../db/testDatabase'
import { createApi } from '.'

export interface TestApi {
  app: ReturnType<typeof createApi>
  db: KhvoyaDatabase
  config: ServerConfig
  dir: string
  logs: string[]
  /** POST JSON as a visitor from `ip` would. */
  post(
    url: string,
    body: unknown,
    init?: { ip?: string; headers?: Record<string, string> },
  ): Promise<Response>
  close(): Promise<void>
}

export { tempDataDir } from '../db/testDatabase'

export async function openTestApi(
  overrides: Partial<ServerConfig> = {},
  engine: 'sqlite' | 'postgres' = TEST_ENGINE,
): Promise<TestApi> {
  const where = await testLocation(engine)
  const dir = where.location.dataDir
  const config: ServerConfig = {
    ...readConfig({}),
    ...where.location,
    trustProxy: true,
    ...overrides,
  }
  const catalogue = fixtureCatalogue()
  const db = await openDatabase(config, { catalogue })
  const logs: string[] = []
  const app = createApi({
    config,
    db,
    catalogue: fixtureSource(catalogue),
    log: (l) => logs.push(l),
    liveCheckMs: 0,
  })
  return {
    app,
    db,
    config,
    dir,
    logs,
    post: async (url, body, init = {}) =>
      app.request(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': init.ip ?? '203.0.113.7',
          ...init.headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async close() {
      await db.close()
      await where.drop()
    },
  }
}
