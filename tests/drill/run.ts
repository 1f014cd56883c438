// The restore drill, on SQLite or (with DATABASE_URL, under scripts/pg-throwaway.sh) Postgres:
// the production server takes leads under load; `npm run backup` runs in the middle of it; the
// backup is restored with `npm run restore` into a fresh database; a new server starts on it. It
// passes when every lead acknowledged before the backup began is in the restored database, and
// the restored server delivers every lead the backup held as undelivered, once each, and none the
// backup recorded as delivered. Documented repeats: a lead the old server delivered after the
// backup was taken is delivered again by the restored one (its record is older than the delivery);
// receivers dedupe by the lead id in Idempotency-Key. The backup must come out private: its
// folder, made 0755 beforehand as a plain mkdir would, tightened to 0700, and the file 0600.

import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '../../server/db'
import { instance, REPO_ROOT } from '../topology/instances'
import { startDrillReceiver } from './receiver'

const engine = process.env.DATABASE_URL ? 'postgres' : 'sqlite'
// The drill writes leads into DATABASE_URL and creates and drops a database beside it: only ever
// on the throwaway cluster of scripts/pg-throwaway.sh, which sets PG_THROWAWAY_DIR.
if (engine === 'postgres' && !process.env.PG_THROWAWAY_DIR) {
  console.error('restore drill: run it on Postgres through scripts/pg-throwaway.sh run -- ...')
  process.exit(2)
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), `khvoya-drill-${engine}-`))
const BEFORE_BACKUP = 150
const AFTER_BACKUP = 50
const CONCURRENCY = 8

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })

function location(name: string, databaseUrl?: string): Record<string, string> {
  return databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: path.join(work, name) }
}

async function freshPostgresDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

function tool(script: string, args: string[], env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  process.stdout.write(`  ${script}: ${(run.stdout + run.stderr).trim()}\n`)
  if (run.status !== 0) throw new Error(`${script} exited ${run.status}`)
}

const receiver = await startDrillReceiver()
const common = {
  FORM_RATE_LIMIT_MAX: '1000000',
  LEADS_OUTBOX_LEASE_S: '4',
  CLIENT_DIR: path.join(work, 'client'),
  LOG_LEVEL: 'info',
}
const sourceEnv = location('source', process.env.DATABASE_URL)
const source = instance(
  'source',
  await freePort(),
  { ...common, ...sourceEnv, LEADS_WEBHOOK_URL: receiver.url('source') },
  work,
)
console.log(`restore drill on ${engine}, work folder ${work}`)
await source.start()

