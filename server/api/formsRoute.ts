// POST /api/forms/callback | subscription | broker. A lead is committed with its outbox rows
// before 201 `{ id }`; a replayed idempotency key answers 200 with the same id and stores nothing.
// The honeypot answers 201 with an id that exists nowhere, so a bot learns nothing.

import { randomUUID } from 'node:crypto'
import type { Context, Hono } from 'hono'
import type { KhvoyaDatabase, OutboxTarget } from '../db'
import type { LeadKind } from '../db/schema'
import { type FormError, formError } from '../leads/leadMessages'
import { LEAD_KINDS, type LeadFormSchemas, parseLeadForm } from '../leads/leadForms'
import type { LeadEvent } from '../ops/leadEvents'
import type { LogSink } from '../ops/log'
import { addressBucket, clientAddress, hashAddress } from './clientAddress'
import type { FormRateLimiter } from './formRateLimit'
import { readJsonBody } from './jsonBody'

export const FORM_BODY_LIMIT = 16 * 1024

export interface FormsRouteDeps {
  db: KhvoyaDatabase
  schemas: LeadFormSchemas
  limiter: FormRateLimiter
  trustProxy: boolean
  /** Outbox targets configured now; a lead gets one outbox row per target. */
  targets: readonly OutboxTarget[]
  /** Called after a new lead is committed, e.g. to wake the outbox worker. */
  onLeadStored?: ((id: string) => void) | undefined
  /** Every outcome is a lead event (server/ops/leadEvents.ts): a JSON line and a counter. */
  log: LogSink
}

export function mountFormsRoute(app: Hono, deps: FormsRouteDeps): void {
  for (const kind of LEAD_KINDS) {
    app.post(`/api/forms/${kind}`, async (c) => {
      const response = await handleForm(c, kind, deps)
      if (response.status >= 400) {
        const reason = await refusalReason(response)
        const refused: LeadEvent = { event: 'lead.refused', form: kind, reason }
        deps.log(`forms: ${kind} refused: ${reason}`, refused)
      }
      return response
    })
  }
}

/** The first error code of a refusal (`phone.invalid`, `form.rate_limited`): no value, only a key. */
async function refusalReason(response: Response): Promise<string> {
  try {
    const body = (await response.clone().json()) as { errors?: Record<string, FormError> }
    const [field, error] = Object.entries(body.errors ?? {})[0] ?? []
    return field && error ? `${field}.${error.code}` : `http.${response.status}`
  } catch {
    return `http.${response.status}`
  }
}

async function handleForm(c: Context, kind: LeadKind, deps: FormsRouteDeps): Promise<Response> {
  c.header('Cache-Control', 'no-store')
  const address = clientAddress(c, deps.trustProxy)
  const verdict = deps.limiter.hit(`${kind} ${addressBucket(address)}`)
  if (!verdict.allowed) {
    c.header('Retry-After', String(verdict.retryAfterSeconds))
    return c.json({ errors: { form: formError('form.rate_limited') } }, 429)
  }

  const body = await readJsonBody(c, FORM_BODY_LIMIT)
  if (!body.ok) return c.json({ errors: body.errors }, body.status)
  const value = body.value
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return c.json({ errors: { body: formError('body.not_object') } }, 400)
  }
  const fields = value as Record<string, unknown>
  const website = fields.website
  if (website !== undefined && website !== null && website !== '') {
    const refused: LeadEvent = { event: 'lead.refused', form: kind, reason: 'honeypot' }
    deps.log(`forms: ${kind} honeypot filled, nothing stored`, refused)
    return c.json({ id: randomUUID() }, 201)
  }

  const parsed = parseLeadForm(deps.schemas, kind, fields)
  if (!parsed.ok) return c.json({ errors: parsed.errors }, 400)

  try {
    const result = await deps.db.leads.insert(
      { ...parsed.lead, ipHash: hashAddress(address, deps.db.ipSalt) },
      deps.targets,
    )
    if (result.replay) {
      if (result.kind !== kind) {
        return c.json({ errors: { idempotencyKey: formError('idempotencyKey.conflict') } }, 409)
      }
      const replayed: LeadEvent = { event: 'lead.replayed', form: kind, leadId: result.id }
      deps.log(`forms: ${kind} lead ${result.id} replayed`, replayed)
      return c.json({ id: result.id }, 200)
    }
    const stored: LeadEvent = { event: 'lead.stored', form: kind, leadId: result.id }
    deps.log(`forms: ${kind} lead ${result.id} stored`, stored)
    deps.onLeadStored?.(result.id)
    return c.json({ id: result.id }, 201)
  } catch (error) {
    // Driver messages name constraints, never values, so they are safe to log.
    deps.log(
      `forms: ${kind} lead not stored: ${error instanceof Error ? error.message.slice(0, 200) : 'error'}`,
    )
    c.header('Retry-After', '30')
    return c.json({ errors: { form: formError('form.unavailable') } }, 503)
  }
}
