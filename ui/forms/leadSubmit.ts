// Sends a lead to the API and decides what the form shows: sent, queued for a later retry (network
// or 5xx), the server's per-field errors (400), or a failure to retry by hand (413, 415, 429), in
// the server's words when it gave some for the form as a whole (a rate limit says to call).

import { FetchError } from 'ofetch'
import type { Locale } from '../../engine/types'
import { api } from '../api/client'
import { enqueue, flush, type QueuedLead, readQueue, type SendResult } from './leadOutbox'

export type SubmitOutcome =
  | { kind: 'sent' }
  | { kind: 'queued' }
  | { kind: 'invalid'; errors: Record<string, string> }
  /** `message`: the server's, in the visitor's language; without it the form's own. */
  | { kind: 'failed'; message?: string }

interface ServerFieldError {
  code?: string
  message?: Partial<Record<Locale, string>>
}

export function fieldErrorsOf(data: unknown, locale: Locale): Record<string, string> {
  const errors = (data as { errors?: Record<string, ServerFieldError> } | null)?.errors
  if (!errors || typeof errors !== 'object') return {}
  const out: Record<string, string> = {}
  for (const [field, error] of Object.entries(errors)) {
    const text = error?.message?.[locale]
    if (typeof text === 'string' && text) out[field] = text
  }
  return out
}

function statusOf(error: unknown): number | null {
  return error instanceof FetchError && typeof error.status === 'number' ? error.status : null
}

async function post(lead: QueuedLead): Promise<void> {
  await api(`/api/forms/${lead.kind}`, { method: 'POST', body: lead.body })
}

/** The outbox sender: network and 5xx answers are retried later, 4xx dropped. */
export async function sendQueued(lead: QueuedLead): Promise<SendResult> {
  try {
    await post(lead)
    return 'sent'
  } catch (error) {
    const status = statusOf(error)
    if (status === null || status >= 500 || status === 429) return 'retry'
    return 'rejected'
  }
}

export async function submitLead(
  lead: QueuedLead,
  locale: Locale,
  storage: Storage | null,
): Promise<SubmitOutcome> {
  try {
    await post(lead)
    return { kind: 'sent' }
  } catch (error) {
    const status = statusOf(error)
    if (status === null || status >= 500) {
      if (!storage) return { kind: 'failed' }
      enqueue(storage, lead)
      return { kind: 'queued' }
    }
    return refusalOutcome(status, (error as FetchError).data, locale)
  }
}

/**
 * A refusal the visitor must act on: the fields' messages when the server named fields (400), else
 * a failure with the server's message for the form as a whole (`errors.form`), if it sent one.
 */
export function refusalOutcome(status: number, data: unknown, locale: Locale): SubmitOutcome {
  const { form, ...fields } = fieldErrorsOf(data, locale)
  if (status === 400 && Object.keys(fields).length) return { kind: 'invalid', errors: fields }
  return form ? { kind: 'failed', message: form } : { kind: 'failed' }
}

const RETRY_MS = [1_000, 5_000, 15_000, 60_000]

/**
 * Retries the queue once the page is idle on every visit, shortly after the browser says it is
 * back online (the first request after the event can still fail), and then with growing pauses
 * for as long as anything is left.
 */
export function installLeadOutbox(win: Window): void {
  let storage: Storage
  try {
    storage = win.localStorage
  } catch {
    return
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = (attempt: number) => {
    clearTimeout(timer)
    timer = setTimeout(
      async () => {
        await flush(storage, sendQueued, Date.now())
        const left = readQueue(storage, Date.now()).length
        if (left && attempt + 1 < RETRY_MS.length * 4) schedule(attempt + 1)
      },
      RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)],
    )
  }
  win.addEventListener('online', () => schedule(0))
  const start = () => (readQueue(storage, Date.now()).length ? schedule(0) : undefined)
  if ('requestIdleCallback' in win) win.requestIdleCallback(start, { timeout: 2000 })
  else setTimeout(start, 2000)
}
