// npm run restore -- FILE: loads a backup written by `npm run backup` into the empty database the
// environment names (DATA_DIR or DATABASE_URL). Refuses, before touching anything, a file that is
// not one of ours, one from a newer schema, a damaged one, or a database that already has data.

import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { readConfig } from '../config'
import { RestoreRefused } from '../ops/backup/backupFiles'
import { restorePostgres } from '../ops/backup/postgresBackup'
import { restoreSqlite } from '../ops/backup/sqliteBackup'
import { EXIT, runIfMain, type Tool, UsageError, usage } from './toolRunner'

export const HELP = `
Usage: npm run restore -- FILE

Loads FILE, a backup from npm run backup, into the database the server would use: DATA_DIR's
SQLite file (which must not exist yet) or DATABASE_URL's Postgres database (which must have no
tables: createdb a new one). A .sqlite backup needs SQLite, a .sql backup Postgres. Start the
server afterwards: it applies any newer migrations and the outbox resumes the deliveries that were
pending when the backup was taken.

Exit codes: 0 restored, 1 refused (nothing was changed), 2 usage error, 3 database error.
`

export const restore: Tool = async (argv, io) => {
  const { positionals } = usage(() =>
    parseArgs({ args: argv, options: {}, allowPositionals: true }),
  )
  if (positionals.length !== 1) throw new UsageError('Give exactly one backup file.')
  const file = positionals[0]!
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    io.stderr(`Cannot read ${file}: no such file.\n`)
    return EXIT.usage
  }
  const config = io.location?.() ?? readConfig()
  try {
    const kind = backupKind(file)
    if (kind === 'sqlite' && config.databaseUrl) {
      throw new RestoreRefused(
        `${file} is a SQLite backup but DATABASE_URL names Postgres: unset DATABASE_URL and set DATA_DIR to restore it.`,
      )
    }
    if (kind === 'postgres' && !config.databaseUrl) {
      throw new RestoreRefused(
        `${file} is a Postgres backup: set DATABASE_URL to an empty Postgres database to restore it.`,
      )
    }
    const summary = config.databaseUrl
      ? await restorePostgres(file, config.databaseUrl)
      : restoreSqlite(file, config.dataDir)
    const where = config.databaseUrl ? 'the Postgres database' : config.dataDir
    io.stdout(
      `Restored ${summary.leads} lead(s) (schema ${summary.migrations.at(-1)}) from ${file} into ${where}.\n`,
    )
    return EXIT.ok
  } catch (error) {
    if (error instanceof RestoreRefused) {
      io.stderr(`Restore refused, the database was not touched: ${error.message}\n`)
      return EXIT.refused
    }
    throw error
  }
}

/** By content, not by name: SQLite's magic, or our Postgres frame's first line. */
function backupKind(file: string): 'sqlite' | 'postgres' | 'unknown' {
  const head = Buffer.alloc(32)
  const fd = fs.openSync(file, 'r')
  try {
    fs.readSync(fd, head, 0, 32, 0)
  } finally {
    fs.closeSync(fd)
  }
  const text = head.toString('latin1')
  if (text.startsWith('SQLite format 3\0')) return 'sqlite'
  if (text.startsWith('-- khvoya-backup ')) return 'postgres'
  return 'unknown'
}

runIfMain(import.meta.url, HELP, restore)
