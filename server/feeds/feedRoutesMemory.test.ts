// What the feed routes keep in memory, on a catalogue of twelve flats and a live store of our own:
// one build for requests that arrive together, the flats re-read only when the live data moved,
// the last listing served through a database hiccup, and the headers a portal's crawler reads.
import { Hono } from 'hono'
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { generateCatalogue } from '../catalogue/catalogue'
import { resortModel } from '../catalogue/resort'
import type { LiveCatalogueStore, LiveFlat } from '../db/liveCatalogue'
import { type FeedsConfig, readFeedsConfig } from './feedConfig'
import { type FeedCatalogue, feedCatalogue } from './feedCatalogue'
import { type FeedRouteDeps, mountFeedRoutes } from './feedRoutes'
import { FEED_ENV } from './testFeeds'

const config = readFeedsConfig(FEED_ENV)!
const whole = feedCatalogue(generateCatalogue(), resortModel().layouts.all(), config)
const catalogue: FeedCatalogue = { ...whole, flats: new Map([...whole.flats].slice(0, 12)) }
const BUILT_AT = new Date('2026-01-15T10:00:00.500Z')
const URL_ = '/feeds/yandex-realty.xml'

/** The live data as the routes see it: a version, the rows, and a switch that breaks the database. */
let live: { version: number; rows: LiveFlat[]; broken: boolean; reads: number; checks: number }
let logs: string[]
let errors: string[]

afterEach(() => {
  vi.useRealTimers()
})

beforeEach(() => {
  live = {
    version: 1,
    rows: [...catalogue.flats.values()].map((f, i) => ({
      alt: f.alt,
      building: f.building,
      number: f.number,
      area: f.area,
      status: 1,
      price: 20_000_000 + i,
      updatedAt: '2026-01-15T09:00:00.000Z',
    })),
    broken: false,
    reads: 0,
    checks: 0,
  }
  logs = []
  errors = []
})

interface RouteOptions {
  checkIntervalMs?: number
  settings?: FeedsConfig
  now?: () => Date
  compress?: FeedRouteDeps['compress']
}

function routes({
  checkIntervalMs = 0,
  settings = config,
  now = () => BUILT_AT,
  compress,
}: RouteOptions = {}) {
  const store = {
    version: async () => {
      live.checks++
      if (live.broken) throw new Error('database is locked')
      return live.version
    },
    rows: async () => {
      live.reads++
      return live.rows
    },
  } as unknown as LiveCatalogueStore
  const app = new Hono()
  app.onError((error, c) => {
    errors.push(String(error))
    return c.text('Internal Server Error', 500)
  })
  mountFeedRoutes(app, {
    config: settings,
    catalogue,
    live: store,
    checkIntervalMs,
    log: (line) => logs.push(line),
    now,
    ...(compress && { compress }),
  })
  return app
}

const get = (app: Hono, path = URL_, headers: Record<string, string> = {}) =>
  app.request(path, { headers })
const builds = () => logs.filter((line) => line.startsWith('feeds: built')).length
const reprice = () => {
  live.version++
  live.rows = live.rows.map((r, i) => (i === 0 ? { ...r, price: r.price + 1 } : r))
}

describe('the feed routes', () => {
  it('build a feed once for requests that arrive together', async () => {
    const app = routes()
    const answers = await Promise.all([get(app), get(app), get(app)])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(new Set(answers.map((a) => a.headers.get('etag'))).size).toBe(1)
    expect(builds()).toBe(1)
    expect(logs).toEqual([
      `feeds: built yandex-realty, 12 flats on sale, ${(await answers[0]!.arrayBuffer()).byteLength} bytes`,
    ])
  })

  it('read the flats again only after the check interval, and only when the live data moved', async () => {
    const slow = routes({ checkIntervalMs: 60_000 })
    const first = (await get(slow)).headers.get('etag')
    reprice()
    expect((await get(slow)).headers.get('etag')).toBe(first)
    expect(live.reads).toBe(1)

    const quick = routes()
    const before = (await get(quick)).headers.get('etag')
    expect((await get(quick)).headers.get('etag')).toBe(before)
    expect(live.reads).toBe(2) // the same version: the rows are not read again
    reprice()
    expect((await get(quick)).headers.get('etag')).not.toBe(before)
    expect(live.reads).toBe(3)
  })

  it('serve the last listing while the database fails, and fail without one', async () => {
    const app = routes()
    live.broken = true
    expect((await get(app)).status).toBe(500)
    expect(errors).toEqual(['Error: database is locked'])
    live.broken = false
    const etag = (await get(app)).headers.get('etag')
    live.broken = true
    const during = await get(app)
    expect(during.status).toBe(200)
    expect(during.headers.get('etag')).toBe(etag)
  })

  it('date the feed by its build, vary by encoding, and send Brotli to a crawler that takes it', async () => {
    const app = routes()
    const plain = await get(app)
    expect(plain.headers.get('last-modified')).toBe('Thu, 15 Jan 2026 10:00:00 GMT')
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect(plain.headers.get('content-encoding')).toBeNull()
    const br = await get(app, URL_, { 'Accept-Encoding': 'br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('etag')).toBe(plain.headers.get('etag'))
    const gz = await get(app, URL_, { 'Accept-Encoding': 'gzip' })
    const text = await plain.text()
    expect(text).toContain('<realty-feed')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text)
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text)
  })

  it('judge a conditional request by its ETag before its date', async () => {
    const app = routes()
    const since = (await get(app)).headers.get('last-modified')!
    // The build's second, though the build was half a second into it.
    expect((await get(app, URL_, { 'If-Modified-Since': since })).status).toBe(304)
    const earlier = 'Thu, 15 Jan 2026 09:59:59 GMT'
    expect((await get(app, URL_, { 'If-Modified-Since': earlier })).status).toBe(200)
    const stale = { 'If-None-Match': 'W/"an-older-listing"', 'If-Modified-Since': since }
    expect((await get(app, URL_, stale)).status).toBe(200)
  })

  it('check the live version again once the interval has passed, to the millisecond', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-15T10:00:00.000Z'))
    const app = routes({ checkIntervalMs: 60_000 })
    await get(app)
    expect(live.checks).toBe(1)
    vi.setSystemTime(new Date('2026-01-15T10:00:59.999Z'))
    await get(app)
    expect(live.checks).toBe(1)
    vi.setSystemTime(new Date('2026-01-15T10:01:00.000Z'))
    await get(app)
    expect(live.checks).toBe(2)
  })

  it('build again after a build that failed', async () => {
    let clockBroken = true
    const app = routes({
      now: () => {
        if (clockBroken) throw new Error('no clock')
        return BUILT_AT
      },
    })
    expect((await get(app)).status).toBe(500)
    clockBroken = false
    expect((await get(app)).status).toBe(200)
  })

  it('serve only the feeds that are on', async () => {
    const app = routes({ settings: { ...config, cian: null } })
    expect((await get(app)).status).toBe(200)
    expect((await get(app, '/feeds/cian.xml')).status).toBe(404)
  })

  it('change the ETag with a house id', async () => {
    const etag = (await get(routes())).headers.get('etag')
    const houseIds = new Map(config.yandex!.houseIds).set(11, '3999999')
    const moved = { ...config, yandex: { ...config.yandex!, houseIds } }
    expect((await get(routes({ settings: moved }))).headers.get('etag')).not.toBe(etag)
  })
})

