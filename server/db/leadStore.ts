// Leads: personal data written once by the forms API and read only by the outbox worker and the
// export tool. Nothing here lists leads for the web; keep it that way.

import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Locale } from '../../engine/types'
import type { DatabaseSchema, LeadKind, LeadTable, OutboxTarget } from './schema'

export interface NewLead {
  kind: LeadKind
  name?: string | undefined
  phone?: string | undefined
  email?: string | undefined
  agency?: string | undefined
  locale: Locale
  page: string
  flats: readonly string[]
  idempotencyKey: string
  ipHash: string
}

/** A lead as the outbox delivers it: the table's row with its locale, flats and time read. */
export interface StoredLead
  extends Pick<LeadTable, 'id' | 'kind' | 'name' | 'phone' | 'email' | 'agency' | 'page'> {
  locale: Locale
  flats: string[]
  createdAt: string
}

export interface LeadInsertResult {
  id: string
  /** True when the idempotency key was already stored: nothing new was written. */
  replay: boolean
  /** Kind of the stored lead, which differs from the request's when a key is reused across forms. */
  kind: LeadKind
}

export function leadStore(db: Kysely<DatabaseSchema>) {
  return {
    /** Stores the lead and its outbox rows in one transaction: both or neither. */
    async insert(
      lead: NewLead,
      targets: readonly OutboxTarget[],
      now = new Date(),
    ): Promise<LeadInsertResult> {
      const createdAt = now.toISOString()
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('leads')
          .values({
            id: randomUUID(),
            kind: lead.kind,
            name: lead.name ?? null,
            phone: lead.phone ?? null,
            email: lead.email ?? null,
            agency: lead.agency ?? null,
            locale: lead.locale,
            page: lead.page,
            flats: lead.flats.join(','),
            consent: 1,
            idempotency_key: lead.idempotencyKey,
            ip_hash: lead.ipHash,
            created_at: createdAt,
          })
          // A concurrent twin with the same key waits for the first commit, then inserts nothing.
          .onConflict((oc) => oc.column('idempotency_key').doNothing())
          .returning('id')
          .executeTakeFirst()
        if (!inserted) {
          const existing = await trx
            .selectFrom('leads')
            .select(['id', 'kind'])
            .where('idempotency_key', '=', lead.idempotencyKey)
            .executeTakeFirstOrThrow()
          return { id: existing.id, replay: true, kind: existing.kind }
        }
        if (targets.length > 0) {
          await trx
            .insertInto('lead_outbox')
            .values(
              targets.map((target) => ({
                lead_id: inserted.id,
                target,
                attempts: 0,
                next_attempt_at: createdAt,
                delivered_at: null,
                last_error: null,
              })),
            )
            .execute()
        }
        return { id: inserted.id, replay: false, kind: lead.kind }
      })
    },

    async find(id: string): Promise<StoredLead | undefined> {
      const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst()
      return row && toStoredLead(row)
    },

    /** Leads with `from <= created_at < to` (ISO instants), oldest first. */
    async between(from: string, to: string): Promise<StoredLead[]> {
      const rows = await db
        .selectFrom('leads')
        .selectAll()
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
      return rows.map(toStoredLead)
    },
  }
}

function toStoredLead(row: LeadTable): StoredLead {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    phone: row.phone,
    email: row.email,
    agency: row.agency,
    locale: row.locale === 'en' ? 'en' : 'ru',
    page: row.page,
    flats: row.flats ? row.flats.split(',') : [],
    createdAt: row.created_at,
  }
}

export type LeadStore = ReturnType<typeof leadStore>
