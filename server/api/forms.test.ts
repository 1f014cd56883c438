import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { openTestApi, type TestApi } from './testApi'

let api: TestApi
afterEach(async () => {
  await api?.close()
})

// Test-only personas: obviously fictional, never real-looking contact data.
const callback = () => ({
  name: 'Тест Тестов',
  phone: '+7 900 000-00-00',
  consent: true,
  locale: 'ru',
  page: '/about/purchase',
  flats: ['11-1-2-1'],
  idempotencyKey: randomUUID(),
})

const leadCount = async () =>
  (await api.db.kysely.selectFrom('leads').select('id').execute()).length

describe('POST /api/forms/*', () => {
  it('stores a callback with its outbox rows before answering 201 { id }', async () => {
    api = await openTestApi({
      leadsWebhookUrl: 'http://127.0.0.1:9/hook',
      smtpUrl: 'smtp://127.0.0.1:9',
      leadsEmailTo: 'sales@example.test',
    })
    const res = await api.post('/api/forms/callback', callback())
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: string }
    const lead = await api.db.leads.find(id)
    expect(lead).toMatchObject({
      kind: 'callback',
      phone: '+79000000000',
      flats: ['11-1-2-1'],
      page: '/about/purchase',
    })
    const outbox = await api.db.kysely
      .selectFrom('lead_outbox')
      .selectAll()
      .where('lead_id', '=', id)
      .execute()
    expect(outbox.map((r) => r.target).sort()).toEqual(['email', 'webhook'])
    expect(outbox.every((r) => r.delivered_at === null && r.attempts === 0)).toBe(true)
    const stored = await api.db.kysely
      .selectFrom('leads')
      .select('ip_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(stored.ip_hash).toMatch(/^[0-9a-f]{32}$/)
    expect(stored.ip_hash).not.toContain('203.0.113.7')
    // The name and the phone in either form it was posted or stored in (a bare '900' can occur
    // inside a lead's random id).
    expect(api.logs.join('\n')).not.toMatch(/Тест|900 000-00-00|79000000000/)
  })

  it.each([
    ['subscription', { email: 'test@example.test', consent: true }],
    [
      'broker',
      {
        name: 'Test Broker',
        phone: '+44 20 0000 0000',
        email: 'b@example.test',
        agency: 'Test Realty',
        consent: true,
      },
    ],
  ])('accepts a valid %s form', async (kind, fields) => {
    api = await openTestApi()
    const res = await api.post(`/api/forms/${kind}`, { ...fields, idempotencyKey: randomUUID() })
    expect(res.status).toBe(201)
  })

  it('answers 400 with a bilingual per-field error map', async () => {
    api = await openTestApi()
    const res = await api.post('/api/forms/callback', {
      ...callback(),
      phone: '123',
      consent: false,
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      errors: {
        phone: {
          code: 'invalid',
          message: {
            ru: 'Укажите телефон в формате +7 900 000-00-00',
            en: 'Enter a phone number like +7 900 000-00-00',
          },
        },
        consent: {
          code: 'required',
          message: {
            ru: 'Подтвердите согласие на обработку персональных данных',
            en: 'Please accept the personal data processing terms',
          },
        },
      },
    })
    expect(await leadCount()).toBe(0)
  })

  it('rejects an unknown field with 400', async () => {
    api = await openTestApi()
    const res = await api.post('/api/forms/callback', { ...callback(), isAdmin: true })
    expect(res.status).toBe(400)
    expect(
      ((await res.json()) as { errors: Record<string, { code: string }> }).errors.isAdmin?.code,
    ).toBe('unknown')
  })

  it('stores a replayed idempotency key once: 201, then 200 with the same id', async () => {
    api = await openTestApi({ leadsWebhookUrl: 'http://127.0.0.1:9/hook' })
    const body = callback()
    const first = await api.post('/api/forms/callback', body)
    const second = await api.post('/api/forms/callback', body)
    const concurrent = await Promise.all([1, 2, 3].map(() => api.post('/api/forms/callback', body)))
    expect(first.status).toBe(201)
    expect(second.status).toBe(200)
    const { id } = (await first.json()) as { id: string }
    expect(((await second.json()) as { id: string }).id).toBe(id)
    for (const res of concurrent) expect(((await res.json()) as { id: string }).id).toBe(id)
    expect(await leadCount()).toBe(1)
    expect(await api.db.outbox.pendingCount()).toBe(1)
  })

  it('refuses a key already used by another form with 409', async () => {
    api = await openTestApi()
    const key = randomUUID()
    await api.post('/api/forms/callback', { ...callback(), idempotencyKey: key })
    const res = await api.post('/api/forms/subscription', {
      email: 'x@example.test',
      consent: true,
      idempotencyKey: key,
    })
    expect(res.status).toBe(409)
  })

  it('answers a filled honeypot with 201 and a fake id, storing nothing', async () => {
    api = await openTestApi()
    const res = await api.post('/api/forms/callback', {
      ...callback(),
      website: 'http://spam.example',
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: string }
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await api.db.leads.find(id)).toBeUndefined()
    expect(await leadCount()).toBe(0)
  })

  it('limits posts per IP and form kind with 429 and Retry-After', async () => {
    api = await openTestApi({ formRateLimit: { max: 3, windowMs: 60_000 } })
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push((await api.post('/api/forms/callback', callback())).status)
    expect(statuses).toEqual([201, 201, 201, 429])
    const limited = await api.post('/api/forms/callback', callback())
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(
      ((await limited.json()) as { errors: Record<string, unknown> }).errors.form,
    ).toBeDefined()
    // Another form kind, or another visitor, has its own budget.
    const other = { email: 't@example.test', consent: true, idempotencyKey: randomUUID() }
    expect((await api.post('/api/forms/subscription', other)).status).toBe(201)
    expect((await api.post('/api/forms/callback', callback(), { ip: '198.51.100.1' })).status).toBe(
      201,
    )
  })

  it('answers 413 past 16 KB, declared or streamed', async () => {
    api = await openTestApi()
    const big = JSON.stringify({ ...callback(), page: `/${'a'.repeat(17 * 1024)}` })
    expect((await api.post('/api/forms/callback', big)).status).toBe(413)
    const chunks = [
      new TextEncoder().encode(big.slice(0, 9000)),
      new TextEncoder().encode(big.slice(9000)),
    ]
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk)
        controller.close()
      },
    })
    const res = await api.app.request('/api/forms/callback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(await leadCount()).toBe(0)
  })

  it.each([
    ['text/plain', 415],
    ['application/x-www-form-urlencoded', 415],
    ['multipart/form-data; boundary=x', 415],
    ['application/json; charset=utf-8', 201],
  ])('Content-Type %s -> %i', async (type, status) => {
    api = await openTestApi()
    const res = await api.post('/api/forms/callback', callback(), {
      headers: { 'Content-Type': type },
    })
    expect(res.status).toBe(status)
  })

  it.each([
    ['{"name": ', 'invalid_json'],
    ['[1, 2]', 'not_object'],
    ['null', 'not_object'],
  ])('answers 400 to the body %j', async (raw, code) => {
    api = await openTestApi()
    const res = await api.post('/api/forms/callback', raw)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: { body: { code: string } } }).errors.body.code).toBe(
      code,
    )
  })

  it('has no route that lists leads', async () => {
    api = await openTestApi()
    await api.post('/api/forms/callback', callback())
    for (const path of ['/api/forms/callback', '/api/leads', '/api/forms']) {
      const res = await api.app.request(path)
      expect(res.status).toBe(404)
    }
  })
})
