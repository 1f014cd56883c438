// The whole server (startServer) with its real JSON logger, a webhook receiver and the metrics
// port: every form is posted with recognisable personal values, valid and invalid, and the log of
// the run is searched for them. Also: request ids from X-Request-Id, lead ids on the lines, and
// the metrics a scrape shows afterwards.

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../config'
import { type TestLocation, testLocation } from '../db/testDatabase'
import { type RunningServer, startServer } from '../start'
import { jsonLogger, jsonLogSink } from './log'

const PERSONAL = {
  name: 'Анастасия Пробная-Кузнецова',
  phone: '+7 916 555-12-34',
  email: 'anastasia.probe@example.ru',
  brokerName: 'Johnathan Probeworth',
  brokerPhone: '8 (921) 444-98-76',
  brokerEmail: 'j.probeworth@agency-probe.example',
  agency: 'Probeworth Realty Partners',
  subscriber: 'newsletter.probe@example.org',
  badPhone: '+7 999 12 34',
  badEmail: 'broken-probe-at-example.ru',
  honeyName: 'Honeypot Probename',
}
/** Every spelling a value could take in a line: as posted, digits only, normalised. */
const forbidden = [
  ...Object.values(PERSONAL),
  '79165551234',
  '+79165551234',
  '79214449876',
  '+79214449876',
  'Анастасия',
  'Probeworth',
  'probe@',
]

let where: TestLocation
let server: RunningServer
let receiver: Server
const deliveries: string[] = []
const lines: string[] = []
let base = ''

beforeAll(async () => {
  receiver = createServer((req, res) => {
    deliveries.push(String(req.headers['idempotency-key']))
    req.resume()
    req.on('end', () => res.writeHead(200).end('ok'))
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()))
  where = await testLocation('sqlite')
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
      done()
    },
  })
  server = await startServer(
    {
      ...readConfig({}),
      ...where.location,
      port: 0,
      host: '127.0.0.1',
      leadsWebhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      metrics: { port: 0, host: '127.0.0.1' },
    },
    jsonLogSink(jsonLogger({ destination })),
  )
  base = `http://127.0.0.1:${server.port}`
})

afterAll(async () => {
  await server?.close()
  receiver?.close()
  await where?.drop()
})

const key = (n: number) => `opslogs-idempotency-${n}`.padEnd(24, 'x')
async function post(kind: string, body: Record<string, unknown>, requestId?: string) {
  const res = await fetch(`${base}/api/forms/${kind}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(requestId && { 'X-Request-Id': requestId }),
    },
    body: JSON.stringify({ consent: true, locale: 'ru', page: '/contacts', ...body }),
  })
  return { status: res.status, id: ((await res.json()) as { id?: string }).id, res }
}

describe('a full form run', () => {
  const ids: string[] = []
  let callbackRequestId = ''

  it('stores, refuses and delivers leads', async () => {
    callbackRequestId = 'nginx-0123456789abcdef0123456789abcdef'
    const callback = await post(
      'callback',
      { name: PERSONAL.name, phone: PERSONAL.phone, email: PERSONAL.email, idempotencyKey: key(1) },
      callbackRequestId,
    )
    expect(callback.status).toBe(201)
    expect(callback.res.headers.get('X-Request-Id')).toBe(callbackRequestId)
    const replay = await post('callback', {
      name: PERSONAL.name,
      phone: PERSONAL.phone,
      idempotencyKey: key(1),
    })
    expect(replay.status).toBe(200)
    const broker = await post('broker', {
      name: PERSONAL.brokerName,
      phone: PERSONAL.brokerPhone,
      email: PERSONAL.brokerEmail,
      agency: PERSONAL.agency,
      idempotencyKey: key(2),
    })
    const subscription = await post('subscription', {
      email: PERSONAL.subscriber,
      idempotencyKey: key(3),
    })
    expect([broker.status, subscription.status]).toEqual([201, 201])
    ids.push(callback.id!, broker.id!, subscription.id!)

    const refused = [
      await post('callback', {
        name: PERSONAL.name,
        phone: PERSONAL.badPhone,
        idempotencyKey: key(4),
      }),
      await post('broker', {
        name: PERSONAL.brokerName,
        phone: PERSONAL.brokerPhone,
        email: PERSONAL.badEmail,
        idempotencyKey: key(5),
      }),
      await post('subscription', {
        email: PERSONAL.subscriber,
        idempotencyKey: key(6),
        consent: false,
      }),
      await post('callback', {
        name: PERSONAL.honeyName,
        phone: PERSONAL.phone,
        website: PERSONAL.email,
        idempotencyKey: key(7),
      }),
    ]
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 201])

    const until = Date.now() + 15_000
    while (deliveries.length < 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 50))
    expect([...deliveries].sort()).toEqual([...ids].sort())
  })

  it('shows the run on the metrics port, and only there', async () => {
    const text = await (await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`)).text()
    const value = (series: string) =>
      Number(
        text
          .split('\n')
          .find((l) => l.startsWith(`${series} `))
          ?.split(' ')[1],
      )
    expect(value('khvoya_leads_stored_total{form="callback"}')).toBe(1)
    expect(value('khvoya_leads_stored_total{form="broker"}')).toBe(1)
    expect(value('khvoya_leads_replayed_total{form="callback"}')).toBe(1)
    expect(value('khvoya_leads_refused_total{form="callback",reason="phone.invalid"}')).toBe(1)
    expect(value('khvoya_leads_refused_total{form="broker",reason="email.invalid"}')).toBe(1)
    expect(value('khvoya_leads_refused_total{form="subscription",reason="consent.required"}')).toBe(
      1,
    )
    expect(value('khvoya_leads_refused_total{form="callback",reason="honeypot"}')).toBe(1)
    expect(value('khvoya_lead_outbox_deliveries_total{target="webhook"}')).toBe(3)
    expect(value('khvoya_lead_outbox_pending{target="webhook"}')).toBe(0)
    expect(value('khvoya_database_up')).toBe(1)
    expect(value('khvoya_catalogue_live_version')).toBeGreaterThan(0)
    expect(
      value('khvoya_http_requests_total{route="/api/forms/callback",method="POST",status="201"}'),
    ).toBe(2)
    expect(text).toContain('nodejs_eventloop_lag_seconds')
    const publicPort = await fetch(`${base}/metrics`)
    expect(await publicPort.text()).not.toContain('khvoya_http_requests_total')
  })

  it('logs JSON lines with request and lead ids and no personal value', async () => {
    const log = lines.join('\n')
    for (const value of forbidden) expect(log.toLowerCase()).not.toContain(value.toLowerCase())
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>)
    const request = parsed.find((l) => l.event === 'http.request' && l.reqId === callbackRequestId)
    expect(request).toMatchObject({ route: '/api/forms/callback', status: 201, leadId: ids[0] })
    const stored = parsed.find((l) => l.event === 'lead.stored' && l.leadId === ids[0])
    expect(stored).toMatchObject({ reqId: callbackRequestId, form: 'callback', level: 'info' })
    for (const id of ids) {
      expect(parsed.some((l) => l.event === 'lead.delivered' && l.leadId === id)).toBe(true)
    }
    // Each request has its own id, and every form post left its line.
    const posts = parsed.filter((l) => l.event === 'http.request' && l.method === 'POST')
    expect(posts).toHaveLength(8)
    expect(new Set(posts.map((l) => l.reqId)).size).toBe(8)
  })
})
