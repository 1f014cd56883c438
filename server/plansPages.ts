// A plans link (`/plans?building=11&section=1&floor=2&flat=2`) rendered at its place (issue 17).
// The prerendered /plans is the master plan, so a shared flat link used to paint the master plan,
// hydrate, fetch the catalogue and only then show the flat: 4.5 s to its plan on a phone. Here the
// server renders the linked level with the building's slice of the live catalogue
// (engine/hydraSeed.ts), which the page hydrates from, and finishes the HTML as postbuild finishes
// a prerendered page: critical CSS inlined, scripts deferred until idle. Pages are kept per link
// and data version, so a link costs one render until a flat's status or price changes. A link
// without a building the catalogue has, or any failure here, gets the prerendered page instead.
// Environment: server.

import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { hydraSeed } from '../engine/hydraSeed'
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
  /** Links kept (one page each, about 15 KB compressed in three encodings). */
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

export function plansPages(deps: PlansPagesDeps) {
  const render = deps.render ?? renderAt
  const finish = criticalCss(deps.clientDir)
  const capacity = deps.capacity ?? 500
  const log = deps.log ?? (() => {})
  /** Insertion order is use order: a hit moves its entry to the end, the oldest goes first. */
  const pages = new Map<string, Promise<PlansPage | null>>()
  let failures = 0

  async function build(data: HydraData, url: string, search: string): Promise<PlansPage | null> {
    const seed = hydraSeed(data, search)
    if (!seed) return null
    // Headers do not change the page (the locale is in the path); none are passed on.
    const rendered = await render(url, {}, { hydraSeed: seed })
    if (rendered.status !== 200) return null
    const html = deferHydration(await finish(rendered.body))
    const [br, gz] = await Promise.all([
      brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip(html, { level: 6 }),
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

  return {
    /** The page for a plans link, or null to serve the prerendered one. */
    async get(pathname: string, search: string): Promise<PlansPage | null> {
      if (!PLANS_PATHS.has(pathname) || !/[?&]building=/.test(search)) return null
      let body: HydraBody
      try {
        body = await deps.hydra.get()
      } catch {
        return null
      }
      const key = `${body.etags.identity} ${pathname}${search}`
      let page = pages.get(key)
      if (page) {
        pages.delete(key)
        deps.stats?.hit(pages.size + 1)
      } else {
        deps.stats?.render(pages.size + 1)
        page = build(body.data, `${pathname}${search}`, search)
          .catch((error: unknown) => {
            if (failures++ < 5)
              log(`plans: rendering ${pathname} failed: ${String(error).slice(0, 200)}`)
            return null
          })
          .then((built) => {
            // Only pages are kept: a link without one (or a failure) is tried afresh next time.
            if (!built) pages.delete(key)
            return built
          })
      }
      pages.set(key, page)
      while (pages.size > capacity) {
        const oldest = pages.keys().next().value
        if (oldest === undefined) break
        pages.delete(oldest)
      }
      return page
    },
  }
}

export type PlansPages = ReturnType<typeof plansPages>
