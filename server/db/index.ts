// `openDatabase(config)`: connects (SQLite file under DATA_DIR, or Postgres at DATABASE_URL),
// migrates, seeds what is missing (once per database, under a lock on Postgres), and hands out one
// small repository object. Callers never write SQL; they go through these stores, so both engines
// behave alike.

import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Apartment } from '../../engine/types'
import { mediaSeed } from '../media/mediaSeed'
import { connect, type DatabaseLocation, type DialectName } from './connection'
import { leadOutboxStore } from './leadOutboxStore'
import { leadStore } from './leadStore'
import { liveCatalogueStore } from './liveCatalogue'
import { mediaStore } from './mediaStore'
import { metaStore } from './meta'
import { priceHistoryStore } from './priceHistory'
import { migrateToLatest } from './migrations'
import { currentSchema, withStartupLock } from './startupLock'
import type { DatabaseSchema } from './schema'

/** What seeding needs from the catalogue generator (`generateCatalogue()` satisfies it). */
export interface CatalogueSeed {
  apartments: readonly Apartment[]
}

export interface OpenDatabaseOptions {
  /** Flats to seed live state from; rows already in the database are never overwritten. */
  catalogue?: CatalogueSeed | undefined
  now?: Date
  /** Startup notes (waiting for another instance's migration); never personal data. */
  log?: (line: string) => void
}

export type KhvoyaDatabase = Awaited<ReturnType<typeof openDatabase>>

export async function openDatabase(location: DatabaseLocation, options: OpenDatabaseOptions = {}) {
  const { kysely, dialect } = connect(location)
  const stores = {
    dialect: dialect as DialectName,
    kysely: kysely as Kysely<DatabaseSchema>,
    live: liveCatalogueStore(kysely),
    leads: leadStore(kysely),
    outbox: leadOutboxStore(kysely),
    media: mediaStore(kysely),
    meta: metaStore(kysely),
    priceHistory: priceHistoryStore(kysely),
  }
  try {
    // Migration and seeding run once per database even when several instances start together.
    await withStartupLock(kysely, dialect, options.log ?? (() => {}), async () => {
      await migrateToLatest(kysely, await currentSchema(kysely, dialect))
      await seed(stores, options)
    })
  } catch (error) {
    await kysely.destroy()
    throw error
  }
  // A per-database key, so IP hashes cannot be reversed by hashing the IPv4 space without the file.
  const ipSalt = await stores.meta.getOrInit('ip_salt', randomBytes(32).toString('hex'))

  return {
    ...stores,
    ipSalt,
    async close(): Promise<void> {
      await kysely.destroy()
    },
  }
}

async function seed(
  stores: {
    live: ReturnType<typeof liveCatalogueStore>
    media: ReturnType<typeof mediaStore>
    meta: ReturnType<typeof metaStore>
  },
  options: OpenDatabaseOptions,
): Promise<void> {
  const now = options.now ?? new Date()
  if (options.catalogue) {
    const version = catalogueSeedVersion(options.catalogue.apartments)
    if ((await stores.meta.get('catalogue_seed')) !== version) {
      await stores.live.seedMissing(
        options.catalogue.apartments.map((a) => ({
          alt: a.alt,
          building: a.b,
          number: a.tr_n,
          area: a.sq,
          status: a.st,
          price: a.tc,
        })),
        now,
      )
      await stores.meta.set('catalogue_seed', version)
    }
  }
  const media = mediaSeed()
  if ((await stores.meta.get('media_seed')) !== media.version) {
    await stores.media.replaceAll(media.items, media.version)
  }
}

export function catalogueSeedVersion(apartments: readonly Apartment[]): string {
  const hash = createHash('sha256')
  for (const a of apartments) hash.update(`${a.alt}|${a.b}|${a.tr_n}|${a.sq}|${a.st}|${a.tc}\n`)
  return hash.digest('hex').slice(0, 16)
}

export type { DatabaseLocation, DialectName } from './connection'
export type { LiveFlat, LiveSnapshot, PriceChange } from './liveCatalogue'
export type { PriceHistoryEntry } from './priceHistory'
export type { NewLead, StoredLead } from './leadStore'
export type { LeadKind, OutboxTarget } from './schema'
