// The plans page rendered at its place: the master plan (`/plans`) and a plans link
// (`/plans?building=11&section=1&floor=2&flat=2`). The prerendered /plans is the master plan with
// its list still to load, so a shared flat link used to paint the master plan, hydrate, fetch the
// catalogue and only then show the flat: 4.5 s to its plan on a phone; and the master plan itself
// showed placeholders where its buildings are listed until the catalogue came. Here the server
// renders the page with the place's slice of the live catalogue (engine/hydraSeed.ts), which the
// page hydrates from, and finishes the HTML as postbuild finishes a prerendered page: critical CSS
// inlined, scripts deferred until idle.
// A page is rendered at the canonical form of its query (engine/plansLinkQuery.ts) and kept,
// encoded, once per data version, locale and canonical query: every ad click carries its own yclid
// or utm_* marks, and they draw the same page, so they share one body, compressed once. The page
// never writes the visitor's own query into its HTML: where it repeats its query (the language
// link, the seed it hydrates from) that is the canonical one, which draws the same place and view,
// and the browser, which knows its own address, reads the rest from it. A link to a building the
// catalogue does not have, or any failure here, gets the prerendered page instead.
// Environment: server.

import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { hydraSeed } from '../engine/hydraSeed'
import { plansLinkQuery } from '../engine/plansLinkQuery'
import { LOCALES, localizePath } from '../engine/routes'
import type { HydraData } from '../engine/types'
import type { HydraBody, HydraDataCache } from './api/hydraData'
import { inlineScriptHashes } from './csp'
import { criticalCss } from './html/criticalCss'
import { deferHydration } from './html/deferHydration'
import { type RenderedPage, renderAt } from './pageRender'
import { contentSecurityPolicy } from './securityHeaders'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

export interface PlansPage {
  etag: string
  /** The page's Content-Security-Policy (its inline scripts' hashes). */
  policy: string
  html: Uint8Array<ArrayBuffer>
  br: Uint8Array<ArrayBuffer>
  gzip: Uint8Array<ArrayBuffer>
}

export interface PlansPagesDeps {
  hydra: HydraDataCache
  clientDir: string
  render?: (
    url: string,
    headers: Record<string, string>,
    init: Partial<Vike.PageContext>,
  ) => Promise<RenderedPage>
  log?: (line: string) => void
  /** Links kept (one page each, about 15 KB compressed in three encodings, whatever the
   * tracking marks of the visits to it). */
  capacity?: number
  /** Told of every cache hit and render with the entries held (the metrics). */
  stats?: { hit(size: number): void; render(size: number): void }
}

/** The paths of the plans page in every locale: '/plans', '/en/plans'. */
export const PLANS_PATHS: ReadonlySet<string> = new Set(
  LOCALES.map((locale) => localizePath('/plans', locale)),
)

/** A plain copy, which a Response body takes as it is. */
const bytes = (b: Buffer | string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(b))

/**
 * Encoded as postbuild encodes the prerendered pages: a page is encoded once per data version and
 * kept, and zlib works off the event loop. Brotli's best (11) took the Russian master plan from
 * 14.4 to 13.0 KB (about 75 ms of a pool thread), within a new connection's first round trip (10
 * packets, some 14.6 KB with the headers), where quality 6 needed a second one.
 */
async function encode(html: string): Promise<PlansPage> {
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
    gzip(html, { level: 9 }),
  ])
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 22)
  return {
    etag: `"p-${hash}"`,
    policy: contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) }),
    html: bytes(html),
    br: bytes(br),
    gzip: bytes(gz),
  }
}

/**
 * A map of promised pages that keeps the `capacity` most recently used (insertion order is use
 * order). Only pages are kept: a key whose promise gives null (no page, a failure) is tried afresh.
 */
function pageCache<T>(capacity: number, onUse?: (made: boolean, size: number) => void) {
  const entries = new Map<string, Promise<T | null>>()
  return (key: string, make: () => Promise<T | null>): Promise<T | null> => {
    let entry = entries.get(key)
    onUse?.(!entry, entries.size + (entry ? 0 : 1))
    if (entry) {
      entries.delete(key)
    } else {
      entry = make()
        .catch(() => null)
        .then((made) => {
          if (made === null) entries.delete(key)
          return made
        })
    }
    entries.set(key, entry)
    while (entries.size > capacity) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      entries.delete(oldest)
    }
    return entry
  }
}

export function plansPages(deps: PlansPagesDeps) {
  const render = deps.render ?? renderAt
  const finish = criticalCss(deps.clientDir)
  const log = deps.log ?? (() => {})
  /** Encoded pages by data version, path and canonical query. */
  const pages = pageCache<PlansPage>(deps.capacity ?? 500, (made, size) =>
    made ? deps.stats?.render(size) : deps.stats?.hit(size),
  )
  let failures = 0

  async function build(
    data: HydraData,
    pathname: string,
    query: string,
  ): Promise<PlansPage | null> {
    const seed = hydraSeed(data, query)
    if (!seed) return null
    // Headers do not change the page (the locale is in the path); none are passed on.
    const rendered = await render(`${pathname}${query}`, {}, { hydraSeed: seed })
    if (rendered.status !== 200) return null
    return encode(deferHydration(await finish(rendered.body)))
  }

  return {
    /** The plans page at its place, or null to serve the prerendered one. */
    async get(pathname: string, search: string): Promise<PlansPage | null> {
      if (!PLANS_PATHS.has(pathname)) return null
      let body: HydraBody
      try {
        body = await deps.hydra.get()
      } catch {
        return null
      }
      const version = body.etags.identity
      // Written by formatQuery, every value escaped: safe in a URL, the same for every spelling.
      const canonical = plansLinkQuery(search)
      const query = canonical ? `?${canonical}` : ''
      return pages(`${version} ${pathname}${query}`, () =>
        build(body.data, pathname, query).catch((error: unknown) => {
          if (failures++ < 5)
            log(`plans: rendering ${pathname} failed: ${String(error).slice(0, 200)}`)
          return null
        }),
      )
    },
  }
}

export type PlansPages = ReturnType<typeof plansPages>
