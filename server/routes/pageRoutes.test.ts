// The page routes answer through the one negotiation: prerendered files and plans links alike
// honour q-values, If-None-Match lists and weak tags, and HEAD.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { readConfig } from '../config'
import type { PlansPages } from '../plansPages'

const client = mkdtempSync(path.join(tmpdir(), 'khvoya-routes-'))
const PAGE = '<!doctype html><title>Хвоя</title><p>plan</p>'
writeFileSync(path.join(client, 'index.html'), PAGE)
writeFileSync(path.join(client, 'index.html.br'), zlib.brotliCompressSync(PAGE))
writeFileSync(path.join(client, 'index.html.gz'), zlib.gzipSync(PAGE))
writeFileSync(path.join(client, 'robots.txt'), 'User-agent: *')
afterAll(() => rmSync(client, { recursive: true, force: true }))

const bytes = (s: string | Buffer) => new Uint8Array(Buffer.from(s))
const LINKED = '<!doctype html><title>11</title>'
const plans: PlansPages = {
  async get(pathname, search) {
    if (pathname !== '/plans' || !search.includes('building=')) return null
    return {
      etag: '"p-1"',
      policy: "script-src 'self'",
      html: bytes(LINKED),
      br: bytes(zlib.brotliCompressSync(LINKED)),
      gzip: bytes(zlib.gzipSync(LINKED)),
    }
  },
}
const rendered: string[] = []
const app = createApp({
  config: { ...readConfig({}), clientDir: client },
  plans,
  render: async (url) => {
    rendered.push(url)
    return { status: 404, body: '<!doctype html><title>404</title>', headers: [] }
  },
})
const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.request(url, { method, headers })

describe.each([
  ['a prerendered page', '/'],
  ['a plans link', '/plans?building=11'],
])('%s', (_, url) => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.1', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['', null],
  ])('Accept-Encoding %j -> %s', async (accept, encoding) => {
    const res = await get(url, { 'Accept-Encoding': accept })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Encoding')).toBe(encoding)
    expect(res.headers.get('Vary')).toBe('Accept-Encoding')
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/)
    if (encoding === null) expect(await res.text()).toMatch(/^<!doctype html>/)
  })

  it('revalidates by If-None-Match: the tag, its weak form, a list, or *', async () => {
    const etag = (await get(url)).headers.get('ETag') ?? ''
    expect(etag).toMatch(/^"/)
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(url, { 'If-None-Match': header })
      expect(res.status, header).toBe(304)
      expect(res.headers.get('ETag')).toBe(etag)
    }
    expect((await get(url, { 'If-None-Match': '"other"' })).status).toBe(200)
  })

  it('answers HEAD with the headers and no body', async () => {
    const res = await get(url, { 'Accept-Encoding': 'gzip' }, 'HEAD')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Encoding')).toBe('gzip')
    expect(await res.text()).toBe('')
  })
})

describe('the other page routes', () => {
  it('serves a file without a compressed copy as it is, whatever is accepted', async () => {
    const res = await get('/robots.txt', { 'Accept-Encoding': 'br, gzip' })
    expect(res.headers.get('Content-Encoding')).toBeNull()
    expect(await res.text()).toBe('User-agent: *')
  })

  it('redirects the root by the language cookie and non-canonical paths', async () => {
    const root = await get('/?utm_source=x', { Cookie: 'i18n_redirected=en' })
    expect([root.status, root.headers.get('Location')]).toEqual([302, '/en?utm_source=x'])
    const slash = await get('/plans/?building=11')
    expect(slash.status).toBe(301)
    expect(slash.headers.get('Location')).toBe('/plans?building=11')
  })

  it('renders an unknown page, answers a missing asset plainly, refuses other methods', async () => {
    rendered.length = 0
    expect((await get('/nowhere?x=1')).status).toBe(404)
    expect(rendered).toEqual(['/nowhere?x=1'])
    const asset = await get('/assets/missing.js')
    expect([asset.status, await asset.text()]).toEqual([404, 'Not Found'])
    expect(rendered).toHaveLength(1)
    expect((await get('/', {}, 'POST')).status).toBe(405)
    expect((await get('/plans/', {}, 'POST')).status).toBe(308)
  })
})
