// backup and restore on the test engine (SQLite, or Postgres under npm run test:pg): a round trip
// keeps every lead and outbox row; restore refuses foreign files, newer schemas, damaged dumps and
// databases that already hold data, without touching them; a backup onto a full or read-only disk
// fails with exit 4 and leaves no file under a backup's name.

import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestApi, type TestApi } from '../api/testApi'
import { type DatabaseLocation, type NewLead, openDatabase } from '../db'
import { SQLITE_FILE } from '../db/connection'
import { POSTGRES_URL, TEST_ENGINE, tempDataDir } from '../db/testDatabase'
import { backup, HELP as BACKUP_HELP } from './backup'
import { restore, HELP as RESTORE_HELP } from './restore'
import { runTool } from './toolRunner'
import { captureIo } from './toolTestIo'

let api: TestApi
let scratch: string
const cleanups: (() => Promise<void> | void)[] = []
beforeEach(async () => {
  api = await openTestApi()
  scratch = tempDataDir('khvoya-backup-test-')
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  await api.close()
  fs.rmSync(scratch, { recursive: true, force: true })
})

const lead = (n: number): NewLead => ({
  kind: 'callback',
  name: 'Тест Тестов',
  phone: '+79000000000',
  locale: 'ru',
  page: '/',
  flats: [],
  idempotencyKey: `backup-test-key-${n}`.padEnd(20, '0'),
  ipHash: 'test',
})

async function run(
  tool: typeof backup,
  help: string,
  location: DatabaseLocation,
  ...argv: string[]
) {
  const io = captureIo(location)
  const code = await runTool(help, tool, argv, io)
  return { code, out: io.out.join(''), err: io.err.join('') }
}
const runBackup = (...argv: string[]) => run(backup, BACKUP_HELP, api.config, ...argv)
const runRestore = (location: DatabaseLocation, file: string) =>
  run(restore, RESTORE_HELP, location, file)

