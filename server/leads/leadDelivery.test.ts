// How one lead leaves the building, without a network: the webhook call (its body, headers,
// signature and what counts as delivered) against a recording fetch, and the e-mail (its text,
// subject and Message-ID) against a recording transport.

import type { SendMailOptions, Transporter } from 'nodemailer'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StoredLead } from '../db'
import {
  emailSender,
  leadEmailText,
  leadPayload,
  webhookSender,
  webhookSignature,
} from './leadDelivery'

afterEach(() => vi.useRealTimers())

const lead = (patch: Partial<StoredLead> = {}): StoredLead => ({
  id: '0c1f2e3d-4b5a-6978-8a9b-0c1d2e3f4a5b',
  kind: 'callback',
  name: 'Анна',
  phone: '+79001234567',
  email: null,
  agency: null,
  locale: 'en',
  page: '/en/plans/11-2-3-1',
  flats: ['11-2-3-1'],
  createdAt: '2026-11-26T10:00:00.000Z',
  ...patch,
})

/** A fetch that records each call and answers with `status`. */
function recordingFetch(status: number) {
  const calls: { url: string; init: RequestInit }[] = []
  const cancelled: boolean[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    const response = new Response('ok', { status })
    const cancel = response.body?.cancel.bind(response.body)
    if (response.body && cancel)
      response.body.cancel = async () => {
        cancelled.push(true)
        return cancel()
      }
    return response
  }) as unknown as typeof globalThis.fetch
  return { fetch, calls, cancelled }
}

describe('the webhook', () => {
  it('posts the lead as JSON, keyed and timed, signed over its timestamp and body', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00.500Z'), toFake: ['Date'] })
    const hook = recordingFetch(202)
    await webhookSender({ url: 'https://crm.test/leads', secret: 's3', fetch: hook.fetch })(lead())
    const [call] = hook.calls
    const body = JSON.stringify(leadPayload(lead()))
    const timestamp = String(Math.floor(Date.parse('2026-11-26T10:00:00Z') / 1000))
    expect(call?.url).toBe('https://crm.test/leads')
    expect(call?.init).toMatchObject({ method: 'POST', body, redirect: 'error' })
    expect(call?.init.signal).toBeInstanceOf(AbortSignal)
    expect(call?.init.headers).toEqual({
      'Content-Type': 'application/json; charset=utf-8',
      'Idempotency-Key': lead().id,
      'X-Khvoya-Lead-Id': lead().id,
      'X-Khvoya-Timestamp': timestamp,
      'X-Khvoya-Signature': webhookSignature('s3', timestamp, body),
    })
    // The answer's body is let go, not left to hold the connection.
    expect(hook.cancelled).toEqual([true])
  })

  it('is unsigned without a secret', async () => {
    const hook = recordingFetch(200)
    await webhookSender({ url: 'https://crm.test/leads', fetch: hook.fetch })(lead())
    expect(Object.keys(hook.calls[0]?.init.headers ?? {})).not.toContain('X-Khvoya-Signature')
  })

  it('is not delivered until the receiver answers 2xx', async () => {
    const send = webhookSender({ url: 'https://crm.test/leads', fetch: recordingFetch(502).fetch })
    await expect(send(lead())).rejects.toThrow('webhook answered HTTP 502')
    const redirect = webhookSender({
      url: 'https://crm.test/leads',
      fetch: recordingFetch(302).fetch,
    })
    await expect(redirect(lead())).rejects.toThrow('HTTP 302')
  })

  it('carries only the lead’s own fields', () => {
    const extra = { ...lead(), idempotencyKey: 'k', ip: '10.0.0.1' } as StoredLead
    expect(leadPayload(extra)).toEqual({
      id: lead().id,
      kind: 'callback',
      createdAt: '2026-11-26T10:00:00.000Z',
      name: 'Анна',
      phone: '+79001234567',
      email: null,
      agency: null,
      locale: 'en',
      page: '/en/plans/11-2-3-1',
      flats: ['11-2-3-1'],
    })
  })

  it('signature is the HMAC-SHA256 of "<timestamp>.<body>" in hex', () => {
    // echo -n '1700000000.{}' | openssl dgst -sha256 -hmac key
    expect(webhookSignature('key', '1700000000', '{}')).toBe(
      'sha256=9d713ed406bb7076d4123f0dc2c39d2df5c654ed4b0cd56b52c8b4c940bd63ae',
    )
    expect(webhookSignature('key', '1700000000', '{}')).not.toBe(
      webhookSignature('key', '1700000001', '{}'),
    )
    expect(webhookSignature('key', '1', '{}')).not.toBe(webhookSignature('other', '1', '{}'))
  })
})

describe('the e-mail to the sales team', () => {
  it('reads every filled field, the flats by building, section, floor and number', () => {
    expect(
      leadEmailText(
        lead({ kind: 'broker', email: 'a@b.ru', agency: 'Север', flats: ['11-2-3-1', '21-1-2-3'] }),
      ),
    ).toBe(
      [
        'Заявка брокера на партнёрство',
        '',
        'Имя: Анна',
        'Телефон: +79001234567',
        'E-mail: a@b.ru',
        'Агентство: Север',
        'Квартиры:',
        '  А1, секция 2, этаж 3, квартира 1 (11-2-3-1)',
        '  Б1, секция 1, этаж 2, квартира 3 (21-1-2-3)',
        'Страница: /en/plans/11-2-3-1 (en)',
        'Получена: 2026-11-26T10:00:00.000Z',
        `Номер заявки: ${lead().id}`,
        '',
      ].join('\n'),
    )
  })

  it('leaves out what the form did not ask for', () => {
    expect(
      leadEmailText(
        lead({ kind: 'subscription', name: null, phone: null, email: 'a@b.ru', flats: [] }),
      ),
    ).toBe(
      [
        'Подписка на новости',
        '',
        'E-mail: a@b.ru',
        'Страница: /en/plans/11-2-3-1 (en)',
        'Получена: 2026-11-26T10:00:00.000Z',
        `Номер заявки: ${lead().id}`,
        '',
      ].join('\n'),
    )
  })

  it('is sent from and to the configured addresses, titled by its kind, with a stable Message-ID', async () => {
    const sent: SendMailOptions[] = []
    const transport = {
      sendMail: async (mail: SendMailOptions) => sent.push(mail),
    } as unknown as Transporter
    const send = emailSender({
      smtpUrl: 'smtp://unused',
      to: 'sales@k.test',
      from: 'site@k.test',
      transport,
    })
    await send(lead())
    await send(lead())
    expect(sent[0]).toEqual({
      from: 'site@k.test',
      to: 'sales@k.test',
      subject: 'Заказ обратного звонка · 0c1f2e3d',
      text: leadEmailText(lead()),
      messageId: `<${lead().id}@leads.khvoya>`,
      headers: { 'X-Khvoya-Lead-Id': lead().id },
    })
    expect(sent[1]).toEqual(sent[0])
  })
})
