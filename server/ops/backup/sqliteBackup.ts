// SQLite backups: a consistent copy of the live file through SQLite's online backup API (the
// server keeps serving and writing), saved as a self-contained database file; and its restore,
// which checks the file is one of ours from a schema this build knows before it places it as
// the data folder's database. Environment: server (command-line tools).

import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { SQLITE_FILE } from '../../db/connection'
import { MIGRATION_NAMES } from '../../db/migrations'
import { RestoreRefused, readHead, syncFolder, writeDurably } from './backupFiles'

const SQLITE_MAGIC = 'SQLite format 3\0'

export interface BackupSummary {
  leads: number
  migrations: string[]
}

/** Copies `dataDir`'s database to `finalPath` (see writeDurably). */
export async function backupSqlite(dataDir: string, finalPath: string): Promise<BackupSummary> {
  const source = path.join(dataDir, SQLITE_FILE)
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}`)
  const db = new Database(source, { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  try {
    let summary: BackupSummary | undefined
    await writeDurably(finalPath, async (temp) => {
      // All pages in one step: one read transaction, so a write meanwhile cannot restart the copy.
      await db.backup(temp, { progress: () => 0x7fffffff })
      const copy = new Database(temp, { fileMustExist: true })
      try {
        // The copy inherits WAL mode; DELETE makes it one file that opens anywhere, read-only too.
        copy.pragma('journal_mode = DELETE')
        summary = inspectOpen(copy, temp)
      } finally {
        copy.close()
      }
    })
    return summary!
  } finally {
    db.close()
  }
}

/** Reads a backup file without changing it; throws RestoreRefused when it is not a usable one. */
export function inspectSqliteBackup(file: string): BackupSummary {
  if (readHead(file, 16).toString('latin1') !== SQLITE_MAGIC) throw notOurs(file)
  let db: Database.Database
  try {
    db = new Database(file, { readonly: true, fileMustExist: true })
  } catch (error) {
    throw new RestoreRefused(`${file} cannot be opened as SQLite: ${(error as Error).message}`)
  }
  try {
    return inspectOpen(db, file)
  } finally {
    db.close()
  }
}

function inspectOpen(db: Database.Database, file: string): BackupSummary {
  let tables: Set<string>
  try {
    const rows = db.prepare("select name from sqlite_master where type = 'table'").all()
    tables = new Set(rows.map((r) => (r as { name: string }).name))
  } catch (error) {
    throw new RestoreRefused(`${file} is damaged: ${(error as Error).message}`)
  }
  if (!['kysely_migration', 'leads', 'lead_outbox', 'meta'].every((t) => tables.has(t))) {
    throw notOurs(file)
  }
  const check = db.pragma('quick_check', { simple: true })
  if (check !== 'ok') throw new RestoreRefused(`${file} is damaged: ${String(check)}`)
  const migrations = db
    .prepare('select name from kysely_migration order by name')
    .all()
    .map((r) => (r as { name: string }).name)
  refuseNewer(file, migrations)
  const leads = Number((db.prepare('select count(*) as n from leads').get() as { n: number }).n)
  return { leads, migrations }
}

export function refuseNewer(file: string, migrations: readonly string[]): void {
  const unknown = migrations.filter((m) => !MIGRATION_NAMES.includes(m))
  if (unknown.length > 0) {
    throw new RestoreRefused(
      `${file} was written by a newer version of the site: its schema has ${unknown.join(', ')}, ` +
        'which this version does not know. Restore it with that version (or a later one).',
    )
  }
}

export function notOurs(file: string): RestoreRefused {
  return new RestoreRefused(
    `${file} is not a Khvoya backup (npm run backup writes khvoya-<time>.sqlite or .sql files).`,
  )
}

/** Places a checked backup as `dataDir`'s database; refuses when one is already there. */
export function restoreSqlite(file: string, dataDir: string): BackupSummary {
  const summary = inspectSqliteBackup(file)
  const target = path.join(dataDir, SQLITE_FILE)
  for (const existing of [target, `${target}-wal`]) {
    if (fs.existsSync(existing) && fs.statSync(existing).size > 0) {
      throw new RestoreRefused(
        `${existing} already exists: restore only into an empty data folder (stop the server, ` +
          'move the old database aside, then restore).',
      )
    }
  }
  fs.mkdirSync(dataDir, { recursive: true })
  fs.rmSync(`${target}-shm`, { force: true })
  const temp = path.join(dataDir, `.${SQLITE_FILE}.restore.partial`)
  try {
    fs.copyFileSync(file, temp)
    const fd = fs.openSync(temp, 'r+')
    fs.fsyncSync(fd)
    fs.closeSync(fd)
    fs.renameSync(temp, target)
  } catch (error) {
    fs.rmSync(temp, { force: true })
    throw error
  }
  syncFolder(dataDir)
  return summary
}
