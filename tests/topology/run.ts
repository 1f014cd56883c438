// The production topology, proven on loopback: Debian's nginx with deploy/nginx/*.conf in
// front of two server instances (server/main.ts, TRUST_PROXY=1) sharing one Postgres database.
//
//   npm run test:topology     (a throwaway Postgres via scripts/pg-throwaway.sh; needs nginx)
//
// 1. Both instances start at once on a fresh database: one migrates and seeds, the other waits.
// 2. nginx serves the built files (precompressed variants, types, cache lifetimes, security
//    headers, HSTS over TLS only) and passes the API and everything else to the instances.
// 3. The rate limit counts a visitor by the address nginx forwards, not nginx's own, and not
//    what the visitor wrote into X-Forwarded-For.
// 4. 20 parallel clients post leads through nginx while each instance in turn is SIGKILLed and
//    restarted; a client retries a failed post with the same idempotency key, as the site does.
//    Every lead answered 201 (or 200 for a retry) is stored exactly once.
// 5. A webhook receiver holds its answers and the instance sending is SIGKILLed mid-delivery.
//    Every stored lead reaches the receiver; each repeat is accounted for by a SIGKILL that cut
//    the first send before the instance could record it (at-least-once), none by two live
//    instances sending the same lead.
// Every loop is bounded in count and time; the whole run in 240 s. Exit 0 when all holds; the logs
// (instances, nginx) are kept in a temp folder on failure, or always with KHVOYA_TOPOLOGY_KEEP=1.

import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { hashAddress } from '../../server/api/clientAddress'
import { MIGRATION_NAMES } from '../../server/db/migrations'
import { writeFixtureSite } from './fixtureSite'
import { freePort, request, sleep } from './http'
import { type Instance, instance } from './instances'
import { nginxBinary, type RunningNginx, startNginx, testProductionConf } from './nginx'
import { type Arrival, type Receiver, startReceiver } from './receiver'
import { staticChecks } from './staticChecks'

const CLIENTS = 20
const STORM_MS = 14_000
const LEASE_S = 6
const RUN_LIMIT_MS = 240_000

