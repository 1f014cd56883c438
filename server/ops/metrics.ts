// The site's Prometheus metrics on one prom-client registry: requests by route and status with a
// latency histogram, lead events, the outbox, the live catalogue, the plans-page cache, and the
// process with its event-loop lag. Gauges that describe the database are read when Prometheus
// scrapes, so every instance reports the same truth; counters are this instance's since it started.
// The registry and the clock are injected so tests read exact values. Environment: server.

import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/** What a scrape reads from the database; `null` fields when the database could not answer. */
export interface DatabaseFacts {
  /** Undelivered outbox rows by target, with the creation time of the oldest one's lead. */
  pending: { target: string; count: number; oldestCreatedAt: string }[]
  liveVersion: number
  /** When the live catalogue last changed or a price list was last checked against it. */
  catalogueCheckedAt: string | undefined
}

export interface OpsMetricsOptions {
  registry?: Registry
  /** Milliseconds since the epoch; ages are measured against it. */
  now?: () => number
  /** Read at every scrape; a rejection sets khvoya_database_up to 0 instead of failing the scrape. */
  readDatabase?: () => Promise<DatabaseFacts>
  /** Outbox targets configured now: their queues report 0 rather than nothing when empty. */
  targets?: readonly string[]
  /** Process and event-loop collectors (on by default; off in tests that count exact series). */
  processMetrics?: boolean
}

export type OpsMetrics = ReturnType<typeof opsMetrics>

export function opsMetrics(options: OpsMetricsOptions = {}) {
  const registers = [options.registry ?? new Registry()]
  const [registry] = registers as [Registry]
  const now = options.now ?? Date.now
  if (options.processMetrics !== false) {
    // Event-loop lag is sampled by a histogram over 10 ms resolution: enough to see a blocked loop.
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 })
  }

  // One metric a call: its name, its help and its labels, on this registry.
  const counter = <L extends string = never>(
    name: string,
    help: string,
    labels: readonly L[] = [],
  ) => new Counter<L>({ name, help, labelNames: labels, registers })
  const gauge = <L extends string = never>(name: string, help: string, labels: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames: labels, registers })

  const requests = counter(
    'khvoya_http_requests_total',
    'HTTP requests answered, by route pattern, method and status.',
    ['route', 'method', 'status'],
  )
  const latency = new Histogram({
    name: 'khvoya_http_request_duration_seconds',
    help: 'Time from the request reaching the app to its response being ready.',
    labelNames: ['route', 'method'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  })
  const leadsStored = counter('khvoya_leads_stored_total', 'Leads committed, by form.', ['form'])
  const leadsRefused = counter(
    'khvoya_leads_refused_total',
    'Form posts that stored nothing, by form and reason (the first error code, or honeypot).',
    ['form', 'reason'],
  )
  const leadsReplayed = counter(
    'khvoya_leads_replayed_total',
    'Form posts that repeated a stored idempotency key (answered with the stored lead).',
    ['form'],
  )
  const deliveries = counter(
    'khvoya_lead_outbox_deliveries_total',
    'Lead deliveries that succeeded, by target.',
    ['target'],
  )
  const failures = counter(
    'khvoya_lead_outbox_failures_total',
    'Lead delivery attempts that failed and were rescheduled, by target.',
    ['target'],
  )
  const cacheHits = counter(
    'khvoya_plans_page_cache_hits_total',
    'Plans links served from the rendered-page cache.',
  )
  const cacheRenders = counter(
    'khvoya_plans_page_renders_total',
    'Plans links rendered because the cache had no page for them.',
  )
  const cacheSize = gauge('khvoya_plans_page_cache_entries', 'Plans pages held in memory.')

  const databaseUp = gauge(
    'khvoya_database_up',
    '1 when the last scrape could read the database, else 0.',
  )
  const pending = gauge(
    'khvoya_lead_outbox_pending',
    'Undelivered lead deliveries in the outbox, by target.',
    ['target'],
  )
  const oldestPending = gauge(
    'khvoya_lead_outbox_oldest_pending_age_seconds',
    'Age of the oldest lead still waiting for a target (0 when none waits).',
    ['target'],
  )
  const liveVersion = gauge(
    'khvoya_catalogue_live_version',
    'Version of the live catalogue (status and prices); it rises with every price import that changes something.',
  )
  const catalogueAge = gauge(
    'khvoya_catalogue_age_seconds',
    'Seconds since the live catalogue last changed or a price list was last checked against it.',
  )
  // Targets seen once keep reporting 0 when their queue empties, so a graph does not just stop.
  const targetsSeen = new Set<string>(options.targets)

  async function scrapeDatabase(): Promise<void> {
    if (!options.readDatabase) return
    let facts: DatabaseFacts
    try {
      facts = await options.readDatabase()
    } catch {
      databaseUp.set(0)
      return
    }
    databaseUp.set(1)
    const at = now()
    for (const target of targetsSeen) {
      pending.set({ target }, 0)
      oldestPending.set({ target }, 0)
    }
    for (const row of facts.pending) {
      targetsSeen.add(row.target)
      pending.set({ target: row.target }, row.count)
      const oldest = Date.parse(row.oldestCreatedAt)
      oldestPending.set({ target: row.target }, Math.max(0, (at - oldest) / 1000))
    }
    liveVersion.set(facts.liveVersion)
    if (facts.catalogueCheckedAt) {
      catalogueAge.set(Math.max(0, (at - Date.parse(facts.catalogueCheckedAt)) / 1000))
    }
  }

  return {
    registry,
    request(route: string, method: string, status: number, seconds: number): void {
      requests.inc({ route, method, status: String(status) })
      latency.observe({ route, method }, seconds)
    },
    leadStored: (form: string) => leadsStored.inc({ form }),
    leadRefused: (form: string, reason: string) => leadsRefused.inc({ form, reason }),
    leadReplayed: (form: string) => leadsReplayed.inc({ form }),
    delivered: (target: string) => deliveries.inc({ target }),
    deliveryFailed: (target: string) => failures.inc({ target }),
    /** The counter interface server/plansPages.ts calls. */
    plansCache: {
      hit(size: number) {
        cacheHits.inc()
        cacheSize.set(size)
      },
      render(size: number) {
        cacheRenders.inc()
        cacheSize.set(size)
      },
    },
    /** The exposition text; reads the database first. */
    async text(): Promise<string> {
      await scrapeDatabase()
      return registry.metrics()
    },
    contentType: registry.contentType,
  }
}
