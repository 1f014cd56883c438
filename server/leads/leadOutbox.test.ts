import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SendMailOptions, Transporter } from 'nodemailer'
import { afterEach, describe, expect, it } from 'vitest'
import { openTestApi, type TestApi } from '../api/testApi'
import type { StoredLead } from '../db'
import { emailSender, webhookSignature } from './leadDelivery'
import {
  type LeadOutbox,
  redactError,
  retryDelay,
  RETRY_DELAYS_MS,
  startLeadOutbox,
} from './leadOutbox'

let api: TestApi
let outbox: LeadOutbox | undefined
let hook: Server | undefined
afterEach(async () => {
  await outbox?.stop()
  outbox = undefined
  await new Promise((resolve) => (hook ? hook.close(resolve) : resolve(undefined)))
  hook = undefined
  await api?.close()
})

const SECRET = 'test-secret'
const form = (key: string) => ({
  name: 'Тест Тестов',
  phone: '+7 900 000-00-00',
  consent: true,
  idempotencyKey: `outbox-test-key-${key}`,
})

async function until(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}

function listen(onPost: (req: IncomingMessage, body: string) => number): Promise<string> {
  hook = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      res.statusCode = onPost(req, body)
      res.end()
    })
  })
  return new Promise((resolve) =>
    hook!.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(hook!.address() as AddressInfo).port}/leads`),
    ),
  )
}

const outboxRows = () => api.db.kysely.selectFrom('lead_outbox').selectAll().execute()

describe('lead outbox worker', () => {
  it('posts each lead to the webhook, signed, with the lead id as idempotency key, and records it', async () => {
    const received: { headers: IncomingMessage['headers']; body: string }[] = []
    const url = await listen((req, body) => {
      received.push({ headers: req.headers, body })
      return 204
    })
    api = await openTestApi({ leadsWebhookUrl: url, leadsWebhookSecret: SECRET })
    const res = await api.post('/api/forms/callback', form('a'))
    const { id } = (await res.json()) as { id: string }
    outbox = startLeadOutbox({
      db: api.db,
      config: api.config,
      log: (l) => api.logs.push(l),
      pollMs: 20,
    })
    await until(async () => (await outboxRows())[0]?.delivered_at != null)

    expect(received).toHaveLength(1)
    const { headers, body } = received[0]!
    expect(headers['idempotency-key']).toBe(id)
    expect(headers['x-khvoya-signature']).toBe(
      webhookSignature(SECRET, String(headers['x-khvoya-timestamp']), body),
    )
    expect(JSON.parse(body)).toMatchObject({
      id,
      kind: 'callback',
      phone: '+79000000000',
      flats: [],
    })
    expect((await outboxRows())[0]).toMatchObject({ attempts: 1, last_error: null })
    expect(api.logs.join('\n')).toContain(`lead ${id} delivered to webhook`)
    expect(api.logs.join('\n')).not.toMatch(/Тест|79000000000/)
  })

  it('retries a failing target on the delay table and records each failure', async () => {
    let calls = 0
    const url = await listen(() => (++calls < 3 ? 503 : 200))
    api = await openTestApi({ leadsWebhookUrl: url })
    await api.post('/api/forms/callback', form('b'))
    // Delays of 30 ms and 60 ms stand for 5 s and 30 s; random 0.5 means no jitter.
    outbox = startLeadOutbox({
      db: api.db,
      config: api.config,
      pollMs: 10,
      retryDelaysMs: [30, 60],
      random: () => 0.5,
      log: () => {},
    })
    await until(async () => (await outboxRows())[0]?.attempts === 1)
    expect((await outboxRows())[0]).toMatchObject({
      delivered_at: null,
      last_error: 'Error: webhook answered HTTP 503',
    })
    await until(async () => (await outboxRows())[0]?.delivered_at != null)
    expect(calls).toBe(3)
    expect((await outboxRows())[0]?.attempts).toBe(3)
  })

  it('resumes undelivered rows after a restart', async () => {
    api = await openTestApi({ leadsWebhookUrl: 'http://127.0.0.1:9/unused' })
    for (const key of ['c1', 'c2', 'c3']) await api.post('/api/forms/callback', form(key))
    // The first run finds the receiver down: every lead fails once and stays undelivered.
    outbox = startLeadOutbox({
      db: api.db,
      config: api.config,
      pollMs: 10,
      retryDelaysMs: [20],
      log: () => {},
      senders: {
        webhook: async () => {
          throw new Error('receiver down')
        },
      },
    })
    await until(async () => (await outboxRows()).every((row) => row.attempts >= 1))
    await outbox.stop()
    expect(await api.db.outbox.pendingCount()).toBe(3)
    // The restarted worker delivers each of them, once.
    const sent: string[] = []
    outbox = startLeadOutbox({
      db: api.db,
      config: api.config,
      pollMs: 10,
      log: () => {},
      senders: { webhook: async (lead) => void sent.push(lead.id) },
    })
    await until(async () => (await api.db.outbox.pendingCount()) === 0)
    await new Promise((r) => setTimeout(r, 100))
    const leads = (await outboxRows()).map((row) => row.lead_id).sort()
    expect(leads).toHaveLength(3)
    expect([...sent].sort()).toEqual(leads)
  })

  it('e-mails a lead with a stable Message-ID', async () => {
    const lead: StoredLead = {
      id: '00000000-0000-4000-8000-000000000001',
      kind: 'broker',
      name: 'Test Broker',
      phone: '+79000000000',
      email: 'broker@example.test',
      agency: 'Test Realty',
      locale: 'en',
      page: '/en/about/brokers',
      flats: ['11-1-2-1'],
      createdAt: '2026-11-21T10:00:00.000Z',
    }
    const sent: SendMailOptions[] = []
    const transport = { sendMail: async (mail: SendMailOptions) => void sent.push(mail) }
    const send = emailSender({
      smtpUrl: 'smtp://unused',
      to: 'sales@example.test',
      from: 'site@example.test',
      transport: transport as unknown as Transporter,
    })
    await send(lead)
    await send(lead)
    const [message, repeat] = sent as [
      { messageId: string; subject: string; text: string },
      { messageId: string },
    ]
    expect(repeat.messageId).toBe(message.messageId)
    expect(message.messageId).toBe(`<${lead.id}@leads.khvoya>`)
    expect(message.subject).toContain('Заявка брокера')
    expect(message.text).toContain('А1, секция 1, этаж 2, квартира 1 (11-1-2-1)')
  })
})

describe('retry schedule and log hygiene', () => {
  it.each([
    [0, 5_000],
    [1, 30_000],
    [2, 120_000],
    [3, 600_000],
    [4, 3_600_000],
    [12, 3_600_000], // capped at an hour, forever
  ])('attempt %i waits %i ms before jitter', (attempts, base) => {
    expect(retryDelay(attempts, RETRY_DELAYS_MS, () => 0.5)).toBe(base)
    expect(retryDelay(attempts, RETRY_DELAYS_MS, () => 0)).toBe(base * 0.8)
    expect(retryDelay(attempts, RETRY_DELAYS_MS, () => 1)).toBe(base * 1.2)
  })

  it('strips addresses and phone numbers from error texts', () => {
    const text = redactError(
      new Error('550 <someone@example.test> rejected, call +7 900 000-00-00'),
    )
    expect(text).toBe('Error: 550 <<address>> rejected, call <number>')
  })
})
