// The outbox worker's promises against a fake database, without a network or a clock to wait on:
// which targets a configuration gives, what a delivery and a failure record and log, when the
// worker goes again at once, and that a kick wakes it and stop ends it.

import { afterEach, describe, expect, it, vi } from 'vitest'
import type { KhvoyaDatabase, StoredLead } from '../db'
import type { OutboxRow } from '../db/leadOutboxStore'
import type { LeadSender } from './leadDelivery'
import {
  type LeadOutbox,
  outboxTargets,
  redactError,
  retryDelay,
  startLeadOutbox,
} from './leadOutbox'

const NOW = Date.parse('2026-11-26T12:00:00.000Z')
const iso = (ms: number) => new Date(ms).toISOString()
const HOUR = 3_600_000

let outbox: LeadOutbox | undefined
afterEach(async () => {
  await outbox?.stop()
  outbox = undefined
  vi.useRealTimers()
})

/** Waits (in short sleeps, 2 s at most) until `check` holds. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 5))
  expect(check()).toBe(true)
}
const has = (done: unknown[][], what: string) => () => done.some((d) => d[0] === what)

const config = (patch: Record<string, string | undefined> = {}) => ({
  leadsWebhookUrl: undefined,
  leadsWebhookSecret: undefined,
  smtpUrl: undefined,
  leadsEmailTo: undefined,
  leadsEmailFrom: 'site@k.test',
  ...patch,
})

const row = (patch: Partial<OutboxRow> = {}): OutboxRow => ({
  leadId: 'lead-1',
  target: 'webhook',
  attempts: 2,
  nextAttemptAt: iso(NOW),
  ...patch,
})

/** A database whose outbox hands out `batches` one round at a time and records what is done. */
function fakeDb(batches: OutboxRow[][], options: { claim?: boolean; lead?: boolean } = {}) {
  const done: unknown[][] = []
  let rounds = 0
  const next: (() => void)[] = []
  const db = {
    outbox: {
      due: async (now: string, limit: number) => {
        rounds++
        done.push(['due', now, limit])
        for (const fn of next.splice(0)) fn()
        const batch = batches.shift()
        if (batch === undefined) return []
        return batch
      },
      claim: async (r: OutboxRow, leaseUntil: string) => {
        done.push(['claim', r.target, leaseUntil])
        return options.claim ?? true
      },
      markFailed: async (r: OutboxRow, at: string, error: string) => {
        done.push(['failed', r.target, at, error])
      },
      markDelivered: async (r: OutboxRow, at: string) => {
        done.push(['delivered', r.target, at])
      },
    },
    leads: {
      find: async (id: string) => (options.lead === false ? null : ({ id } as StoredLead)),
    },
  } as unknown as KhvoyaDatabase
  /** Resolves when the worker asks for its `n`th round. */
  const round = (n: number) =>
    new Promise<void>((resolve) => {
      const check = () => (rounds >= n ? resolve() : next.push(check))
      check()
    })
  return { db, done, round, rounds: () => rounds }
}

function start(
  db: KhvoyaDatabase,
  patch: Partial<Parameters<typeof startLeadOutbox>[0]> = {},
  logged: unknown[][] = [],
) {
  outbox = startLeadOutbox({
    db,
    config: config(),
    log: (line, fields) => logged.push(fields === undefined ? [line] : [line, fields]),
    pollMs: HOUR,
    leaseMs: 40_000,
    random: () => 0.5,
    ...patch,
  })
  return outbox
}

describe('the targets a configuration gives', () => {
  it('are the webhook with its address, the e-mail with a server and an addressee', () => {
    expect(outboxTargets(config())).toEqual([])
    expect(outboxTargets(config({ leadsWebhookUrl: 'https://crm.test' }))).toEqual(['webhook'])
    expect(outboxTargets(config({ smtpUrl: 'smtp://m.test' }))).toEqual([])
    expect(outboxTargets(config({ leadsEmailTo: 'sales@k.test' }))).toEqual([])
    expect(
      outboxTargets(
        config({
          leadsWebhookUrl: 'https://crm.test',
          smtpUrl: 'smtp://m.test',
          leadsEmailTo: 's@k.test',
        }),
      ),
    ).toEqual(['webhook', 'email'])
  })
})

