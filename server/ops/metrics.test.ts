// The metrics module on its own registry and clock: ages come from the injected clock, an
// unreadable database is a 0, not a failed scrape, and request ids from headers are taken only
// when they are plain tokens.

import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { LogFields } from './log'
import { type DatabaseFacts, opsMetrics } from './metrics'
import { requestId, requestObserver } from './requestObserver'

const NOW = Date.parse('2026-11-26T12:00:00Z')
const line = (text: string, series: string) =>
  text.split('\n').find((l) => l.startsWith(`${series} `))

describe('opsMetrics', () => {
  it('reads the queue and catalogue age against the injected clock at each scrape', async () => {
    let facts: DatabaseFacts = {
      pending: [{ target: 'webhook', count: 3, oldestCreatedAt: '2026-11-26T11:48:00Z' }],
      liveVersion: 7,
      catalogueCheckedAt: '2026-11-25T12:00:00Z',
    }
    const metrics = opsMetrics({
      now: () => NOW,
      processMetrics: false,
      targets: ['webhook', 'email'],
      readDatabase: async () => facts,
    })
    let text = await metrics.text()
    expect(line(text, 'khvoya_lead_outbox_pending{target="webhook"}')).toMatch(/ 3$/)
    expect(line(text, 'khvoya_lead_outbox_pending{target="email"}')).toMatch(/ 0$/)
    expect(line(text, 'khvoya_lead_outbox_oldest_pending_age_seconds{target="webhook"}')).toMatch(
      / 720$/,
    )
    expect(line(text, 'khvoya_catalogue_age_seconds')).toMatch(/ 86400$/)
    expect(line(text, 'khvoya_catalogue_live_version')).toMatch(/ 7$/)
    // The queue empties: the series stays, at 0.
    facts = { ...facts, pending: [] }
    text = await metrics.text()
    expect(line(text, 'khvoya_lead_outbox_pending{target="webhook"}')).toMatch(/ 0$/)
    expect(line(text, 'khvoya_lead_outbox_oldest_pending_age_seconds{target="webhook"}')).toMatch(
      / 0$/,
    )
  })

  it('reports an unreadable database as khvoya_database_up 0', async () => {
    const metrics = opsMetrics({
      processMetrics: false,
      readDatabase: () => Promise.reject(new Error('connection refused')),
    })
    expect(line(await metrics.text(), 'khvoya_database_up')).toMatch(/ 0$/)
  })

  it('counts plans-page cache hits and renders with the entries held', async () => {
    const metrics = opsMetrics({ processMetrics: false })
    metrics.plansCache.render(1)
    metrics.plansCache.render(2)
    metrics.plansCache.hit(2)
    const text = await metrics.text()
    expect(line(text, 'khvoya_plans_page_renders_total')).toMatch(/ 2$/)
    expect(line(text, 'khvoya_plans_page_cache_hits_total')).toMatch(/ 1$/)
    expect(line(text, 'khvoya_plans_page_cache_entries')).toMatch(/ 2$/)
  })
})

describe('requestObserver', () => {
  it.each([
    ['0123456789abcdef0123456789abcdef', true],
    ['req-42.a:b_c', true],
    ['short', false],
    ['two words here', false],
    ['forged\n{"level":"error"}', false],
    ['x'.repeat(129), false],
  ])('takes %j from X-Request-Id: %s', (header, kept) => {
    expect(requestId(header) === header).toBe(kept)
  })

  it('labels by route pattern, answers with the id and times with the injected clock', async () => {
    const lines: LogFields[] = []
    const seen: unknown[][] = []
    let t = 0
    const app = new Hono()
    app.use(
      '*',
      requestObserver({
        log: (_, fields) => void lines.push(fields ?? {}),
        metrics: { request: (...args) => void seen.push(args) },
        clock: () => (t += 5),
      }),
    )
    app.get('/api/things/:id', (c) => c.json({ id: c.req.param('id') }))
    app.get('*', (c) => c.text('page'))
    const res = await app.request('/api/things/42?secret=x', {
      headers: { 'X-Request-Id': 'nginx-request-0001' },
    })
    expect(res.headers.get('X-Request-Id')).toBe('nginx-request-0001')
    await app.request('/about')
    await app.request('/missing.png')
    expect(seen).toEqual([
      ['/api/things/:id', 'GET', 200, 0.005],
      ['page', 'GET', 200, 0.005],
      ['asset', 'GET', 200, 0.005],
    ])
    expect(lines[0]).toMatchObject({ path: '/api/things/42', status: 200, ms: 5 })
    expect(JSON.stringify(lines)).not.toContain('secret')
  })
})
