// The lead outbox worker: delivers every undelivered outbox row to its target (webhook or e-mail),
// records each attempt, and retries with capped, jittered exponential delays. At least once: a
// crash between a successful send and its record repeats that one send after the claim lease
// expires; receivers dedupe by lead id. Logs carry lead ids and targets, never personal data.

import type { ServerConfig } from '../config'
import type { KhvoyaDatabase, OutboxTarget } from '../db'
import type { OutboxRow } from '../db/leadOutboxStore'
import type { LeadEvent } from '../ops/leadEvents'
import type { LogSink } from '../ops/log'
import { emailSender, type LeadSender, webhookSender } from './leadDelivery'

type DeliveryConfig = Pick<
  ServerConfig,
  'leadsWebhookUrl' | 'leadsWebhookSecret' | 'smtpUrl' | 'leadsEmailTo' | 'leadsEmailFrom'
>

/** 5 s, 30 s, 2 min, 10 min, then hourly for as long as it takes: a lead is never dropped. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 3_600_000]

export interface LeadOutboxOptions {
  db: KhvoyaDatabase
  config: DeliveryConfig
  /** Lines with their lead event as fields (server/ops/leadEvents.ts), which also count them. */
  log?: LogSink
  /** Idle poll interval; `kick()` wakes the worker sooner. Default 5 s. */
  pollMs?: number
  /** How long a claimed row stays claimed. Default 60 s; a webhook call times out at half of it. */
  leaseMs?: number
  retryDelaysMs?: readonly number[]
  /** Rows sent in parallel per round. */
  batchSize?: number
  /** Replaces the senders built from config (tests). */
  senders?: Partial<Record<OutboxTarget, LeadSender>>
  random?: () => number
}

export interface LeadOutbox {
  /** Wake the worker now (a lead was just stored). */
  kick(): void
  /** Finish the current round and stop. */
  stop(): Promise<void>
}

/** The targets configured now; the forms API gives each new lead one outbox row per target. */
export function outboxTargets(config: DeliveryConfig): OutboxTarget[] {
  const targets: OutboxTarget[] = []
  if (config.leadsWebhookUrl) targets.push('webhook')
  if (config.smtpUrl && config.leadsEmailTo) targets.push('email')
  return targets
}

export function retryDelay(
  attempts: number,
  delays: readonly number[],
  random: () => number,
): number {
  const base = delays[Math.min(attempts, delays.length - 1)] ?? 60_000
  return Math.round(base * (0.8 + 0.4 * random())) // +-20 % so a burst of failures spreads out
}

/** Personal data can reach an error text (an SMTP server quoting an address); strip it. */
export function redactError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return text
    .replace(/[^\s<>"']+@[^\s<>"']+/g, '<address>')
    .replace(/\+?\d[\d\s()-]{6,}\d/g, '<number>')
    .slice(0, 300)
}

export function startLeadOutbox(options: LeadOutboxOptions): LeadOutbox {
  const { db, config } = options
  const log = options.log ?? ((line: string) => console.log(line))
  const pollMs = options.pollMs ?? 5_000
  const leaseMs = options.leaseMs ?? 60_000
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS
  const batchSize = options.batchSize ?? 16
  const random = options.random ?? Math.random
  const senders: Partial<Record<OutboxTarget, LeadSender>> = {
    ...(config.leadsWebhookUrl && {
      webhook: webhookSender({
        url: config.leadsWebhookUrl,
        secret: config.leadsWebhookSecret,
        // A send never outlives its claim: another instance may only retry a row nobody is sending.
        timeoutMs: Math.min(10_000, leaseMs / 2),
      }),
    }),
    ...(config.smtpUrl &&
      config.leadsEmailTo && {
        email: emailSender({
          smtpUrl: config.smtpUrl,
          to: config.leadsEmailTo,
          from: config.leadsEmailFrom,
        }),
      }),
    ...options.senders,
  }
  if (config.leadsWebhookUrl && !URL.canParse(config.leadsWebhookUrl)) {
    log('outbox: LEADS_WEBHOOK_URL is not a valid URL; webhook deliveries will fail and be retried')
  }
  if (Object.keys(senders).length === 0) {
    log('outbox: no webhook or SMTP configured; leads are stored only (see export-leads)')
  }

  let stopped = false
  let wake: (() => void) | undefined
  let kicked = false

  async function deliver(row: OutboxRow): Promise<void> {
    const leaseUntil = new Date(Date.now() + leaseMs).toISOString()
    if (!(await db.outbox.claim(row, leaseUntil))) return
    const sender = senders[row.target]
    try {
      if (!sender) throw new Error(`target ${row.target} is not configured`)
      const lead = await db.leads.find(row.leadId)
      if (!lead) throw new Error('lead row is missing')
      await sender(lead)
    } catch (error) {
      const next = new Date(Date.now() + retryDelay(row.attempts, delays, random))
      await db.outbox.markFailed(row, next.toISOString(), redactError(error))
      const failed: LeadEvent = {
        event: 'lead.delivery_failed',
        target: row.target,
        leadId: row.leadId,
        attempt: row.attempts + 1,
        level: 'warn',
      }
      log(
        `outbox: lead ${row.leadId} ${row.target} attempt ${row.attempts + 1} failed, retry at ${next.toISOString()}: ${redactError(error)}`,
        failed,
      )
      return
    }
    await db.outbox.markDelivered(row, new Date().toISOString())
    const delivered: LeadEvent = {
      event: 'lead.delivered',
      target: row.target,
      leadId: row.leadId,
      attempt: row.attempts + 1,
    }
    log(
      `outbox: lead ${row.leadId} delivered to ${row.target} (attempt ${row.attempts + 1})`,
      delivered,
    )
  }

  async function round(): Promise<number> {
    const due = await db.outbox.due(new Date().toISOString(), batchSize)
    await Promise.all(due.map((row) => deliver(row)))
    return due.length
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      kicked = false
      let full = false
      try {
        full = (await round()) === batchSize
      } catch (error) {
        log(`outbox: round failed: ${redactError(error)}`)
      }
      // A kick during the round means a lead arrived after `due` was read: go again at once.
      if (full || stopped || kicked) continue
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      wake = undefined
    }
  }

  const running = loop()
  return {
    kick() {
      kicked = true
      wake?.()
    },
    async stop() {
      stopped = true
      wake?.()
      await running
    },
  }
}