describe('the outbox worker', () => {
  it('says at start when leads can only be stored, or the webhook address is wrong', async () => {
    const none: unknown[][] = []
    const a = fakeDb([])
    await start(a.db, {}, none).stop()
    expect(none).toEqual([
      ['outbox: no webhook or SMTP configured; leads are stored only (see export-leads)'],
    ])
    const wrong: unknown[][] = []
    await start(
      fakeDb([]).db,
      { config: config({ leadsWebhookUrl: 'crm.test/leads' }) },
      wrong,
    ).stop()
    expect(wrong).toEqual([
      ['outbox: LEADS_WEBHOOK_URL is not a valid URL; webhook deliveries will fail and be retried'],
    ])
    const fine: unknown[][] = []
    await start(
      fakeDb([]).db,
      { config: config({ leadsWebhookUrl: 'https://crm.test/leads' }) },
      fine,
    ).stop()
    expect(fine).toEqual([])
  })

  it('claims a row for its lease, sends it, and records and logs the delivery', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    const sent: string[] = []
    const webhook: LeadSender = async (lead) => {
      sent.push(lead.id)
    }
    const logged: unknown[][] = []
    const f = fakeDb([[row()]])
    start(f.db, { senders: { webhook }, batchSize: 5 }, logged)
    await until(has(f.done, 'delivered'))
    expect(f.done).toEqual([
      ['due', iso(NOW), 5],
      ['claim', 'webhook', iso(NOW + 40_000)],
      ['delivered', 'webhook', iso(NOW)],
    ])
    expect(sent).toEqual(['lead-1'])
    expect(logged).toEqual([
      [
        'outbox: lead lead-1 delivered to webhook (attempt 3)',
        { event: 'lead.delivered', target: 'webhook', leadId: 'lead-1', attempt: 3 },
      ],
    ])
  })

  it('leaves a row another worker claimed alone', async () => {
    const webhook = vi.fn(async () => undefined)
    const f = fakeDb([[row()]], { claim: false })
    start(f.db, { senders: { webhook } })
    await until(has(f.done, 'claim'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(webhook).not.toHaveBeenCalled()
    expect(f.done.map((d) => d[0])).toEqual(['due', 'claim'])
  })

  it('records a failed send for a retry on the delay table, and logs it as a warning without the address', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    const webhook: LeadSender = async () => {
      throw new Error('refused by sales@k.test')
    }
    const logged: unknown[][] = []
    const f = fakeDb([[row({ attempts: 1 })]])
    start(f.db, { senders: { webhook }, retryDelaysMs: [1_000, 30_000] }, logged)
    await until(has(f.done, 'failed'))
    const at = iso(NOW + retryDelay(1, [1_000, 30_000], () => 0.5))
    expect(at).toBe(iso(NOW + 30_000))
    expect(f.done).toContainEqual(['failed', 'webhook', at, 'Error: refused by <address>'])
    expect(logged).toEqual([
      [
        `outbox: lead lead-1 webhook attempt 2 failed, retry at ${at}: Error: refused by <address>`,
        {
          event: 'lead.delivery_failed',
          target: 'webhook',
          leadId: 'lead-1',
          attempt: 2,
          level: 'warn',
        },
      ],
    ])
  })

  it('fails a row whose target is not configured, or whose lead is gone, and retries it', async () => {
    const f = fakeDb([[row({ target: 'email' })]])
    start(f.db, { senders: { webhook: async () => undefined } })
    await until(has(f.done, 'failed'))
    expect(f.done[2]).toEqual([
      'failed',
      'email',
      expect.any(String),
      'Error: target email is not configured',
    ])
    await outbox?.stop()
    const gone = fakeDb([[row()]], { lead: false })
    start(gone.db, { senders: { webhook: async () => undefined } })
    await until(has(gone.done, 'failed'))
    expect(gone.done[2]).toEqual([
      'failed',
      'webhook',
      expect.any(String),
      'Error: lead row is missing',
    ])
  })

  it('builds the e-mail sender only with a server and an addressee', async () => {
    const f = fakeDb([[row({ target: 'email' })]])
    start(f.db, { config: config({ smtpUrl: 'smtp://127.0.0.1:9' }) })
    await until(has(f.done, 'failed'))
    expect(f.done[2]?.[3]).toBe('Error: target email is not configured')
  })

  it('goes again at once after a full batch, and waits for the next poll after a short one', async () => {
    const f = fakeDb([[row(), row({ leadId: 'lead-2' })], [row({ leadId: 'lead-3' })]])
    start(f.db, { senders: { webhook: async () => undefined }, batchSize: 2 })
    await f.round(2)
    await until(() => f.done.filter((d) => d[0] === 'delivered').length === 3)
    await new Promise((resolve) => setTimeout(resolve, 50))
    // The second round (short) is followed by the hour's poll, not by a third round.
    expect(f.rounds()).toBe(2)
  })

  it('wakes on a kick, goes again when kicked during a round, and stops at once', async () => {
    const f = fakeDb([])
    const o = start(f.db)
    await f.round(1)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(f.rounds()).toBe(1)
    o.kick()
    await f.round(2)
    expect(f.rounds()).toBe(2)
    const stopping = o.stop()
    await expect(stopping).resolves.toBeUndefined()
    outbox = undefined
  })

  it('a lead arriving during a round is not left for the next poll', async () => {
    let release: (() => void) | undefined
    let rounds = 0
    const db = {
      outbox: {
        due: async () => {
          rounds++
          if (rounds === 1) await new Promise<void>((resolve) => (release = resolve))
          return []
        },
      },
    } as unknown as KhvoyaDatabase
    const o = start(db)
    await new Promise((resolve) => setTimeout(resolve, 10))
    o.kick()
    release?.()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(rounds).toBe(2)
  })

  it('logs a round that fails and carries on at the next poll', async () => {
    const logged: unknown[][] = []
    let rounds = 0
    const db = {
      outbox: {
        due: async () => {
          rounds++
          if (rounds === 1) throw new Error('database is locked')
          return []
        },
      },
    } as unknown as KhvoyaDatabase
    const o = start(db, {}, logged)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(logged.at(-1)).toEqual(['outbox: round failed: Error: database is locked'])
    o.kick()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(rounds).toBe(2)
  })
})

