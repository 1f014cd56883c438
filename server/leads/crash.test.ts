// Crash test: a real server process takes 200 concurrent form posts and is SIGKILLed midway, then
// restarted on the same data folder. Guarantee shown:
// - every post answered 201 is in the database (the lead and its outbox row commit before 201);
// - clients retrying the posts that failed, with the same idempotency keys, end with 200 leads
//   exactly, none duplicated;
// - the outbox delivers every stored lead to the webhook and records delivered_at for every row;
//   a send that was in flight at the kill may reach the receiver twice (at-least-once), and the
//   receiver dedupes by the Idempotency-Key header, which is the lead id.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { tempDataDir } from '../api/testApi'
import { openDatabase } from '../db'
import Database from 'better-sqlite3'
import { SQLITE_FILE } from '../db/connection'

const SUBMISSIONS = 200
const entry = path.join(import.meta.dirname, 'testServer.ts')
const dataDir = tempDataDir('khvoya-crash-')
const received = new Map<string, number>()
let receiver: Server
let child: ChildProcess | undefined

afterAll(async () => {
  child?.kill('SIGKILL')
  await new Promise((resolve) => receiver?.close(resolve))
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function startReceiver(): Promise<string> {
  receiver = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      const id = String(req.headers['idempotency-key'])
      // A short, uneven delay keeps some deliveries in flight when the server dies.
      setTimeout(
        () => {
          received.set(id, (received.get(id) ?? 0) + 1)
          res.statusCode = 200
          res.end()
        },
        5 + Math.random() * 20,
      )
    })
  })
  return new Promise((resolve) =>
    receiver.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`),
    ),
  )
}

function startServer(webhook: string): Promise<{ process: ChildProcess; base: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      LEADS_WEBHOOK_URL: webhook,
      FORM_RATE_LIMIT_MAX: '100000',
      KHVOYA_OUTBOX_LEASE_MS: '1500',
      KHVOYA_OUTBOX_POLL_MS: '50',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  child = proc
  return new Promise((resolve, reject) => {
    let out = ''
    proc.stdout!.on('data', (chunk) => {
      out += chunk
      const match = /LISTENING (\d+)/.exec(out)
      if (match) resolve({ process: proc, base: `http://127.0.0.1:${match[1]}` })
    })
    proc.on('exit', (code) => reject(new Error(`test server exited with ${code}`)))
  })
}

const body = (i: number) =>
  JSON.stringify({
    name: 'Тест Тестов',
    phone: `+7 900 000-${String(Math.floor(i / 100)).padStart(2, '0')}-${String(i % 100).padStart(2, '0')}`,
    consent: true,
    idempotencyKey: `crash-test-submission-${String(i).padStart(4, '0')}`,
  })

async function submit(base: string, i: number): Promise<{ status: number; id?: string }> {
  try {
    const res = await fetch(`${base}/api/forms/callback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body(i),
    })
    return { status: res.status, ...((await res.json()) as { id?: string }) }
  } catch {
    return { status: 0 } // connection reset by the kill
  }
}

function readDatabase<T>(query: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, SQLITE_FILE), { readonly: true, fileMustExist: true })
  try {
    return query(db)
  } finally {
    db.close()
  }
}

describe('crash: SIGKILL during 200 concurrent submissions', () => {
  it('keeps every 201 lead and delivers every stored lead, recorded', {
    timeout: 45_000,
  }, async () => {
    const webhook = await startReceiver()
    const first = await startServer(webhook)

    let answered = 0
    let killed = false
    const outcomes = await Promise.all(
      Array.from({ length: SUBMISSIONS }, (_, i) =>
        submit(first.base, i).then((outcome) => {
          if (outcome.status > 0 && ++answered >= SUBMISSIONS / 2 && !killed) {
            killed = true
            first.process.kill('SIGKILL')
          }
          return outcome
        }),
      ),
    )
    await new Promise((resolve) =>
      first.process.exitCode !== null || first.process.signalCode
        ? resolve(0)
        : first.process.once('exit', resolve),
    )
    const created = outcomes.filter((o) => o.status === 201).map((o) => o.id!)
    const failed = outcomes.flatMap((o, i) => (o.status === 201 ? [] : [i]))
    expect(created.length).toBeGreaterThanOrEqual(SUBMISSIONS / 2)
    expect(failed.length).toBeGreaterThan(0)

    // Every 201 survived the kill.
    const storedAfterKill = readDatabase(
      (db) => db.prepare('select id from leads').pluck().all() as string[],
    )
    for (const id of created) expect(storedAfterKill).toContain(id)

    // Restart on the same data folder; clients retry what failed, with the same keys.
    const second = await startServer(webhook)
    const retried = await Promise.all(failed.map((i) => submit(second.base, i)))
    for (const outcome of retried) expect([200, 201]).toContain(outcome.status)

    const deadline = Date.now() + 20_000
    for (;;) {
      const pending = readDatabase(
        (db) =>
          db
            .prepare('select count(*) from lead_outbox where delivered_at is null')
            .pluck()
            .get() as number,
      )
      if (pending === 0) break
      if (Date.now() > deadline) throw new Error(`${pending} outbox rows still undelivered`)
      await new Promise((r) => setTimeout(r, 100))
    }
    second.process.kill('SIGTERM')
    await new Promise((resolve) => second.process.once('exit', resolve))

    const db = await openDatabase({ dataDir, databaseUrl: undefined })
    const leads = await db.kysely.selectFrom('leads').select('id').execute()
    const rows = await db.kysely.selectFrom('lead_outbox').selectAll().execute()
    await db.close()
    const ids = new Set(leads.map((l) => l.id))
    expect(ids.size).toBe(SUBMISSIONS) // no submission lost, none stored twice
    for (const id of created) expect(ids.has(id)).toBe(true)
    expect(rows).toHaveLength(SUBMISSIONS)
    expect(rows.every((r) => r.delivered_at !== null)).toBe(true)
    // The receiver saw every lead; repeats are only sends in flight at the kill.
    expect(new Set(received.keys())).toEqual(ids)
    const repeats = [...received.values()].filter((n) => n > 1).length
    expect(repeats).toBeLessThanOrEqual(16) // at most one outbox batch was in flight
    console.info(
      `crash test: ${created.length} answered 201 before the kill, ${storedAfterKill.length} stored, ` +
        `${failed.length} retried, ${repeats} repeated deliveries`,
    )
  })
})
