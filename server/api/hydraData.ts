// GET /api/hydra/data: the catalogue's static flats merged with live status and price, serialised
// and compressed once per data version and then served from memory, so a 200 or a 304 costs a
// header compare. The live version is re-read at most every `checkIntervalMs`.

import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Hono } from 'hono'
import type { Alt, HydraData, Status } from '../../engine/types'
import type { LiveCatalogueStore } from '../db/liveCatalogue'
import { type Encoding, matchesIfNoneMatch, negotiateEncoding } from '../http/contentEncoding'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** The catalogue generator bound to its data: static flats in, live state merged. */
export interface CatalogueSource {
  /** Flat alts of the catalogue, for validating the flats a form names. */
  hasFlat(alt: Alt): boolean
  toHydraData(live: Map<Alt, { st: Status; tc: number }>): HydraData
}

/** Binds the generator's output to its `toHydraData`: `bindCatalogue(generateCatalogue(), toHydraData)`. */
export function bindCatalogue<C extends { apartments: readonly { alt: Alt }[] }>(
  catalogue: C,
  toHydraData: (catalogue: C, live?: Map<Alt, { st: Status; tc: number }>) => HydraData,
): CatalogueSource {
  const alts = new Set(catalogue.apartments.map((a) => a.alt))
  return { hasFlat: (alt) => alts.has(alt), toHydraData: (live) => toHydraData(catalogue, live) }
}

export interface HydraBody {
  liveVersion: number
  /** The parsed catalogue the bodies encode (server-rendered plans pages read it). */
  data: HydraData
  bodies: Record<Encoding, Uint8Array<ArrayBuffer>>
  etags: Record<Encoding, string>
}

export const HYDRA_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60'

export function hydraDataCache(deps: {
  live: LiveCatalogueStore
  catalogue: CatalogueSource
  checkIntervalMs: number
  log: (line: string) => void
}) {
  let current: HydraBody | undefined
  let checkedAt = Number.NEGATIVE_INFINITY
  let inFlight: Promise<HydraBody> | undefined

  async function refresh(): Promise<HydraBody> {
    const version = await deps.live.version()
    checkedAt = Date.now()
    if (current && current.liveVersion === version) return current
    const snapshot = await deps.live.snapshot()
    const data = deps.catalogue.toHydraData(snapshot.flats)
    if (snapshot.updatedAt) data.common.all.updatedAt = snapshot.updatedAt
    const identity = Buffer.from(JSON.stringify(data))
    const [gz, br] = await Promise.all([
      gzip(identity, { level: 9 }),
      brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    ])
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22)
    // One tag per encoding: strong validators must differ when the bytes differ.
    current = {
      liveVersion: snapshot.version,
      data,
      // Copied once per version into plain Uint8Arrays, which Response bodies take without a copy.
      bodies: {
        identity: new Uint8Array(identity),
        gzip: new Uint8Array(gz),
        br: new Uint8Array(br),
      },
      etags: { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` },
    }
    deps.log(
      `hydra: built live version ${snapshot.version}, ${identity.length} bytes, br ${br.length}`,
    )
    return current
  }

  return {
    async get(): Promise<HydraBody> {
      if (current && Date.now() - checkedAt < deps.checkIntervalMs) return current
      inFlight ??= refresh().finally(() => {
        inFlight = undefined
      })
      try {
        return await inFlight
      } catch (error) {
        // A database hiccup serves the last good data rather than nothing.
        if (current) return current
        throw error
      }
    },
  }
}

export type HydraDataCache = ReturnType<typeof hydraDataCache>

export function mountHydraRoute(app: Hono, cache: HydraDataCache): void {
  app.get('/api/hydra/data', async (c) => {
    const body = await cache.get()
    const encoding = negotiateEncoding(c.req.header('accept-encoding'))
    const headers: Record<string, string> = {
      ETag: body.etags[encoding],
      'Cache-Control': HYDRA_CACHE_CONTROL,
      Vary: 'Accept-Encoding',
    }
    if (matchesIfNoneMatch(c.req.header('if-none-match'), Object.values(body.etags))) {
      return c.body(null, 304, headers)
    }
    headers['Content-Type'] = 'application/json; charset=utf-8'
    // Already encoded here: a compress middleware further out skips bodies with Content-Encoding.
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding
    return c.body(body.bodies[encoding], 200, headers)
  })
}
