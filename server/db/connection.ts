// Opens the one Kysely instance: embedded SQLite under the data folder by default, Postgres when a
// connection string is given. Everything above this file is written once for both engines.

import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { DatabaseSchema } from './schema'

export type DialectName = 'sqlite' | 'postgres'

export interface DatabaseLocation {
  dataDir: string
  databaseUrl: string | undefined
}

export const SQLITE_FILE = 'khvoya.sqlite'

export function connect(location: DatabaseLocation): {
  kysely: Kysely<DatabaseSchema>
  dialect: DialectName
} {
  if (location.databaseUrl) {
    const pool = new pg.Pool({ connectionString: location.databaseUrl, max: 10 })
    return { kysely: new Kysely({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' }
  }
  fs.mkdirSync(location.dataDir, { recursive: true })
  const database = new Database(path.join(location.dataDir, SQLITE_FILE))
  database.pragma('journal_mode = WAL')
  // FULL makes each commit reach the disk before it returns, so a lead answered 201 survives a
  // power cut, not only a process crash. Writes are rare (leads, price lists), so the fsync is cheap.
  database.pragma('synchronous = FULL')
  // The command-line tools write while the server runs; wait for the lock instead of failing.
  database.pragma('busy_timeout = 5000')
  database.pragma('foreign_keys = ON')
  return { kysely: new Kysely({ dialect: new SqliteDialect({ database }) }), dialect: 'sqlite' }
}
