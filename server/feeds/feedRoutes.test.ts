import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HELP, importPrices } from '../cli/import-prices'
import { runTool } from '../cli/toolRunner'
import { captureIo } from '../cli/toolTestIo'
import type { LiveFlat } from '../db/liveCatalogue'
import { FEED_ENV, openTestFeeds, ORIGIN, type TestFeeds } from './testFeeds'

let feeds: TestFeeds
beforeEach(async () => {
  feeds = await openTestFeeds()
})
afterEach(async () => {
  await feeds.close()
})

const FEEDS = ['/feeds/yandex-realty.xml', '/feeds/cian.xml'] as const

/** Runs the sales team's price-list tool on `rows`, as `npm run prices:import` would. */
async function importPriceList(rows: string[]): Promise<void> {
  const file = path.join(feeds.config.dataDir, `prices-${Date.now()}.csv`)
  fs.writeFileSync(file, ['alt;status;price', ...rows].join('\n'))
  const io = captureIo(feeds.config)
  expect(await runTool(HELP, importPrices, [file], io)).toBe(0)
}

async function flats(): Promise<{ onSale: LiveFlat[]; booked: LiveFlat[] }> {
  const rows = await feeds.db.live.rows()
  return { onSale: rows.filter((r) => r.status === 1), booked: rows.filter((r) => r.status === 2) }
}

describe.each(FEEDS)('GET %s', (url) => {
  it('is XML with a weak ETag, revalidated on every poll, and 304 on If-None-Match', async () => {
    const first = await feeds.get(url)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/)
    const again = await feeds.get(url, { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    // A strong form of the same tag matches too: If-None-Match compares weakly.
    expect((await feeds.get(url, { 'If-None-Match': etag.slice(2) })).status).toBe(304)
    const since = first.headers.get('last-modified')!
    expect((await feeds.get(url, { 'If-Modified-Since': since })).status).toBe(304)
    // Built once: every answer above came from memory.
    expect(feeds.logs.filter((line) => line.startsWith('feeds: built'))).toHaveLength(1)
  })

  it('changes, with its ETag, when a price list changes a listed flat', async () => {
    const before = await feeds.get(url)
    const etag = before.headers.get('etag')!
    const body = await before.text()
    const { onSale, booked } = await flats()
    const [repriced, sold] = onSale as [LiveFlat, LiveFlat]
    const returning = booked[0]!
    await importPriceList([
      `${repriced.alt};;${repriced.price + 1_000_000}`,
      `${sold.alt};sold;`,
      `${returning.alt};on sale;`,
    ])

    const after = await feeds.get(url, { 'If-None-Match': etag })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
    const text = await after.text()
    expect(text).not.toBe(body)
    expect(text).toContain(String(repriced.price + 1_000_000))
    expect(text).not.toContain(`>${sold.alt}<`) // CIAN's ExternalId
    expect(text).not.toContain(`"${sold.alt}"`) // Yandex's internal-id
    expect(text.includes(`>${returning.alt}<`) || text.includes(`"${returning.alt}"`)).toBe(true)
  })

  it('lists no flat whose price is on request: both portals require a price', async () => {
    // A flat on sale at price 0, as an imported building's enters the live catalogue.
    const [flat] = (await flats()).onSale as [LiveFlat]
    const listed = (text: string) =>
      text.includes(`>${flat.alt}<`) || text.includes(`"${flat.alt}"`)
    expect(listed(await (await feeds.get(url)).text())).toBe(true) // at its price, listed
    await feeds.db.live.forget([flat.alt])
    await feeds.db.live.seedMissing([{ ...flat, price: 0 }])
    const text = await (await feeds.get(url)).text()
    expect(listed(text)).toBe(false) // CIAN's ExternalId, Yandex's internal-id
    expect(text).not.toMatch(/<(value|Price)>0</)
  })

  it('keeps its ETag when the price list touches only flats it does not list', async () => {
    const etag = (await feeds.get(url)).headers.get('etag')!
    const { booked } = await flats()
    await importPriceList([`${booked[0]!.alt};;${booked[0]!.price + 500_000}`])
    expect((await feeds.get(url, { 'If-None-Match': etag })).status).toBe(304)
  })

  it('keeps its ETag across a restart and changes it with the settings', async () => {
    const etag = (await feeds.get(url)).headers.get('etag')
    for (const [change, same] of [
      [{}, true],
      [{ FEEDS_PHONE: '+78120000000' }, false],
    ] as const) {
      const other = await openTestFeeds({ ...FEED_ENV, ...change })
      try {
        expect((await other.get(url)).headers.get('etag') === etag).toBe(same)
      } finally {
        await other.close()
      }
    }
  })

  it('is compressed for a crawler that accepts gzip', async () => {
    const plain = await (await feeds.get(url)).text()
    const gz = await feeds.get(url, { 'Accept-Encoding': 'gzip' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    const bytes = new Uint8Array(await gz.arrayBuffer())
    expect(bytes.length).toBeLessThan(plain.length / 5)
  })
})

describe('plan images the feeds link to', () => {
  it('serve a PNG at the absolute URL each offer gives', async () => {
    const xml = await (await feeds.get('/feeds/yandex-realty.xml')).text()
    const src = /<image tag="plan">([^<]+)<\/image>/.exec(xml)?.[1]
    expect(src?.startsWith(`${ORIGIN}/feeds/plans/`)).toBe(true)
    const image = await feeds.get(new URL(src!).pathname)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    const png = new Uint8Array(await image.arrayBuffer())
    expect([...png.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG')
    // IHDR width, bytes 16-19: the portals' size, not the site's 300 px thumbnail.
    expect(new DataView(png.buffer).getUint32(16)).toBe(1200)
    const etag = image.headers.get('etag')!
    expect((await feeds.get(new URL(src!).pathname, { 'If-None-Match': etag })).status).toBe(304)
  })

  it.each(['/feeds/plans/Z-9E-999.png', '/feeds/plans/A-ST-27.svg'])(
    'answer 404 for %s',
    async (p) => {
      expect((await feeds.get(p)).status).toBe(404)
    },
  )
})

describe('switched off', () => {
  it('serves no feed and no plan image', async () => {
    const off = await openTestFeeds({})
    try {
      for (const url of [...FEEDS, '/feeds/plans/A-ST-27.png'])
        expect((await off.get(url)).status).toBe(404)
    } finally {
      await off.close()
    }
  })

  it('serves only the portal that is on', async () => {
    const cianOnly = await openTestFeeds({ ...FEED_ENV, FEEDS: 'cian' })
    try {
      expect((await cianOnly.get('/feeds/cian.xml')).status).toBe(200)
      expect((await cianOnly.get('/feeds/yandex-realty.xml')).status).toBe(404)
    } finally {
      await cianOnly.close()
    }
  })
})
