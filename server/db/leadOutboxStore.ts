// The outbox rows of leads: which target still needs each lead, when to try next, what went wrong.
// Claims are conditional updates, so two workers (Postgres, several processes) never send one row
// at the same time; a crashed worker's claim simply expires.

import type { Kysely } from 'kysely'
import type { DatabaseSchema, OutboxTarget } from './schema'

export interface OutboxRow {
  leadId: string
  target: OutboxTarget
  attempts: number
  nextAttemptAt: string
}

export function leadOutboxStore(db: Kysely<DatabaseSchema>) {
  return {
    /** Undelivered rows due at `now`, oldest first. */
    async due(now: string, limit: number): Promise<OutboxRow[]> {
      const rows = await db
        .selectFrom('lead_outbox')
        .select(['lead_id', 'target', 'attempts', 'next_attempt_at'])
        .where('delivered_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute()
      return rows.map((r) => ({
        leadId: r.lead_id,
        target: r.target,
        attempts: r.attempts,
        nextAttemptAt: r.next_attempt_at,
      }))
    },

    /** Takes the row until `leaseUntil`; false when another worker took it first. */
    async claim(row: OutboxRow, leaseUntil: string): Promise<boolean> {
      const result = await db
        .updateTable('lead_outbox')
        .set({ next_attempt_at: leaseUntil })
        .where('lead_id', '=', row.leadId)
        .where('target', '=', row.target)
        .where('next_attempt_at', '=', row.nextAttemptAt)
        .where('delivered_at', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    async markDelivered(row: OutboxRow, at: string): Promise<void> {
      await db
        .updateTable('lead_outbox')
        .set({ delivered_at: at, attempts: row.attempts + 1, last_error: null })
        .where('lead_id', '=', row.leadId)
        .where('target', '=', row.target)
        .execute()
    },

    async markFailed(row: OutboxRow, nextAttemptAt: string, error: string): Promise<void> {
      await db
        .updateTable('lead_outbox')
        .set({
          attempts: row.attempts + 1,
          next_attempt_at: nextAttemptAt,
          last_error: error.slice(0, 500),
        })
        .where('lead_id', '=', row.leadId)
        .where('target', '=', row.target)
        .execute()
    },

    /** Undelivered rows per target with the creation time of the oldest waiting lead (metrics). */
    async pendingByTarget(): Promise<
      { target: OutboxTarget; count: number; oldestCreatedAt: string }[]
    > {
      const rows = await db
        .selectFrom('lead_outbox')
        .innerJoin('leads', 'leads.id', 'lead_outbox.lead_id')
        .select((eb) => [
          'lead_outbox.target',
          eb.fn.countAll().as('n'),
          eb.fn.min('leads.created_at').as('oldest'),
        ])
        .where('lead_outbox.delivered_at', 'is', null)
        .groupBy('lead_outbox.target')
        .execute()
      return rows.map((r) => ({
        target: r.target,
        count: Number(r.n),
        oldestCreatedAt: String(r.oldest),
      }))
    },

    async pendingCount(): Promise<number> {
      const row = await db
        .selectFrom('lead_outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('delivered_at', 'is', null)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
  }
}

export type LeadOutboxStore = ReturnType<typeof leadOutboxStore>
