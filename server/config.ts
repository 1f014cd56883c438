// Runtime configuration of the Node server, read once from the environment. Environment: server.

import path from 'node:path'

export interface ServerConfig {
  port: number
  host: string
  /** Folder of the SQLite file and other server-owned state. */
  dataDir: string
  /** Postgres connection string; SQLite is used when absent. */
  databaseUrl: string | undefined
  /** Built client: dist/client. */
  clientDir: string
  /** Enables the fault-injection routes the end-to-end suite uses to reach the 5xx page. */
  testFaults: boolean
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = process.cwd()
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    clientDir: path.resolve(root, env.CLIENT_DIR ?? 'dist/client'),
    testFaults: env.KHVOYA_TEST_FAULTS === '1',
  }
}
