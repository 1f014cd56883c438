// Everything the API needs, started in order for server/main.ts: the database (migrated, seeded
// from the catalogue), the lead outbox worker, and the Hono API wired to both. `close()` stops
// them in reverse order, finishing the outbox round in progress.

import type { Hono } from 'hono'
import type { Alt, HydraData, Status } from '../../engine/types'
import type { ServerConfig } from '../config'
import { type CatalogueSeed, type KhvoyaDatabase, openDatabase } from '../db'
import type { FeedCatalogue } from '../feeds/feedCatalogue'
import { type LeadOutbox, startLeadOutbox } from '../leads/leadOutbox'
import { bindCatalogue, type HydraDataCache, hydraDataCache } from './hydraData'
import { createApi } from '.'

export interface ApiServices {
  api: Hono
  db: KhvoyaDatabase
  outbox: LeadOutbox
  /** The live catalogue as /api/hydra/data serves it, shared with the server-rendered plans pages. */
  hydra: HydraDataCache
  close(): Promise<void>
}

/** `await startApiServices(config, generateCatalogue(), toHydraData)`; `feeds` when `config.feeds` is set. */
export async function startApiServices<C extends CatalogueSeed>(
  config: ServerConfig,
  catalogue: C,
  toHydraData: (catalogue: C, live?: Map<Alt, { st: Status; tc: number }>) => HydraData,
  log: (line: string) => void = (line) => console.log(line),
  feeds?: FeedCatalogue,
): Promise<ApiServices> {
  const db = await openDatabase(config, { catalogue, log })
  log(`database: ${db.dialect}${db.dialect === 'sqlite' ? ` in ${config.dataDir}` : ''}`)
  const outbox = startLeadOutbox({ db, config, log, leaseMs: config.outboxLeaseMs })
  const bound = bindCatalogue(catalogue, toHydraData)
  const hydra = hydraDataCache({ live: db.live, catalogue: bound, checkIntervalMs: 1000, log })
  const api = createApi({
    config,
    db,
    catalogue: bound,
    hydra,
    onLeadStored: outbox.kick,
    log,
    feeds,
  })
  return {
    api,
    db,
    outbox,
    hydra,
    async close() {
      await outbox.stop()
      await db.close()
    },
  }
}
