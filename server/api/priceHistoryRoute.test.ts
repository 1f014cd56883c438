// GET /api/flats/{alt}/price-history on the test engine: a seeded flat answers with no changes and
// the date its price is known since, revalidates to a 304 until the price moves, and anything that
// is not a flat of the catalogue is a JSON 404, never a 500.

import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { FlatPriceHistory } from '../../engine/priceHistory'
import { openTestApi, type TestApi } from './testApi'

let api: TestApi
beforeEach(async () => {
  api = await openTestApi()
})
afterEach(async () => {
  await api.close()
})

const get = (alt: string, headers: Record<string, string> = {}) =>
  api.app.request(`/api/flats/${alt}/price-history`, { headers })

describe('GET /api/flats/{alt}/price-history', () => {
  it('answers a seeded flat with its price, no changes and the date it is known since', async () => {
    const live = (await api.db.live.rows()).find((f) => f.alt === '21-1-1-2')!
    const res = await get('21-1-1-2')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.headers.get('cache-control')).toContain('max-age=')
    expect((await res.json()) as FlatPriceHistory).toEqual({
      alt: '21-1-1-2',
      status: live.status,
      price: live.price,
      since: live.updatedAt,
      changes: [],
    })
  })

  it('revalidates to a 304 until a change lands, then sends the new history', async () => {
    const first = await get('21-1-1-2')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await get('21-1-1-2', { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')

    await api.db.live.apply(
      [{ alt: '21-1-1-2', status: 1, price: 27_000_000 }],
      new Date('2026-11-25T09:30:00Z'),
    )
    const changed = await get('21-1-1-2', { 'If-None-Match': etag })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    const body = (await changed.json()) as FlatPriceHistory
    expect(body.changes).toEqual([
      { at: '2026-11-25T09:30:00.000Z', from: expect.any(Number), to: 27_000_000 },
    ])
    expect(body.since).toBe('2026-11-25T09:30:00.000Z')
  })

  it('compresses when asked', async () => {
    const res = await get('21-1-1-2', { 'Accept-Encoding': 'br, gzip' })
    expect(res.status).toBe(200)
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
  })

  it.each([
    ['99-9-9-9', 'a flat the catalogue lacks'],
    ['11-1-1', 'a floor'],
    ['11-1-1-1-1', 'five parts'],
    ['011-1-1-1', 'a leading zero'],
    ['abc', 'letters'],
    ['11-1-1-1%00', 'a NUL byte'],
    ['%2011-1-1-1', 'a leading space'],
    [`${'9'.repeat(9)}-1-1-1`, 'a huge building number'],
    ['1'.repeat(500), 'a very long id'],
  ])('answers %j (%s) with a JSON 404', async (alt) => {
    const res = await get(alt)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: 'not_found' })
  })
})
