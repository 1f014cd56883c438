// The price history of each flat: every change the price import applies, written in the same
// transaction as the change itself, so the history and the live prices can never disagree.
// A flat's first row (no `_before` values) says from when its state is known: the seed or the
// migration that made the table.

import { type Kysely, sql, type Transaction } from 'kysely'
import type { Alt, Status } from '../../engine/types'
import type { DatabaseSchema } from './schema'

export interface PriceHistoryEntry {
  version: number
  at: string
  status: Status
  price: number
  /** Null on the flat's first row: nothing is known before it. */
  before: { status: Status; price: number } | null
}

export interface RecordedChange {
  alt: Alt
  status: Status
  price: number
  before: { status: Status; price: number }
}

/** Writes one row per changed flat under the live version the change made. */
export async function recordChanges(
  trx: Transaction<DatabaseSchema>,
  version: number,
  at: string,
  changes: readonly RecordedChange[],
): Promise<void> {
  const CHUNK = 400
  for (let i = 0; i < changes.length; i += CHUNK) {
    await trx
      .insertInto('price_history')
      .values(
        changes.slice(i, i + CHUNK).map((c) => ({
          alt: c.alt,
          version,
          changed_at: at,
          status: c.status,
          price: c.price,
          status_before: c.before.status,
          price_before: c.before.price,
        })),
      )
      .execute()
  }
}

/** Gives every live flat without a history its first row: its current state, known since its `updated_at`. */
export async function recordKnownSince(
  trx: Transaction<DatabaseSchema>,
  version: number,
): Promise<void> {
  await trx
    .insertInto('price_history')
    .columns(['alt', 'version', 'changed_at', 'status', 'price'])
    .expression((eb) =>
      eb
        .selectFrom('catalogue_live')
        // A literal, not a parameter: Postgres types a bare parameter in a select list as text.
        .select([
          'catalogue_live.alt',
          sql.lit(Math.trunc(version)).as('version'),
          'catalogue_live.updated_at',
          'catalogue_live.status',
          'catalogue_live.price',
        ])
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('price_history')
                .select('price_history.alt')
                .whereRef('price_history.alt', '=', 'catalogue_live.alt'),
            ),
          ),
        ),
    )
    .execute()
}

export function priceHistoryStore(db: Kysely<DatabaseSchema>) {
  return {
    /** The flat's history, oldest first; empty for a flat the database does not know. */
    async forFlat(alt: Alt): Promise<PriceHistoryEntry[]> {
      const rows = await db
        .selectFrom('price_history')
        .selectAll()
        .where('alt', '=', alt)
        .orderBy('version')
        .execute()
      return rows.map((r) => ({
        version: Number(r.version),
        at: r.changed_at,
        status: r.status as Status,
        price: Number(r.price),
        before:
          r.status_before === null || r.price_before === null
            ? null
            : { status: r.status_before as Status, price: Number(r.price_before) },
      }))
    },

    /**
     * Every flat's last recorded state, the one a new change must start from: the price import
     * compares it with the live table to refuse a change that would leave a gap in the history.
     */
    async lastRecorded(): Promise<Map<Alt, { status: Status; price: number }>> {
      const latest = db
        .selectFrom('price_history')
        .select(['alt', (eb) => eb.fn.max('version').as('last')])
        .groupBy('alt')
        .as('latest')
      const rows = await db
        .selectFrom('price_history as h')
        .innerJoin(latest, (join) =>
          join.onRef('latest.alt', '=', 'h.alt').onRef('latest.last', '=', 'h.version'),
        )
        .select(['h.alt', 'h.status', 'h.price'])
        .execute()
      return new Map(
        rows.map((r) => [r.alt, { status: r.status as Status, price: Number(r.price) }]),
      )
    },
  }
}

export type PriceHistoryStore = ReturnType<typeof priceHistoryStore>
