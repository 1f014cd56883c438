// Key-value facts about the database itself: seed versions, the live-data version, the IP-hash key.

import type { Kysely } from 'kysely'
import type { DatabaseSchema } from './schema'

export type MetaKey =
  | 'live_version'
  | 'catalogue_seed'
  | 'media_seed'
  | 'ip_salt'
  /** When a price list was last applied or found to match (the catalogue's freshness, for alerts). */
  | 'prices_checked_at'

export function metaStore(db: Kysely<DatabaseSchema>) {
  return {
    async get(key: MetaKey): Promise<string | undefined> {
      const row = await db
        .selectFrom('meta')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst()
      return row?.value
    },
    async set(key: MetaKey, value: string): Promise<void> {
      await db
        .insertInto('meta')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute()
    },
    /** Writes `value` only when the key is absent, and returns whichever value won. */
    async getOrInit(key: MetaKey, value: string): Promise<string> {
      await db
        .insertInto('meta')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute()
      const stored = await this.get(key)
      return stored ?? value
    },
  }
}

export type MetaStore = ReturnType<typeof metaStore>