/** An empty place to restore into: a data folder, or a new Postgres database. */
async function emptyTarget(): Promise<DatabaseLocation> {
  if (TEST_ENGINE === 'sqlite')
    return { dataDir: path.join(scratch, 'restored'), databaseUrl: undefined }
  const name = `khvoya_restore_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: POSTGRES_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: POSTGRES_URL })
    await client.connect()
    await client.query(`drop database if exists ${name} with (force)`)
    await client.end()
  })
  // The dump recreates the test's own schema; the restored server reads it through search_path.
  const url = new URL(api.config.databaseUrl!)
  url.pathname = `/${name}`
  return { dataDir: tempDataDir('khvoya-db-'), databaseUrl: url.toString() }
}

function backupFiles(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []
}

/** What restore must leave alone: the SQLite file's bytes, or the Postgres tables' row counts. */
async function fingerprint(location: DatabaseLocation): Promise<string> {
  if (!location.databaseUrl) {
    const file = path.join(location.dataDir, SQLITE_FILE)
    return fs.existsSync(file)
      ? createHash('sha256').update(fs.readFileSync(file)).digest('hex')
      : 'absent'
  }
  // Raw queries: opening it through openDatabase would migrate it, which is a change.
  const client = new pg.Client({ connectionString: location.databaseUrl })
  await client.connect()
  try {
    const tables = await client.query(
      "select table_schema || '.' || table_name as t from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') order by 1",
    )
    const names = tables.rows.map((r: { t: string }) => r.t)
    const leads = names.some((t) => t.endsWith('.leads'))
      ? (await client.query('select count(*) as n from leads')).rows[0].n
      : 'none'
    return `${names.join(',')} leads ${leads}`
  } finally {
    await client.end()
  }
}

describe('backup and restore', () => {
  it('round-trips every lead and outbox row into an empty database', async () => {
    for (let n = 0; n < 5; n++) await api.db.leads.insert(lead(n), ['webhook'])
    const [first] = await api.db.outbox.due(new Date(Date.now() + 1000).toISOString(), 1)
    await api.db.outbox.markDelivered(first!, new Date().toISOString())
    await api.db.live.apply([{ alt: '11-1-2-1', status: 2, price: 41_000_000 }])

    const out = path.join(scratch, 'backups')
    const made = await runBackup('--out', out, '--keep', '3')
    expect(made.err).toBe('')
    expect(made.code).toBe(0)
    const files = backupFiles(out)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(TEST_ENGINE === 'sqlite' ? /^khvoya-\d{8}T\d{6}Z\.sqlite$/ : /\.sql$/)
    expect(made.out).toContain('5 lead(s)')

    const target = await emptyTarget()
    const restored = await runRestore(target, path.join(out, files[0]!))
    expect(restored.err).toBe('')
    expect(restored.code).toBe(0)
    const db = await openDatabase(target)
    try {
      const all = await db.leads.between('2000-01-01', '2100-01-01')
      expect(all.map((l) => l.id).sort()).toEqual(
        (await api.db.leads.between('2000-01-01', '2100-01-01')).map((l) => l.id).sort(),
      )
      expect(await db.outbox.pendingCount()).toBe(4)
      expect(db.ipSalt).toBe(api.db.ipSalt)
      const history = await db.priceHistory.forFlat('11-1-2-1')
      expect(history).toHaveLength(2)
      expect(history).toEqual(await api.db.priceHistory.forFlat('11-1-2-1'))
    } finally {
      await db.close()
    }
    // Restoring again onto the now-filled database is refused and changes nothing.
    const before = await fingerprint(target)
    const again = await runRestore(target, path.join(out, files[0]!))
    expect(again.code).toBe(1)
    expect(again.err).toMatch(/Restore refused.*(already exists|already has tables)/)
    expect(await fingerprint(target)).toBe(before)
  })

  it('keeps the newest N backups', async () => {
    const out = path.join(scratch, 'kept')
    // Owner-only, as the unit makes it: a wider folder holding notes.txt would be refused.
    fs.mkdirSync(out, { mode: 0o700 })
    for (const day of ['01', '02', '03', '04']) {
      fs.writeFileSync(path.join(out, `khvoya-202611${day}T030000Z.sqlite`), 'old')
    }
    fs.writeFileSync(path.join(out, 'notes.txt'), 'not a backup')
    expect((await runBackup('--out', out, '--keep', '2')).code).toBe(0)
    const left = backupFiles(out)
    expect(left).toHaveLength(3)
    expect(left).toContain('khvoya-20261104T030000Z.sqlite')
    expect(left).toContain('notes.txt')
  })

  it.each([
    ['a text file', () => 'id;name\n1;somebody\n'],
    ['an empty file', () => ''],
  ])('refuses %s without touching the database', async (_, content) => {
    const file = path.join(scratch, 'foreign.bin')
    fs.writeFileSync(file, content())
    const target = await emptyTarget()
    const result = await runRestore(target, file)
    expect(result.code).toBe(1)
    expect(result.err).toContain('is not a Khvoya backup')
    expect(await fingerprint(api.config)).not.toBe('absent')
    if (!target.databaseUrl)
      expect(fs.existsSync(path.join(target.dataDir, SQLITE_FILE))).toBe(false)
  })

  it.runIf(TEST_ENGINE === 'sqlite')('refuses a SQLite database that is not ours', async () => {
    const file = path.join(scratch, 'other.sqlite')
    const other = new Database(file)
    other.exec('create table notes (id integer primary key, text text)')
    other.close()
    const result = await runRestore(
      { dataDir: path.join(scratch, 'r'), databaseUrl: undefined },
      file,
    )
    expect(result.code).toBe(1)
    expect(result.err).toContain('is not a Khvoya backup')
    expect(fs.existsSync(path.join(scratch, 'r', SQLITE_FILE))).toBe(false)
  })

  it('refuses a backup from a newer schema with a clear message', async () => {
    const out = path.join(scratch, 'newer')
    expect((await runBackup('--out', out)).code).toBe(0)
    const file = path.join(out, backupFiles(out)[0]!)
    if (TEST_ENGINE === 'sqlite') {
      const copy = new Database(file)
      copy
        .prepare('insert into kysely_migration (name, timestamp) values (?, ?)')
        .run('2099_01_01_001_future', new Date().toISOString())
      copy.close()
    } else {
      const text = fs.readFileSync(file, 'utf8')
      fs.writeFileSync(
        file,
        text.replace('"migrations":[', '"migrations":["2099_01_01_001_future",'),
      )
    }
    const target = await emptyTarget()
    const before = await fingerprint(target)
    const result = await runRestore(target, file)
    expect(result.code).toBe(1)
    expect(result.err).toContain('was written by a newer version of the site')
    expect(result.err).toContain('2099_01_01_001_future')
    expect(await fingerprint(target)).toBe(before)
  })

  it.runIf(TEST_ENGINE === 'postgres')('refuses a truncated dump', async () => {
    const out = path.join(scratch, 'cut')
    expect((await runBackup('--out', out)).code).toBe(0)
    const file = path.join(out, backupFiles(out)[0]!)
    const text = fs.readFileSync(file)
    fs.writeFileSync(file, text.subarray(0, Math.floor(text.length / 2)))
    const result = await runRestore(await emptyTarget(), file)
    expect(result.code).toBe(1)
    expect(result.err).toContain('incomplete or damaged')
  })
})

/** A tiny tmpfs (root only): the real full and read-only disks, not a simulation. */
function mountTmpfs(options: string): string | null {
  if (os.platform() !== 'linux' || process.getuid?.() !== 0) return null
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khvoya-disk-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'ignore' })
  } catch {
    fs.rmdirSync(dir)
    return null
  }
  cleanups.push(() => {
    execFileSync('umount', [dir])
    fs.rmdirSync(dir)
  })
  return dir
}

const canMount = os.platform() === 'linux' && process.getuid?.() === 0

describe.runIf(canMount)('backup onto a bad disk', () => {
  it('fails loudly on a full disk and leaves no backup file', async () => {
    for (let n = 0; n < 50; n++) await api.db.leads.insert(lead(n), ['webhook'])
    const disk = mountTmpfs('size=16k,mode=700')
    expect(disk).not.toBeNull()
    const result = await runBackup('--out', disk!)
    expect(result.code).toBe(4)
    expect(result.err).toMatch(/Backup failed, nothing was written .*(ENOSPC|SQLITE_FULL)/)
    expect(backupFiles(disk!)).toEqual([])
  })

  it('fails loudly on a read-only disk', async () => {
    const disk = mountTmpfs('size=1m,ro,mode=700')
    expect(disk).not.toBeNull()
    const result = await runBackup('--out', disk!)
    expect(result.code).toBe(4)
    expect(result.err).toMatch(/EROFS|SQLITE_CANTOPEN|SQLITE_READONLY/)
    expect(backupFiles(disk!)).toEqual([])
  })
})
