// GET /feeds/yandex-realty.xml, GET /feeds/cian.xml and the plan images they link to. The flats on
// sale are re-read when the live-data version moves (at most every `checkIntervalMs`); a feed is
// rebuilt and compressed only when what it prints changes, and answered from memory otherwise.
// Its ETag hashes the listed flats' ids, statuses, prices and change times, the config and the
// format version: a price list changes it exactly when it changes a flat the feed lists.

import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Context, Hono } from 'hono'
import type { LiveCatalogueStore } from '../db/liveCatalogue'
import { type Encoding, matchesIfNoneMatch, negotiateEncoding } from '../http/contentEncoding'
import { cianFeed } from './cian'
import type { FeedName, FeedsConfig } from './feedConfig'
import type { FeedCatalogue } from './feedCatalogue'
import { PLAN_IMAGE_PATH } from './feedText'
import { type OnSaleSelection, selectOnSale } from './onSale'
import { planImages } from './planImages'
import { type FeedBuild, yandexRealtyFeed } from './yandexRealty'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

interface FeedFormat {
  path: string
  /** Bump when the output changes for the same data, so cached copies are fetched again. */
  version: string
  build: (input: FeedBuild) => string
}

export const FEED_FORMATS: Record<FeedName, FeedFormat> = {
  'yandex-realty': { path: '/feeds/yandex-realty.xml', version: 'yrl-1', build: yandexRealtyFeed },
  cian: { path: '/feeds/cian.xml', version: 'cian-2-1', build: cianFeed },
}

/** Portals poll on their own schedule; every poll revalidates, so a price list shows at once. */
export const FEED_CACHE_CONTROL = 'no-cache'

export interface FeedRouteDeps {
  config: FeedsConfig
  catalogue: FeedCatalogue
  live: LiveCatalogueStore
  checkIntervalMs: number
  log: (line: string) => void
  now?: () => Date
  /** A feed's XML as gzip and Brotli; zlib's by default (a test orders two builds' ends by it). */
  compress?: (xml: Buffer) => Promise<[Uint8Array, Uint8Array]>
}

// Stryker disable next-line ObjectLiteral: gzip's level changes only the size, which the bench measures
const compressFeed = (xml: Buffer) => Promise.all([gzip(xml, { level: 9 }), brotli(xml)])

interface FeedBody {
  /** The opaque part of the weak ETag: the same data and config always give the same tag. */
  tag: string
  builtAt: Date
  count: number
  bodies: Record<Encoding, Uint8Array<ArrayBuffer>>
}

export function enabledFeeds(config: FeedsConfig): FeedName[] {
  return (Object.keys(FEED_FORMATS) as FeedName[]).filter((name) =>
    name === 'cian' ? config.cian !== null : config.yandex !== null,
  )
}

export function mountFeedRoutes(app: Hono, deps: FeedRouteDeps): void {
  const now = deps.now ?? (() => new Date())
  const onSale = onSaleCache(deps)
  const configKey = JSON.stringify(deps.config, (_key, value: unknown) =>
    value instanceof Map ? [...value] : value,
  )

  for (const name of enabledFeeds(deps.config)) {
    const feed = feedBody(name, deps, configKey, now)
    app.get(FEED_FORMATS[name].path, async (c) => answer(c, await feed(await onSale())))
  }

  const images = planImages(deps.catalogue.layouts)
  app.get(`${PLAN_IMAGE_PATH}:file`, async (c) => {
    const file = c.req.param('file')
    const image = file.endsWith('.png') ? images.get(file.slice(0, -'.png'.length)) : null
    if (!image) return c.text('Not Found', 404, { 'Cache-Control': 'no-store' })
    const { body, etag } = await image
    const headers = { ETag: etag, 'Cache-Control': 'public, max-age=86400' }
    if (matchesIfNoneMatch(c.req.header('if-none-match'), [etag])) return c.body(null, 304, headers)
    return c.body(body, 200, { ...headers, 'Content-Type': 'image/png' })
  })
}

