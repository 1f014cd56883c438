import zlib from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { HydraData } from '../../engine/types'
import { HYDRA_CACHE_CONTROL } from './hydraData'
import { openTestApi, type TestApi } from './testApi'

let api: TestApi
beforeEach(async () => {
  api = await openTestApi()
})
afterEach(async () => {
  await api.close()
})

const get = (headers: Record<string, string> = {}) =>
  api.app.request('/api/hydra/data', { headers })

describe('GET /api/hydra/data', () => {
  it('answers the four collections and common.all from catalogue and live state', async () => {
    const res = await get()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('cache-control')).toBe(HYDRA_CACHE_CONTROL)
    expect(res.headers.get('content-encoding')).toBeNull()
    const data = (await res.json()) as HydraData
    expect(Object.keys(data.apartments)).toHaveLength(22) // 12 + 6 + 4
    // 22 flats, minus 11-1-1-1 (status 0): 21 selectable.
    expect(data.common.all).toMatchObject({ total: 22, count: 21 })
    expect(data.buildings['11']).toEqual({ alt: '11', b: 11, count: 11 })
    expect(data.floors['11-1-1']?.count).toBe(1)
    expect(data.apartments['11-1-1-2']?.st).toBe(2)
    expect(Date.parse(data.common.all.updatedAt)).not.toBeNaN()
  })

  it.each([
    ['br', 'br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip, deflate', 'gzip', (b: Buffer) => zlib.gunzipSync(b)],
    ['br;q=0, gzip;q=0.5', 'gzip', (b: Buffer) => zlib.gunzipSync(b)],
  ])('compresses once for Accept-Encoding %j -> %s', async (accept, encoding, decode) => {
    const plain = Buffer.from(await (await get()).arrayBuffer())
    const res = await get({ 'Accept-Encoding': accept })
    expect(res.headers.get('content-encoding')).toBe(encoding)
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    const body = Buffer.from(await res.arrayBuffer())
    expect(body.length).toBeLessThan(plain.length)
    expect(decode(body).equals(plain)).toBe(true)
  })

  it('answers 304 to a matching If-None-Match, for any encoding of the same version', async () => {
    const first = await get({ 'Accept-Encoding': 'gzip' })
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]+-gz"$/) // strong, one tag per encoding
    const again = await get({ 'If-None-Match': etag, 'Accept-Encoding': 'gzip' })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe('')
    const identity = await get({ 'If-None-Match': `W/${etag}, "other"` })
    expect(identity.status).toBe(304)
    const stale = await get({ 'If-None-Match': '"not-this-one"' })
    expect(stale.status).toBe(200)
  })

  it('changes body and ETag when live state changes in the database', async () => {
    const before = await get()
    const etag = before.headers.get('etag')!
    await api.db.live.apply([{ alt: '11-1-1-1', status: 1, price: 55_000_000 }])
    const after = await get({ 'If-None-Match': etag })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
    const data = (await after.json()) as HydraData
    expect(data.apartments['11-1-1-1']).toMatchObject({ st: 1, tc: 55_000_000 })
    expect(data.common.all.count).toBe(22)
  })

  it('serves repeated requests from one cached serialisation', async () => {
    const a = await get({ 'Accept-Encoding': 'br' })
    const b = await get({ 'Accept-Encoding': 'br' })
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'))
    expect(api.logs.filter((l) => l.startsWith('hydra: built'))).toHaveLength(1)
  })
})
