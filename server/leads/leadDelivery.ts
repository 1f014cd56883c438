// How one lead leaves the building: a signed JSON POST to the sales webhook, or an e-mail to the
// sales team. Each send carries the lead id as an idempotency key (Idempotency-Key header, the
// e-mail's Message-ID), because the outbox delivers at least once and a receiver may see a repeat.

import { createHmac } from 'node:crypto'
import nodemailer, { type Transporter } from 'nodemailer'
import { leadMail } from '../../content/i18n/leads'
import { buildingLabel } from '../../engine/buildings'
import { message, type Params } from '../../engine/messages'
import type { StoredLead } from '../db'

export type LeadSender = (lead: StoredLead) => Promise<void>

export interface LeadPayload {
  id: string
  kind: StoredLead['kind']
  createdAt: string
  name: string | null
  phone: string | null
  email: string | null
  agency: string | null
  locale: StoredLead['locale']
  page: string
  flats: string[]
}

export function leadPayload(lead: StoredLead): LeadPayload {
  const { id, kind, createdAt, name, phone, email, agency, locale, page, flats } = lead
  return { id, kind, createdAt, name, phone, email, agency, locale, page, flats }
}

/** `sha256=<hex>` of `<timestamp>.<body>`: the timestamp is signed so a captured call cannot be replayed later. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

export function webhookSender(options: {
  url: string
  secret?: string | undefined
  timeoutMs?: number
  fetch?: typeof fetch
}): LeadSender {
  const send = options.fetch ?? fetch
  return async (lead) => {
    const body = JSON.stringify(leadPayload(lead))
    const timestamp = String(Math.floor(Date.now() / 1000))
    const headers: Record<string, string> = {
      'Content-Type': 'application/json; charset=utf-8',
      'Idempotency-Key': lead.id,
      'X-Khvoya-Lead-Id': lead.id,
      'X-Khvoya-Timestamp': timestamp,
    }
    if (options.secret)
      headers['X-Khvoya-Signature'] = webhookSignature(options.secret, timestamp, body)
    const response = await send(options.url, {
      method: 'POST',
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    })
    await response.body?.cancel()
    if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`)
  }
}

/** The sales team reads Russian: the e-mail is written in it whatever the form's language. */
const word = (key: Parameters<typeof message<(typeof leadMail)['ru']>>[2], params?: Params) =>
  message(leadMail, 'ru', key, params)

const KIND_TITLES: Record<StoredLead['kind'], string> = {
  callback: word('kind.callback'),
  subscription: word('kind.subscription'),
  broker: word('kind.broker'),
}

function flatLine(alt: string): string {
  const [b = 0, s, f, n] = alt.split('-').map(Number)
  return word('flat', {
    building: buildingLabel(b, 'ru'),
    section: String(s),
    floor: String(f),
    flat: String(n),
    alt,
  })
}

export function leadEmailText(lead: StoredLead): string {
  const lines = [
    `${KIND_TITLES[lead.kind]}`,
    '',
    lead.name && word('name', { value: lead.name }),
    lead.phone && word('phone', { value: lead.phone }),
    lead.email && word('email', { value: lead.email }),
    lead.agency && word('agency', { value: lead.agency }),
    lead.flats.length > 0 &&
      `${word('flats')}\n${lead.flats.map((alt) => `  ${flatLine(alt)}`).join('\n')}`,
    word('page', { page: lead.page, locale: lead.locale }),
    word('received', { at: lead.createdAt }),
    word('id', { id: lead.id }),
  ]
  return `${lines.filter((line) => line !== null && line !== false).join('\n')}\n`
}

export function emailSender(options: {
  smtpUrl: string
  to: string
  from: string
  /** Replaces the SMTP transport (tests use nodemailer's JSON transport). */
  transport?: Transporter
}): LeadSender {
  // Bounded timeouts: a hung SMTP server must not hold the outbox (or a shutdown) for minutes.
  const transport =
    options.transport ??
    nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    })
  return async (lead) => {
    await transport.sendMail({
      from: options.from,
      to: options.to,
      subject: `${KIND_TITLES[lead.kind]} · ${lead.id.slice(0, 8)}`,
      text: leadEmailText(lead),
      // A repeat send keeps the same Message-ID, so mail clients and filters can drop it.
      messageId: `<${lead.id}@leads.khvoya>`,
      headers: { 'X-Khvoya-Lead-Id': lead.id },
    })
  }
}
