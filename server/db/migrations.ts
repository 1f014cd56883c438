// The schema history, in code so one build carries exactly one schema for SQLite and Postgres alike.
// Only portable column types are used; add migrations, never edit an applied one.

import { type Kysely, type Migration, Migrator, sql } from 'kysely'

const migrations: Record<string, Migration> = {
  '2026_11_21_001_initial': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving row types
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('catalogue_live')
        .addColumn('alt', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('building', 'integer', (c) => c.notNull())
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('area', 'double precision', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('catalogue_live_building_number')
        .on('catalogue_live')
        .columns(['building', 'number'])
        .unique()
        .execute()

      await db.schema
        .createTable('leads')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('name', 'varchar(80)')
        .addColumn('phone', 'varchar(16)')
        .addColumn('email', 'varchar(254)')
        .addColumn('agency', 'varchar(120)')
        .addColumn('locale', 'varchar(2)', (c) => c.notNull())
        .addColumn('page', 'varchar(300)', (c) => c.notNull())
        .addColumn('flats', 'text', (c) => c.notNull())
        .addColumn('consent', 'integer', (c) => c.notNull())
        .addColumn('idempotency_key', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('ip_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute()

      await db.schema
        .createTable('lead_outbox')
        .addColumn('lead_id', 'varchar(36)', (c) => c.notNull().references('leads.id'))
        .addColumn('target', 'varchar(16)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('delivered_at', 'varchar(32)')
        .addColumn('last_error', 'varchar(500)')
        .addPrimaryKeyConstraint('lead_outbox_pk', ['lead_id', 'target'])
        .execute()
      await db.schema
        .createIndex('lead_outbox_due')
        .on('lead_outbox')
        .columns(['delivered_at', 'next_attempt_at'])
        .execute()

      await db.schema
        .createTable('media')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('folder', 'varchar(64)', (c) => c.notNull())
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('src', 'varchar(300)', (c) => c.notNull())
        .addColumn('full', 'varchar(300)', (c) => c.notNull())
        .addColumn('year', 'integer')
        .addColumn('month', 'integer')
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('title_ru', 'varchar(300)', (c) => c.notNull())
        .addColumn('title_en', 'varchar(300)', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('media_folder').on('media').columns(['folder', 'sort']).execute()

      await db.schema
        .createTable('meta')
        .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute()
      await db.insertInto('meta').values({ key: 'live_version', value: '0' }).execute()
    },
  },
  '2026_11_26_001_price_history': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving row types
    async up(db: Kysely<any>) {
      // One row per flat per live version that changed it; the first row of a flat (no `_before`)
      // is the state it was known in from then on: the seed, or this migration for older databases.
      await db.schema
        .createTable('price_history')
        .addColumn('alt', 'varchar(32)', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('changed_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('status_before', 'integer')
        .addColumn('price_before', 'integer')
        .addPrimaryKeyConstraint('price_history_pk', ['alt', 'version'])
        .execute()
      const meta = await db
        .selectFrom('meta')
        .select('value')
        .where('key', '=', 'live_version')
        .executeTakeFirst()
      // A database from before this table knows each flat's current state since its last change.
      await db
        .insertInto('price_history')
        .columns(['alt', 'version', 'changed_at', 'status', 'price'])
        .expression(
          db
            .selectFrom('catalogue_live')
            .select([
              'alt',
              sql.lit(Number(meta?.value ?? 0)).as('version'),
              'updated_at',
              'status',
              'price',
            ]),
        )
        .execute()
    },
  },
}

/** The migrations this build knows, oldest first: a backup naming another one is from a newer build. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations).sort()

/**
 * Applies every pending migration; throws with the failing migration's name. `schema` names where
 * the migrator's own tables live (Postgres): without it Kysely looks for them in every schema of
 * the database and, seeing another schema's, would skip creating ours.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema && { migrationTableSchema: schema }),
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown'
    throw new Error(`Database migration ${failed} failed: ${String(error)}`)
  }
}