describe('the outbox worker, further', () => {
  it('strips a number without a plus and an address from the same error', () => {
    expect(redactError(new Error('call 8 (900) 123-45-67 or anna@k.test'))).toBe(
      'Error: call <number> or <address>',
    )
  })

  it('has no e-mail sender without a server, and one with a server and an addressee', async () => {
    const none = fakeDb([[row({ target: 'email' })]])
    start(none.db, { config: config({ leadsEmailTo: 'sales@k.test' }) })
    await until(has(none.done, 'failed'))
    expect(none.done[2]?.[3]).toBe('Error: target email is not configured')
    await outbox?.stop()
    // With both, the sender is built and tries the server (nothing listens on port 9).
    const both = fakeDb([[row({ target: 'email' })]])
    start(both.db, {
      config: config({ smtpUrl: 'smtp://127.0.0.1:9', leadsEmailTo: 'sales@k.test' }),
    })
    await until(has(both.done, 'failed'))
    expect(both.done[2]?.[3]).not.toBe('Error: target email is not configured')
  })

  it('stops for good: a kick after stop starts no round', async () => {
    const f = fakeDb([])
    const o = start(f.db)
    await f.round(1)
    await o.stop()
    outbox = undefined
    o.kick()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(f.rounds()).toBe(1)
  })

  it('logs to the console when given no log', async () => {
    const console$ = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    outbox = startLeadOutbox({ db: fakeDb([]).db, config: config(), pollMs: HOUR })
    await outbox.stop()
    outbox = undefined
    expect(console$).toHaveBeenCalledWith(
      'outbox: no webhook or SMTP configured; leads are stored only (see export-leads)',
    )
    console$.mockRestore()
  })
})
