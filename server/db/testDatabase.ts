// Test support: a fresh, isolated database per test on either engine. SQLite gets a temp folder;
// Postgres (only when DATABASE_URL is set) gets its own schema, dropped afterwards, so the tests
// never touch tables of a real database the variable might point at.

import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { DatabaseLocation } from './connection'
import { STARTUP_LOCK_KEYS } from './startupLock'

export const POSTGRES_URL = process.env.DATABASE_URL || undefined

/**
 * The engine of tests that do not name one (`openTestApi()`): SQLite, or Postgres when
 * KHVOYA_TEST_ENGINE=postgres, which `npm run test:pg` sets to run the API and lead tests again there.
 */
export const TEST_ENGINE: 'sqlite' | 'postgres' =
  process.env.KHVOYA_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite'

export function tempDataDir(prefix = 'khvoya-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}

export interface TestLocation {
  location: DatabaseLocation
  drop(): Promise<void>
}

export async function testLocation(engine: 'sqlite' | 'postgres'): Promise<TestLocation> {
  if (engine === 'sqlite') {
    const dataDir = tempDataDir('khvoya-db-')
    return {
      location: { dataDir, databaseUrl: undefined },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  if (!POSTGRES_URL) throw new Error('DATABASE_URL is not set')
  const schema = `khvoya_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: POSTGRES_URL })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const url = new URL(POSTGRES_URL)
  url.searchParams.set('options', `-c search_path=${schema}`)
  const dataDir = tempDataDir('khvoya-db-')
  return {
    location: { dataDir, databaseUrl: url.toString() },
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true })
      const client = new pg.Client({ connectionString: POSTGRES_URL })
      await client.connect()
      // Never while another test's openDatabase() lists the schemas (see STARTUP_LOCK_KEYS).
      await client.query('begin')
      await client.query('select pg_advisory_xact_lock($1::int, $2::int)', [...STARTUP_LOCK_KEYS])
      await client.query(`drop schema if exists ${schema} cascade`)
      await client.query('commit')
      await client.end()
    },
  }
}
