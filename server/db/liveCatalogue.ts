// Live state of the catalogue (status and price per flat) and its version counter. Every write
// bumps `live_version` in the same transaction, so readers can cache by version and never serve
// a mix of old and new prices.

import { type Kysely, sql, type Transaction } from 'kysely'
import type { Alt, Status } from '../../engine/types'
import { type RecordedChange, recordChanges, recordKnownSince } from './priceHistory'
import type { DatabaseSchema } from './schema'

export interface LiveFlat {
  alt: Alt
  building: number
  number: number
  area: number
  status: Status
  price: number
  updatedAt: string
}

export interface LiveSnapshot {
  version: number
  /** Latest `updated_at` of any flat. */
  updatedAt: string
  flats: Map<Alt, { st: Status; tc: number }>
}

export interface PriceChange {
  alt: Alt
  status: Status
  price: number
}

const SEED_CHUNK = 400

export function liveCatalogueStore(db: Kysely<DatabaseSchema>) {
  return {
    async version(): Promise<number> {
      const row = await db
        .selectFrom('meta')
        .select('value')
        .where('key', '=', 'live_version')
        .executeTakeFirst()
      return Number(row?.value ?? 0)
    },

    /** The latest `updated_at` of any flat, without reading the rows (metrics). */
    async lastChangedAt(): Promise<string | undefined> {
      const row = await db
        .selectFrom('catalogue_live')
        .select((eb) => eb.fn.max('updated_at').as('at'))
        .executeTakeFirst()
      return row?.at ? String(row.at) : undefined
    },

    async snapshot(): Promise<LiveSnapshot> {
      // Version first: if a write lands between the two reads, the rows are newer than the
      // version and the next poll rebuilds; the reverse order could cache old rows as new.
      const version = await this.version()
      const rows = await db
        .selectFrom('catalogue_live')
        .select(['alt', 'status', 'price', 'updated_at'])
        .execute()
      let updatedAt = ''
      const flats = new Map<Alt, { st: Status; tc: number }>()
      for (const row of rows) {
        flats.set(row.alt, { st: row.status as Status, tc: Number(row.price) })
        if (row.updated_at > updatedAt) updatedAt = row.updated_at
      }
      return { version, updatedAt, flats }
    },

    async rows(): Promise<LiveFlat[]> {
      const rows = await db.selectFrom('catalogue_live').selectAll().orderBy('alt').execute()
      return rows.map((r) => ({
        alt: r.alt,
        building: r.building,
        number: r.number,
        area: Number(r.area),
        status: r.status as Status,
        price: Number(r.price),
        updatedAt: r.updated_at,
      }))
    },

    /**
     * Applies all changes or none and records each in the price history (with the state it
     * replaced, read inside the transaction); returns the new live version.
     */
    async apply(changes: readonly PriceChange[], now = new Date()): Promise<number> {
      const updatedAt = now.toISOString()
      return db.transaction().execute(async (trx) => {
        const recorded: RecordedChange[] = []
        for (const change of changes) {
          const before = await trx
            .selectFrom('catalogue_live')
            .select(['status', 'price'])
            .where('alt', '=', change.alt)
            .executeTakeFirst()
          if (!before) throw new Error(`Unknown flat ${change.alt}`)
          await trx
            .updateTable('catalogue_live')
            .set({ status: change.status, price: change.price, updated_at: updatedAt })
            .where('alt', '=', change.alt)
            .execute()
          recorded.push({
            ...change,
            before: { status: before.status as Status, price: Number(before.price) },
          })
        }
        const version = await bumpVersion(trx)
        await recordChanges(trx, version, updatedAt, recorded)
        return version
      })
    },

    /**
     * Forgets flats that are no more (a building replaced from its architect's model): their live
     * rows and price history go, so a new flat at the same alt starts afresh from the seed.
     */
    async forget(alts: readonly string[]): Promise<number> {
      if (alts.length === 0) return 0
      return db.transaction().execute(async (trx) => {
        let removed = 0
        for (let i = 0; i < alts.length; i += SEED_CHUNK) {
          const chunk = alts.slice(i, i + SEED_CHUNK)
          await trx.deleteFrom('price_history').where('alt', 'in', chunk).execute()
          const result = await trx
            .deleteFrom('catalogue_live')
            .where('alt', 'in', chunk)
            .executeTakeFirst()
          removed += Number(result.numDeletedRows ?? 0)
        }
        if (removed > 0) await bumpVersion(trx)
        return removed
      })
    },

    /** Inserts flats the table lacks and keeps existing rows: a price list always wins over the seed. */
    async seedMissing(
      flats: readonly Omit<LiveFlat, 'updatedAt'>[],
      now = new Date(),
    ): Promise<number> {
      const updatedAt = now.toISOString()
      return db.transaction().execute(async (trx) => {
        let inserted = 0
        for (let i = 0; i < flats.length; i += SEED_CHUNK) {
          const values = flats.slice(i, i + SEED_CHUNK).map((f) => ({
            alt: f.alt,
            building: f.building,
            number: f.number,
            area: f.area,
            status: f.status,
            price: f.price,
            updated_at: updatedAt,
          }))
          const result = await trx
            .insertInto('catalogue_live')
            .values(values)
            .onConflict((oc) => oc.column('alt').doNothing())
            .executeTakeFirst()
          inserted += Number(result.numInsertedOrUpdatedRows ?? 0)
        }
        if (inserted > 0) await recordKnownSince(trx, await bumpVersion(trx))
        return inserted
      })
    },
  }
}

async function bumpVersion(trx: Transaction<DatabaseSchema>): Promise<number> {
  const row = await trx
    .updateTable('meta')
    .set({ value: sql<string>`cast(cast(value as integer) + 1 as varchar(20))` })
    .where('key', '=', 'live_version')
    .returning('value')
    .executeTakeFirstOrThrow()
  return Number(row.value)
}

export type LiveCatalogueStore = ReturnType<typeof liveCatalogueStore>
