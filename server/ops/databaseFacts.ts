// What a metrics scrape reads from the database: the outbox queue per target and the live
// catalogue's version and freshness. Three small queries, run only when Prometheus asks.

import type { KhvoyaDatabase } from '../db'
import type { DatabaseFacts } from './metrics'

export function databaseFacts(db: Pick<KhvoyaDatabase, 'outbox' | 'live' | 'meta'>) {
  return async (): Promise<DatabaseFacts> => {
    const [pending, liveVersion, changedAt, checkedAt] = await Promise.all([
      db.outbox.pendingByTarget(),
      db.live.version(),
      db.live.lastChangedAt(),
      db.meta.get('prices_checked_at'),
    ])
    const latest = [changedAt, checkedAt].filter((t): t is string => !!t).sort()
    return { pending, liveVersion, catalogueCheckedAt: latest.at(-1) }
  }
}
