// Two instances on one Postgres database: migrations and seeds run once under the
// startup lock, and an instance that starts during another's migration waits for it instead of
// failing. Runs only when DATABASE_URL is set (`npm run test:pg`); each test in its own schema.
import { sql } from 'kysely'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { type KhvoyaDatabase, openDatabase } from '.'
import { mediaSeed } from '../media/mediaSeed'
import { fixtureCatalogue } from './catalogueFixture'
import { MIGRATION_NAMES } from './migrations'
import { STARTUP_LOCK_KEYS } from './startupLock'
import { POSTGRES_URL, type TestLocation, testLocation } from './testDatabase'

describe.skipIf(!POSTGRES_URL)('startup lock on Postgres', () => {
  let where: TestLocation | undefined
  const opened: KhvoyaDatabase[] = []
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()))
    await where?.drop()
    where = undefined
  })

  it('migrates and seeds once when three instances open a fresh database together', async () => {
    where = await testLocation('postgres')
    const location = where.location
    const dbs = await Promise.all(
      [1, 2, 3].map(() => openDatabase(location, { catalogue: fixtureCatalogue() })),
    )
    opened.push(...dbs)
    const db = dbs[0]!
    const { rows } = await sql<{ n: string }>`select count(*) as n from kysely_migration`.execute(
      db.kysely,
    )
    expect(Number(rows[0]?.n)).toBe(MIGRATION_NAMES.length)
    expect(await db.live.rows()).toHaveLength(22)
    // One seed, one version bump: a second seeding would have bumped it again.
    expect(await db.live.version()).toBe(1)
    const media = await db.kysely
      .selectFrom('media')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(media.n)).toBe(mediaSeed().items.length)
    expect(new Set(dbs.map((d) => d.ipSalt)).size).toBe(1)
  })

  it('makes an instance that starts during another migration wait, then go on', async () => {
    where = await testLocation('postgres')
    const location = where.location
    // Another instance, mid-migration: it holds the startup lock of the database.
    const other = new pg.Client({ connectionString: location.databaseUrl })
    await other.connect()
    try {
      await other.query('begin')
      await other.query('select pg_advisory_xact_lock($1::int, $2::int)', [...STARTUP_LOCK_KEYS])
      const logs: string[] = []
      let done = false
      const opening = openDatabase(location, {
        catalogue: fixtureCatalogue(),
        log: (line) => logs.push(line),
      }).then((db) => {
        done = true
        opened.push(db)
        return db
      })
      await new Promise((resolve) => setTimeout(resolve, 600))
      expect(done).toBe(false)
      expect(logs.join('\n')).toMatch(/waiting for it/)

      await other.query('commit')
      const db = await opening
      expect(await db.live.rows()).toHaveLength(22)
      expect(logs.join('\n')).toMatch(/finished after \d+ ms/)
    } finally {
      await other.end()
    }
  })
})