const failures: string[] = []
const figures: string[] = []
function check(name: string, ok: boolean, detail = ''): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `  (${detail})` : ''}`)
  if (!ok) failures.push(name)
}
const log = (line: string) => console.log(`topology: ${line}`)

interface LeadOutcome {
  key: string
  /** 201 stored now, 200 a retry of a stored lead, -1 gave up, else the refusal. */
  status: number
  id?: string
  attempts: number
  /** Statuses of the failed attempts before the answer (0: connection reset or refused). */
  failed: number[]
}

/** Visitor n's own loopback address: 127.1.0.1, 127.1.0.2, ... */
function visitorAddress(n: number): string {
  return `127.${1 + Math.floor(n / 64_516)}.${(Math.floor(n / 254) % 254) + 1}.${(n % 254) + 1}`
}

function leadBody(key: string, n: number): string {
  return JSON.stringify({
    name: 'Тест Топология',
    phone: `+7 900 ${String(n).padStart(7, '0')}`,
    consent: true,
    idempotencyKey: key,
    locale: n % 2 ? 'en' : 'ru',
    page: '/contacts',
  })
}

/** Posts until answered 201/200 or refused, retrying resets and 502/503/504 with the same key. */
async function sendLead(base: string, key: string, n: number): Promise<LeadOutcome> {
  const body = leadBody(key, n)
  const from = visitorAddress(n)
  const deadline = Date.now() + 30_000
  let attempts = 0
  const failed: number[] = []
  while (attempts < 40 && Date.now() < deadline) {
    attempts++
    const answer = await request(`${base}/api/forms/callback`, { method: 'POST', body, from })
    if (answer.status === 201 || answer.status === 200) {
      const { id } = JSON.parse(answer.body.toString('utf8')) as { id: string }
      return { key, status: answer.status, id, attempts, failed }
    }
    if (![0, 502, 503, 504].includes(answer.status)) {
      return { key, status: answer.status, attempts, failed }
    }
    failed.push(answer.status)
    await sleep(Math.min(1000, 50 * attempts))
  }
  return { key, status: -1, attempts, failed }
}

async function until(
  what: string,
  limitMs: number,
  done: () => Promise<boolean>,
): Promise<boolean> {
  const end = Date.now() + limitMs
  while (Date.now() < end) {
    if (await done()) return true
    await sleep(200)
  }
  log(`gave up waiting for ${what} after ${limitMs} ms`)
  return false
}

/**
 * A SIGKILL and the moment the instance's next process was spawned: any webhook call from that
 * instance the receiver handled before then was sent by the killed process, even when the
 * receiver (busy in this same test process) read it a few milliseconds after the kill.
 */
interface Kill {
  name: string
  at: number
  respawnAt: number
}

interface Topology {
  nginx: RunningNginx
  receiver: Receiver
  instances: Instance[]
  db: pg.Client
  kills: Kill[]
  run: string
}

async function phaseRateLimit(t: Topology): Promise<void> {
  const send = (n: number, from: string) =>
    request(`${t.nginx.url}/api/forms/callback`, {
      method: 'POST',
      from,
      // A visitor writing its own X-Forwarded-For gains nothing: the last hop is nginx's.
      headers: { 'X-Forwarded-For': '198.51.100.7' },
      body: leadBody(`${t.run}-limit-${n}`, 900_000 + n),
    })
  const statuses: number[] = []
  for (let n = 0; n < 12; n++) statuses.push((await send(n, '127.0.0.201')).status)
  const other = await send(12, '127.0.0.202')
  const salt = (await t.db.query<{ value: string }>("select value from meta where key = 'ip_salt'"))
    .rows[0]?.value
  const hashes = (
    await t.db.query<{ ip_hash: string }>(
      'select ip_hash from leads where idempotency_key like $1',
      [`${t.run}-limit-%`],
    )
  ).rows.map((r) => r.ip_hash)
  const expected = salt
    ? [...Array(10).fill(hashAddress('127.0.0.201', salt)), hashAddress('127.0.0.202', salt)]
    : []
  check(
    'rate limit behind nginx counts the forwarded address: 10 posts, then 429; a neighbour still posts',
    statuses.slice(0, 10).every((s) => s === 201) &&
      statuses.slice(10).every((s) => s === 429) &&
      other.status === 201,
    `127.0.0.201: ${statuses.join(' ')}; 127.0.0.202: ${other.status}`,
  )
  check(
    'stored leads carry the hash of the visitor address, not of nginx or of a forged header',
    hashes.length === 11 && [...hashes].sort().join() === [...expected].sort().join(),
  )
  figures.push(
    `rate limit: 127.0.0.201 answered ${statuses.join(' ')} (limit 10); 127.0.0.202 answered ${other.status}`,
  )
}

async function phaseStorm(t: Topology): Promise<LeadOutcome[]> {
  const outcomes: LeadOutcome[] = []
  let next = 0
  let killerDone = false
  const stormEnd = Date.now() + STORM_MS
  const [a, b] = t.instances as [Instance, Instance]
  const killer = (async () => {
    for (const victim of [a, b]) {
      await sleep(2500)
      const kill = { name: victim.name, at: await victim.kill(), respawnAt: Infinity }
      t.kills.push(kill)
      log(`SIGKILL instance ${victim.name} at ${outcomes.length} leads answered`)
      await sleep(800)
      const restart = Date.now()
      kill.respawnAt = restart
      await victim.start()
      log(`instance ${victim.name} restarted in ${Date.now() - restart} ms`)
    }
  })().finally(() => {
    killerDone = true
  })
  const client = async () => {
    while ((Date.now() < stormEnd || !killerDone) && next < 60_000) {
      const n = next++
      outcomes.push(await sendLead(t.nginx.url, `${t.run}-storm-${n}`, n))
    }
  }
  await Promise.all([killer, ...Array.from({ length: CLIENTS }, client)])
  return outcomes
}

async function phaseCutDelivery(t: Topology): Promise<LeadOutcome[]> {
  t.receiver.hold(10_000)
  const outcomes = await Promise.all(
    Array.from({ length: 8 }, (_, i) => sendLead(t.nginx.url, `${t.run}-cut-${i}`, 70_000 + i)),
  )
  await until('a held delivery', 8000, async () => t.receiver.held().length > 0)
  const via = t.receiver.held()[0]?.via
  const victim = t.instances.find((i) => i.name === via)
  if (!victim) {
    t.receiver.release()
    check('an instance was caught mid-delivery', false, 'no delivery arrived while held')
    return outcomes
  }
  await sleep(150) // let the batch of that round arrive too
  const held = t.receiver.held().filter((h) => h.via === via)
  const cut = held.length
  const kill = { name: victim.name, at: await victim.kill(), respawnAt: Infinity }
  t.kills.push(kill)
  // The receiver answers the other instance's calls, never a dead sender's.
  await until('the receiver to see the killed sender disconnect', 3000, async () =>
    held.every((h) => h.senderGoneAt !== undefined),
  )
  t.receiver.release()
  log(`SIGKILL instance ${victim.name} with ${cut} webhook calls unanswered`)
  kill.respawnAt = Date.now()
  await victim.start()
  figures.push(
    `mid-delivery kill: instance ${victim.name} died with ${cut} webhook calls unanswered`,
  )
  return outcomes
}

interface DeliveryFigures {
  stored: number
  deliveries: number
  missing: number
  unknown: number
  duplicates: number
  /** Repeats of a send its instance never recorded, because a SIGKILL came first. */
  cut: number
  answeredUnrecorded: number
  /** Repeats of a send its instance had recorded as delivered: two live instances sending. */
  recordedTwice: number
  unexplained: number
}

/** How many times each lead was recorded delivered, from the instances' logs. */
function recordedDeliveries(instances: readonly Instance[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const i of instances) {
    for (const m of i.log().matchAll(/outbox: lead (\S+) delivered to webhook/g)) {
      counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1)
    }
  }
  return counts
}

function deliveryFigures(
  storedIds: Set<string>,
  arrivals: readonly Arrival[],
  kills: readonly Kill[],
  recorded: Map<string, number>,
): DeliveryFigures {
  const byId = new Map<string, Arrival[]>()
  for (const a of arrivals) byId.set(a.id, [...(byId.get(a.id) ?? []), a])
  const f = { cut: 0, answeredUnrecorded: 0, recordedTwice: 0, unexplained: 0 }
  for (const [id, list] of byId) {
    const ordered = [...list].sort((x, y) => x.at - y.at)
    for (const [n, repeat] of ordered.entries()) {
      if (n === 0) continue
      const first = ordered[n - 1]!
      // At least once: the process that made the earlier send was SIGKILLed before it recorded
      // the send, so the lead stayed due and the outbox sent it again.
      const killed = kills.some((k) => k.name === first.via && first.at < k.respawnAt)
      if ((recorded.get(id) ?? 0) > 1) f.recordedTwice++
      else if (killed && first.answeredAt === undefined) f.cut++
      else if (killed) f.answeredUnrecorded++
      else {
        f.unexplained++
        const t0 = ordered[0]?.at ?? 0
        log(
          `unexplained repeat of ${repeat.id}: ${ordered.map((e) => `${e.via} at +${e.at - t0} answered ${e.answeredAt === undefined ? 'never' : `+${e.answeredAt - t0}`}`).join('; ')}; kills ${kills.map((k) => `${k.name} +${k.at - t0}`).join(', ')}`,
        )
      }
    }
  }
  return {
    stored: storedIds.size,
    deliveries: arrivals.length,
    missing: [...storedIds].filter((id) => !byId.has(id)).length,
    unknown: [...byId.keys()].filter((id) => !storedIds.has(id)).length,
    duplicates: arrivals.length - byId.size,
    ...f,
  }
}

async function verify(t: Topology, sent: LeadOutcome[]): Promise<void> {
  const rows = (
    await t.db.query<{ id: string; idempotency_key: string }>(
      'select id, idempotency_key from leads',
    )
  ).rows
  const byKey = new Map<string, string[]>()
  for (const r of rows)
    byKey.set(r.idempotency_key, [...(byKey.get(r.idempotency_key) ?? []), r.id])
  const acknowledged = sent.filter((o) => o.status === 201 || o.status === 200)
  const lost = acknowledged.filter((o) => {
    const ids = byKey.get(o.key)
    return ids?.length !== 1 || ids[0] !== o.id
  })
  const duplicated = [...byKey.values()].filter((ids) => ids.length > 1).length
  const sentKeys = new Set(sent.map((o) => o.key))
  const strays = rows.filter(
    (r) => !sentKeys.has(r.idempotency_key) && !r.idempotency_key.includes('-limit-'),
  )
  const gaveUp = sent.filter((o) => o.status === -1).length
  const refused = sent.filter((o) => o.status !== -1 && o.status !== 200 && o.status !== 201)
  const retried = sent.filter((o) => o.failed.length > 0).length
  const failedBy = new Map<number, number>()
  for (const status of sent.flatMap((o) => o.failed)) {
    failedBy.set(status, (failedBy.get(status) ?? 0) + 1)
  }
  const failedText = [...failedBy]
    .map(([status, n]) => `${n} x ${status === 0 ? 'reset' : status}`)
    .join(', ')
  check(
    'every lead answered 201 or 200 is stored exactly once, under the id it was answered with',
    lost.length === 0 && duplicated === 0 && strays.length === 0,
    `${lost.length} lost, ${duplicated} keys stored twice, ${strays.length} rows nobody sent`,
  )
  check(
    'every lead was acknowledged in the end (clients retried resets and 502s with the same key)',
    gaveUp === 0 && refused.length === 0,
    `${gaveUp} given up, ${refused.length} refused${refused[0] ? ` (first: ${refused[0].status})` : ''}`,
  )
  figures.push(
    `leads: ${sent.length} sent by ${CLIENTS} clients, ${acknowledged.length} acknowledged ` +
      `(${acknowledged.filter((o) => o.status === 201).length} x 201, ${acknowledged.filter((o) => o.status === 200).length} x 200 for a retry already stored), ` +
      `${lost.length} lost, ${duplicated} duplicated; ${retried} retried by their client (${failedText || 'no failed attempt'})`,
  )

  const undelivered = Number(
    (
      await t.db.query<{ n: string }>(
        'select count(*) as n from lead_outbox where delivered_at is null',
      )
    ).rows[0]?.n,
  )
  const d = deliveryFigures(
    new Set(rows.map((r) => r.id)),
    t.receiver.arrivals,
    t.kills,
    recordedDeliveries(t.instances),
  )
  check(
    'every stored lead reached the webhook; every outbox row is recorded delivered',
    d.missing === 0 && d.unknown === 0 && undelivered === 0,
    `${d.missing} never delivered, ${d.unknown} unknown ids, ${undelivered} rows undelivered`,
  )
  check(
    'no lead was sent twice by live instances: each repeat is of a send a SIGKILL kept from being recorded',
    d.recordedTwice === 0 && d.unexplained === 0,
    `${d.recordedTwice} recorded twice, ${d.unexplained} unexplained`,
  )
  check(
    'the instance killed mid-delivery had its sends repeated by the outbox',
    d.cut > 0,
    `${d.cut} cut sends repeated`,
  )
  figures.push(
    `deliveries: ${d.deliveries} webhook calls for ${d.stored} stored leads, ${d.missing} missing; ` +
      `duplicates seen by the receiver ${d.duplicates}: ${d.cut} repeat a send cut by a SIGKILL before the answer, ` +
      `${d.answeredUnrecorded} one answered but not yet recorded when its instance was SIGKILLed, ` +
      `${d.recordedTwice} one recorded delivered, ${d.unexplained} otherwise`,
  )
}

/** What nginx met on the way to the instances: refused connections, cut answers, no instance left. */
function errorLogSummary(file: string): string {
  let text = ''
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return 'none'
  }
  const kinds: [string, RegExp][] = [
    ['connection refused', /Connection refused/],
    ['reset or closed by the instance', /reset by peer|prematurely closed/],
    ['no live instance', /no live upstreams/],
    ['timed out', /timed out/],
  ]
  const lines = text.split('\n').filter((l) => l.includes('[error]'))
  const counts = kinds
    .map(([name, pattern]) => `${lines.filter((l) => pattern.test(l)).length} ${name}`)
    .join(', ')
  return `${lines.length} errors (${counts})`
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl || !nginxBinary()) {
    console.error(
      'topology: needs DATABASE_URL (a database it may create databases beside) and nginx; run `npm run test:topology`',
    )
    process.exit(2)
  }
  const work = mkdtempSync(path.join(os.tmpdir(), 'khvoya-topology-'))
  const run = `topology-${randomBytes(4).toString('hex')}`
  const dbName = run.replace('-', '_')
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${dbName}`)
  const dbUrl = new URL(adminUrl)
  dbUrl.pathname = `/${dbName}`

  const receiver = await startReceiver()
  const [nginxPort, tlsPort, portA, portB] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ] as [number, number, number, number]
  const site = writeFixtureSite(path.join(work, 'client'))
  mkdirSync(path.join(work, 'data'))
  const env = (name: string) => ({
    DATABASE_URL: dbUrl.toString(),
    CLIENT_DIR: site.root,
    DATA_DIR: path.join(work, 'data'),
    TRUST_PROXY: '1',
    LEADS_OUTBOX_LEASE_S: String(LEASE_S),
    LEADS_WEBHOOK_URL: receiver.url(name),
    NODE_ENV: 'production',
  })
  const instances = [instance('a', portA, env('a'), work), instance('b', portB, env('b'), work)]
  let nginx: RunningNginx | undefined
  const db = new pg.Client({ connectionString: dbUrl.toString() })
  const cleanup = async () => {
    await Promise.all(instances.map((i) => i.stop()))
    await nginx?.stop()
    await receiver.close()
    await db.end().catch(() => {})
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {})
    await admin.end().catch(() => {})
  }
  const limit = setTimeout(() => {
    console.error(`topology: over the ${RUN_LIMIT_MS / 1000} s limit; stopping`)
    failures.push('time limit')
    void cleanup().finally(() => process.exit(1))
  }, RUN_LIMIT_MS)

  try {
    nginx = await startNginx({
      prefix: path.join(work, 'nginx'),
      root: site.root,
      upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`],
      port: nginxPort,
      tlsPort,
      scriptHashes: site.scriptHashes,
    })
    log(
      `nginx on ${nginx.url} and ${nginx.tlsUrl}; instances a :${portA}, b :${portB}; Postgres ${dbName}`,
    )

    const started = Date.now()
    await Promise.all(instances.map((i) => i.start()))
    await db.connect()
    const migrations = Number(
      (await db.query<{ n: string }>('select count(*) as n from kysely_migration')).rows[0]?.n,
    )
    const waited = instances
      .map((i) => ({ name: i.name, ms: /finished after (\d+) ms/.exec(i.log())?.[1] }))
      .filter((w) => w.ms !== undefined)
    check(
      'both instances started together on a fresh database; the schema was migrated once',
      migrations === MIGRATION_NAMES.length,
      `${Date.now() - started} ms; ${migrations} of ${MIGRATION_NAMES.length} migration(s) recorded once`,
    )
    figures.push(
      `startup: a and b together on an empty database; ${
        waited.length > 0
          ? waited.map((w) => `${w.name} waited ${w.ms} ms for the other's migration`).join(', ')
          : 'neither had to wait (their migrations did not overlap this time)'
      }`,
    )

    let production = ''
    try {
      testProductionConf(path.join(work, 'nginx-production'), site.scriptHashes)
    } catch (error) {
      production = error instanceof Error ? error.message : String(error)
    }
    check(
      'deploy/nginx/khvoya.conf as shipped passes nginx -t (test certificate)',
      !production,
      production,
    )
    for (const c of await staticChecks(nginx.url, nginx.tlsUrl, site)) {
      check(c.name, c.ok, c.detail)
    }
    const t: Topology = { nginx, receiver, instances, db, kills: [], run }
    await phaseRateLimit(t)
    const storm = await phaseStorm(t)
    const cut = await phaseCutDelivery(t)
    await until('the outbox to drain', 60_000, async () => {
      const n = (
        await db.query<{ n: string }>(
          'select count(*) as n from lead_outbox where delivered_at is null',
        )
      ).rows[0]?.n
      return Number(n) === 0
    })
    await sleep(500)
    await verify(t, [...storm, ...cut])
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error))
    console.error(error)
  } finally {
    clearTimeout(limit)
    await cleanup()
  }
  if (nginx) figures.push(`nginx error log: ${errorLogSummary(nginx.errorLog)}`)
  console.log('\ntopology figures:')
  for (const line of figures) console.log(`  ${line}`)
  if (failures.length > 0) {
    console.log(`\ntopology: ${failures.length} failed; logs kept in ${work}`)
    process.exit(1)
  }
  if (process.env.KHVOYA_TOPOLOGY_KEEP === '1') console.log(`\ntopology: logs kept in ${work}`)
  else rmSync(work, { recursive: true, force: true })
  console.log('\ntopology: all checks passed')
}

await main()