/** One feed's body for a listing: the last one while the listing is the same, else built anew. */
function feedBody(
  name: FeedName,
  deps: FeedRouteDeps,
  configKey: string,
  now: () => Date,
): (selection: OnSaleSelection) => Promise<FeedBody> {
  const format = FEED_FORMATS[name]
  let current: FeedBody | undefined
  let pending: { tag: string; body: Promise<FeedBody> } | undefined

  async function build(tag: string, selection: OnSaleSelection): Promise<FeedBody> {
    const builtAt = now()
    const xml = Buffer.from(
      format.build({
        config: deps.config,
        selection,
        listedSince: deps.catalogue.listedSince,
        now: builtAt.toISOString(),
      }),
    )
    const [gz, br] = await (deps.compress ?? compressFeed)(xml)
    const body: FeedBody = {
      tag,
      builtAt,
      count: selection.flats.length,
      bodies: { identity: new Uint8Array(xml), gzip: new Uint8Array(gz), br: new Uint8Array(br) },
    }
    deps.log(`feeds: built ${name}, ${body.count} flats on sale, ${xml.length} bytes`)
    return body
  }

  return async (selection) => {
    const hash = createHash('sha256')
      .update(`${format.version}\n${configKey}\n${selection.fingerprint}`)
      .digest('base64url')
    const tag = `"${hash.slice(0, 27)}"`
    if (current?.tag === tag) return current
    // Requests for one listing share its build; a newer listing starts its own.
    if (pending?.tag !== tag) {
      const body = build(tag, selection)
      pending = { tag, body }
      body.then(
        (built) => {
          if (pending?.body === body) {
            current = built
            pending = undefined
          }
        },
        () => {
          if (pending?.body === body) pending = undefined
        },
      )
    }
    return pending.body
  }
}

function answer(c: Context, feed: FeedBody): Response {
  const encoding = negotiateEncoding(c.req.header('accept-encoding'))
  const headers: Record<string, string> = {
    // Weak: a restart regenerates the same listing with a new generation date.
    ETag: `W/${feed.tag}`,
    'Last-Modified': feed.builtAt.toUTCString(),
    'Cache-Control': FEED_CACHE_CONTROL,
    Vary: 'Accept-Encoding',
  }
  const ifNoneMatch = c.req.header('if-none-match')
  const since = Date.parse(c.req.header('if-modified-since') ?? '')
  const unchanged = ifNoneMatch
    ? matchesIfNoneMatch(ifNoneMatch, [feed.tag])
    : Math.floor(feed.builtAt.getTime() / 1000) * 1000 <= since
  if (unchanged) return c.body(null, 304, headers)
  headers['Content-Type'] = 'application/xml; charset=utf-8'
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding
  return c.body(feed.bodies[encoding], 200, headers)
}

/** The flats on sale, re-read only when the live-data version has moved. */
function onSaleCache(deps: FeedRouteDeps): () => Promise<OnSaleSelection> {
  let current: { version: number; selection: OnSaleSelection } | undefined
  let checkedAt = Number.NEGATIVE_INFINITY
  let inFlight: Promise<OnSaleSelection> | undefined

  async function refresh(): Promise<OnSaleSelection> {
    const version = await deps.live.version()
    checkedAt = Date.now()
    if (current?.version === version) return current.selection
    // Version first: rows newer than it only make the next poll rebuild once more.
    const selection = selectOnSale(deps.catalogue, await deps.live.rows())
    current = { version, selection }
    return selection
  }

  return async () => {
    if (current && Date.now() - checkedAt < deps.checkIntervalMs) return current.selection
    inFlight ??= refresh().finally(() => {
      inFlight = undefined
    })
    try {
      return await inFlight
    } catch (error) {
      // A database hiccup serves the last listing rather than an error the portal would log.
      if (current) return current.selection
      throw error
    }
  }
}