/**
 * Compression whose end each test decides for the first two builds (a price list landing while a
 * feed is being compressed): they end in the order a test asks, or fail. A third compresses at
 * once, so a build too many is counted, not waited for.
 */
function heldCompression() {
  const held: { finish: () => void; fail: () => void }[] = []
  let calls = 0
  const compressed = (xml: Buffer): [Uint8Array, Uint8Array] => [
    gzipSync(xml),
    brotliCompressSync(xml),
  ]
  const compress = (xml: Buffer) => {
    calls++
    if (held.length === 2) return Promise.resolve(compressed(xml))
    return new Promise<[Uint8Array, Uint8Array]>((resolve, reject) => {
      held.push({
        finish: () => resolve(compressed(xml)),
        fail: () => reject(new Error('out of memory')),
      })
    })
  }
  const started = (n: number) => vi.waitFor(() => expect(held).toHaveLength(n))
  return { held, compress, started, builds: () => calls }
}

describe('two listings built at once', () => {
  it('keep the newer when the older build ends after it', async () => {
    const { held, compress, started, builds: compressions } = heldCompression()
    const app = routes({ compress })
    const older = get(app)
    await started(1)
    reprice()
    const newer = get(app)
    await started(2)
    held[1]?.finish()
    const tag = (await newer).headers.get('etag')
    held[0]?.finish()
    expect((await older).headers.get('etag')).not.toBe(tag)
    // The newer listing is answered from memory, not built a third time.
    expect((await get(app)).headers.get('etag')).toBe(tag)
    expect(compressions()).toBe(2)
  })

  it('keep the newer when the older build fails after it started', async () => {
    const { held, compress, started, builds: compressions } = heldCompression()
    const app = routes({ compress })
    const older = get(app)
    await started(1)
    reprice()
    const newer = get(app)
    await started(2)
    held[0]?.fail()
    expect((await older).status).toBe(500)
    held[1]?.finish()
    const tag = (await newer).headers.get('etag')
    expect((await get(app)).headers.get('etag')).toBe(tag)
    expect(compressions()).toBe(2)
  })
  it('keep the newer when the older build fails after the newer has ended', async () => {
    const { held, compress, started, builds: compressions } = heldCompression()
    const app = routes({ compress })
    const older = get(app)
    await started(1)
    reprice()
    const newer = get(app)
    await started(2)
    held[1]?.finish()
    const tag = (await newer).headers.get('etag')
    held[0]?.fail()
    expect((await older).status).toBe(500)
    expect((await get(app)).headers.get('etag')).toBe(tag)
    expect(compressions()).toBe(2)
  })
})

describe('the plan image routes', () => {
  it('let a PNG be cached a day, and answer 304 with its ETag', async () => {
    const app = routes()
    const plan = [...catalogue.flats.values()][0]!.plan
    const image = await get(app, `/feeds/plans/${plan}.png`)
    expect(image.status).toBe(200)
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400')
    const etag = image.headers.get('etag')!
    const again = await get(app, `/feeds/plans/${plan}.png`, { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toBe('public, max-age=86400')
  })

  it('keep no 404 for an unknown plan, nor serve a plan under another extension', async () => {
    const missing = await get(routes(), '/feeds/plans/Z-9E-999.png')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    expect(await missing.text()).toBe('Not Found')
    const plan = [...catalogue.flats.values()][0]!.plan
    expect((await get(routes(), `/feeds/plans/${plan}.jpg`)).status).toBe(404)
  })
})