// Load: CONCURRENCY visitors post callbacks until the backup has finished and AFTER_BACKUP more
// leads were acknowledged. Each acknowledgement is stamped when its answer arrived.
const acks: { id: string; at: number }[] = []
let posted = 0
let backupStartedAt = Number.POSITIVE_INFINITY
let backupDone = false
let ackedAfterBackup = 0
async function visitor(n: number): Promise<void> {
  for (let i = 0; ; i++) {
    if (backupDone && ackedAfterBackup >= AFTER_BACKUP) return
    posted++
    const res = await fetch(`http://127.0.0.1:${source.port}/api/forms/callback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Drill Visitor',
        phone: '+7 900 000-00-00',
        consent: true,
        idempotencyKey: `drill-${n}-${String(i).padStart(10, '0')}`,
      }),
    })
    const body = (await res.json()) as { id?: string }
    if (res.status !== 201 || !body.id) throw new Error(`a post was answered ${res.status}`)
    acks.push({ id: body.id, at: Date.now() })
    if (backupDone) ackedAfterBackup++
  }
}
const backupDir = path.join(work, 'backups')
fs.mkdirSync(backupDir)
fs.chmodSync(backupDir, 0o755)
async function backupMidStream(): Promise<void> {
  while (acks.length < BEFORE_BACKUP) await new Promise((r) => setTimeout(r, 5))
  backupStartedAt = Date.now()
  // Run asynchronously so the visitors keep posting while the copy is taken.
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/cli/backup.ts', '--out', backupDir],
      { cwd: REPO_ROOT, env: { ...process.env, ...common, ...sourceEnv }, stdio: 'inherit' },
    )
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`backup exited ${code}`)),
    )
  })
  backupDone = true
}
await Promise.all([backupMidStream(), ...Array.from({ length: CONCURRENCY }, (_, n) => visitor(n))])
// Let the source deliver what it can, then stop it (SIGTERM, as systemd would).
await new Promise((r) => setTimeout(r, 1000))
await source.stop()
const deliveredBySource = new Set(
  receiver.deliveries.filter((d) => d.via === 'source' && d.status === 200).map((d) => d.id),
)

const [file] = fs.readdirSync(backupDir).filter((f) => f.startsWith('khvoya-'))
if (!file) throw new Error('no backup file was written')
const rights = (p: string) => (fs.statSync(p).mode & 0o777).toString(8).padStart(4, '0')
const backupRights = `file ${rights(path.join(backupDir, file))}, folder ${rights(backupDir)}`
const restoredUrl =
  engine === 'postgres' ? await freshPostgresDatabase('khvoya_drill_restored') : undefined
const restoredEnv = location('restored', restoredUrl)
tool('server/cli/restore.ts', [path.join(backupDir, file)], restoredEnv)

// What the backup held, read before the restored server changes anything.
const held = await openDatabase({
  dataDir: restoredEnv.DATA_DIR ?? path.join(work, 'unused'),
  databaseUrl: restoredUrl,
})
const restoredIds = new Set((await held.leads.between('2000-01-01', '2100-01-01')).map((l) => l.id))
const outboxRows = await held.kysely.selectFrom('lead_outbox').selectAll().execute()
await held.close()
const pendingInBackup = new Set(outboxRows.filter((r) => !r.delivered_at).map((r) => r.lead_id))
const deliveredInBackup = new Set(outboxRows.filter((r) => r.delivered_at).map((r) => r.lead_id))

const restored = instance(
  'restored',
  await freePort(),
  { ...common, ...restoredEnv, LEADS_WEBHOOK_URL: receiver.url('restored'), METRICS_PORT: '0' },
  work,
)
await restored.start()
const metricsPort = Number(
  /metrics on http:\/\/127\.0\.0\.1:(\d+)\/metrics/.exec(restored.log())?.[1],
)
let pendingNow = Number.NaN
for (const until = Date.now() + 60_000; Date.now() < until; ) {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
  pendingNow = Number(/^khvoya_lead_outbox_pending\{target="webhook"\} (\d+)/m.exec(text)?.[1])
  if (pendingNow === 0) break
  await new Promise((r) => setTimeout(r, 250))
}
await restored.stop()
await receiver.close()

const byRestored = receiver.deliveries.filter((d) => d.via === 'restored')
const restoredCounts = new Map<string, number>()
for (const d of byRestored) restoredCounts.set(d.id, (restoredCounts.get(d.id) ?? 0) + 1)
const ackedBefore = acks.filter((a) => a.at < backupStartedAt)
const figures = {
  engine,
  posted,
  acknowledged: acks.length,
  acknowledgedBeforeBackup: ackedBefore.length,
  inBackup: restoredIds.size,
  lost: ackedBefore.filter((a) => !restoredIds.has(a.id)).length,
  unknownInBackup: [...restoredIds].filter((id) => !acks.some((a) => a.id === id)).length,
  pendingInBackup: pendingInBackup.size,
  deliveredInBackup: deliveredInBackup.size,
  resumedDeliveries: [...pendingInBackup].filter((id) => restoredCounts.has(id)).length,
  notResumed: [...pendingInBackup].filter((id) => !restoredCounts.has(id)).length,
  pendingAtEnd: pendingNow,
  repeatedByRestored: [...restoredCounts.values()].filter((n) => n > 1).length,
  redeliveredThoughRecorded: byRestored.filter((d) => deliveredInBackup.has(d.id)).length,
  documentedRepeats: [...restoredCounts.keys()].filter((id) => deliveredBySource.has(id)).length,
  backupRights,
}
console.table(figures)
const failures = [
  backupRights !== 'file 0600, folder 0700' &&
    `the backup is not private (${backupRights}; it must be file 0600, folder 0700)`,
  figures.lost > 0 && `${figures.lost} lead(s) acknowledged before the backup are missing`,
  figures.unknownInBackup > 0 && 'the backup holds leads nobody was answered for',
  figures.pendingInBackup === 0 &&
    'the backup held no undelivered lead, so resumption was not tested',
  figures.notResumed > 0 &&
    `${figures.notResumed} undelivered lead(s) were not delivered after the restore`,
  figures.pendingAtEnd !== 0 && 'the restored outbox did not empty',
  figures.repeatedByRestored > 0 && 'the restored server delivered a lead twice',
  figures.redeliveredThoughRecorded > 0 &&
    'the restored server repeated deliveries the backup recorded',
].filter(Boolean)
if (failures.length > 0) {
  console.error(`restore drill FAILED on ${engine}:\n  ${failures.join('\n  ')}\nlogs in ${work}`)
  process.exit(1)
}
console.log(`restore drill passed on ${engine}`)
fs.rmSync(work, { recursive: true, force: true })
