// The API (README.md, "API"), mounted by server/app.ts under the site root:
// GET /api/hydra/data, POST /nodejs/get-construction, POST /nodejs/get-folder-media and
// POST /api/forms/{callback,subscription,broker}, GET /api/sun-view/{alt}; the portal feeds
// under /feeds/ when switched on. No route lists leads, and none ever may.
// Environment: server.

import { Hono } from 'hono'
import type { ServerConfig } from '../config'
import type { KhvoyaDatabase } from '../db'
import type { FeedCatalogue } from '../feeds/feedCatalogue'
import { mountFeedRoutes } from '../feeds/feedRoutes'
import { leadFormSchemas } from '../leads/leadForms'
import { outboxTargets } from '../leads/leadOutbox'
import { mountFormsRoute } from './formsRoute'
import { formRateLimiter } from './formRateLimit'
import {
  type CatalogueSource,
  type HydraDataCache,
  hydraDataCache,
  mountHydraRoute,
} from './hydraData'
import { mountMediaRoutes } from './mediaRoutes'
import { mountPriceHistoryRoute } from './priceHistoryRoute'
import { mountSunViewRoute, type SunViewSource, sunViewFromFile } from './sunViewRoute'

export interface ApiDeps {
  config: ServerConfig
  db: KhvoyaDatabase
  catalogue: CatalogueSource
  /** Called after a new lead is committed; pass the outbox worker's `kick`. */
  onLeadStored?: (id: string) => void
  /** Log sink; lines never carry personal data. Defaults to console.log. */
  log?: (line: string) => void
  /** How often the live-data version is re-read for /api/hydra/data and the feeds. Default 1000 ms. */
  liveCheckMs?: number
  /** The flats' fixed facts for the portal feeds; required when `config.feeds` is set. */
  feeds?: FeedCatalogue
  /** The live-data cache, when the caller shares it (server-rendered plans pages); else made here. */
  hydra?: HydraDataCache
  /** Each flat's sun and view; defaults to the build's generated/sun-view.json. */
  sunView?: SunViewSource
}

export function createApi(deps: ApiDeps): Hono {
  const log = deps.log ?? ((line: string) => console.log(line))
  const app = new Hono()

  const cache =
    deps.hydra ??
    hydraDataCache({
      live: deps.db.live,
      catalogue: deps.catalogue,
      checkIntervalMs: deps.liveCheckMs ?? 1000,
      log,
    })
  mountHydraRoute(app, cache)
  mountMediaRoutes(app, deps.db)
  mountPriceHistoryRoute(app, deps.db.priceHistory)
  mountSunViewRoute(app, deps.sunView ?? sunViewFromFile())
  mountFormsRoute(app, {
    db: deps.db,
    schemas: leadFormSchemas((alt) => deps.catalogue.hasFlat(alt)),
    limiter: formRateLimiter(deps.config.formRateLimit),
    trustProxy: deps.config.trustProxy,
    targets: outboxTargets(deps.config),
    onLeadStored: deps.onLeadStored,
    log,
  })
  if (deps.config.feeds) {
    if (!deps.feeds) throw new Error('createApi: the feeds are switched on but have no catalogue')
    mountFeedRoutes(app, {
      config: deps.config.feeds,
      catalogue: deps.feeds,
      live: deps.db.live,
      checkIntervalMs: deps.liveCheckMs ?? 1000,
      log,
    })
  }

  app.onError((error, c) => {
    log(`api: ${c.req.method} ${c.req.path} failed: ${error.message.slice(0, 200)}`)
    return c.json({ error: 'internal' }, 500)
  })
  return app
}

export { bindCatalogue, type CatalogueSource } from './hydraData'
