// The API end to end on Postgres: runs only when DATABASE_URL is set (each run in its own schema).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HydraData } from '../../engine/types'
import { POSTGRES_URL } from '../db/testDatabase'
import { openTestApi, type TestApi } from './testApi'

describe.skipIf(!POSTGRES_URL)('API on Postgres', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await openTestApi({ leadsWebhookUrl: 'http://127.0.0.1:9/hook' }, 'postgres')
  })
  afterAll(async () => {
    await api?.close()
  })

  it('serves hydra data and changes the ETag after a price change', async () => {
    const first = await api.app.request('/api/hydra/data')
    const etag = first.headers.get('etag')!
    expect(((await first.json()) as HydraData).common.all.total).toBe(22)
    await api.db.live.apply([{ alt: '31-1-2-2', status: 3, price: 77_000_000 }])
    const second = await api.app.request('/api/hydra/data', { headers: { 'If-None-Match': etag } })
    expect(second.status).toBe(200)
    expect(((await second.json()) as HydraData).apartments['31-1-2-2']).toMatchObject({
      st: 3,
      tc: 77_000_000,
    })
  })

  it('stores a lead once per key, with its outbox row', async () => {
    const body = { email: 'test@example.test', consent: true, idempotencyKey: randomUUID() }
    const answers = await Promise.all(
      [1, 2, 3].map(() => api.post('/api/forms/subscription', body)),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201])
    expect(await api.db.outbox.pendingCount()).toBe(1)
  })

  it('serves construction media', async () => {
    const res = await api.post('/nodejs/get-construction', {})
    expect(((await res.json()) as { full: unknown[] }).full).toHaveLength(20)
  })
})
