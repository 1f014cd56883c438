// Several server instances (and the tools) share one Postgres database. Whoever starts first
// migrates and seeds it under an advisory lock; an instance starting meanwhile waits for that lock
// and then finds nothing left to do, instead of racing the same CREATE TABLE or seed rows and
// failing. The lock is transaction-scoped, so a process killed mid-migration releases it with its
// connection. SQLite needs none: its own write lock serialises the migration transaction.

import { type Kysely, sql } from 'kysely'
import type { DialectName } from './connection'
import type { DatabaseSchema } from './schema'

/**
 * The advisory lock (two int keys), one per database like Kysely's own migration lock. The tests'
 * schema cleanup takes it too: Kysely's migrator lists the tables of every schema, which fails on
 * a schema being dropped at that moment.
 */
export const STARTUP_LOCK_KEYS = [0x4b68_7679, 1] as const // "Khvy", 1

/** How long an instance waits for another's migration before giving up with an error. */
export const STARTUP_LOCK_WAIT_MS = 5 * 60_000

export async function withStartupLock<T>(
  db: Kysely<DatabaseSchema>,
  dialect: DialectName,
  log: (line: string) => void,
  work: () => Promise<T>,
): Promise<T> {
  if (dialect !== 'postgres') return work()
  return db.transaction().execute(async (trx) => {
    const key = sql`${STARTUP_LOCK_KEYS[0]}::int, ${STARTUP_LOCK_KEYS[1]}::int`
    const { rows } = await sql<{
      locked: boolean
    }>`select pg_try_advisory_xact_lock(${key}) as locked`.execute(trx)
    if (!rows[0]?.locked) {
      log('database: another instance is migrating or seeding this database; waiting for it')
      const started = Date.now()
      await sql`select set_config('lock_timeout', ${String(STARTUP_LOCK_WAIT_MS)}, true)`.execute(
        trx,
      )
      await sql`select pg_advisory_xact_lock(${key})`.execute(trx)
      log(`database: the other instance finished after ${Date.now() - started} ms; going on`)
    }
    // The work runs on other pooled connections while this transaction holds the lock.
    return work()
  })
}

/** The schema tables are created in (Postgres), so the migrator never mistakes another schema's tables for ours. */
export async function currentSchema(
  db: Kysely<DatabaseSchema>,
  dialect: DialectName,
): Promise<string | undefined> {
  if (dialect !== 'postgres') return undefined
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  return rows[0]?.schema
}
