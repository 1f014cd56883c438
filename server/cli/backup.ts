// npm run backup -- --out DIR [--keep N]: a consistent copy of the site's database while it serves
// (SQLite's online backup API, or pg_dump for Postgres), from the same environment as the server.
// A failed write (full or read-only disk) exits non-zero and leaves no file under a backup's name.

import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { readConfig } from '../config'
import { freshBackupPath, pruneBackups } from '../ops/backup/backupFiles'
import { backupPostgres } from '../ops/backup/postgresBackup'
import { backupSqlite } from '../ops/backup/sqliteBackup'
import { EXIT, runIfMain, type Tool, UsageError, usage } from './toolRunner'

export const HELP = `
Usage: npm run backup -- --out DIR [--keep N]

Copies the database the server uses (DATA_DIR's SQLite file, or DATABASE_URL's Postgres) into DIR
as khvoya-<UTC time>.sqlite or khvoya-<UTC time>.sql, while the site keeps serving. The file is
written under a temporary name and renamed once it is complete and on disk.

Options:
  --out DIR   the backup folder (created if missing)
  --keep N    afterwards, delete all but the newest N backups in DIR
  --help      this text

Exit codes: 0 written, 2 usage error, 3 the database could not be read, 4 the backup could not be
written (disk full, read-only, no permission).
`

export const backup: Tool = async (argv, io) => {
  const { values } = usage(() =>
    parseArgs({ args: argv, options: { out: { type: 'string' }, keep: { type: 'string' } } }),
  )
  if (!values.out) throw new UsageError('--out DIR is required.')
  const keep = values.keep === undefined ? undefined : Number(values.keep)
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) {
    throw new UsageError(`--keep ${values.keep} is not a whole number of at least 1.`)
  }
  const config = io.location?.() ?? readConfig()
  const engine = config.databaseUrl ? 'postgres' : 'sqlite'
  const dir = values.out
  let file: string
  try {
    fs.mkdirSync(dir, { recursive: true })
    file = freshBackupPath(dir, engine, new Date())
  } catch (error) {
    io.stderr(`Cannot use ${dir} for backups: ${describe(error)}\n`)
    return EXIT.output
  }
  const started = Date.now()
  try {
    const summary = config.databaseUrl
      ? await backupPostgres(config.databaseUrl, file)
      : await backupSqlite(config.dataDir, file)
    const size = fs.statSync(file).size
    io.stdout(
      `Backed up ${engine} (${summary.leads} lead(s), schema ${summary.migrations.at(-1)}) to ${file}: ${size} bytes in ${Date.now() - started} ms.\n`,
    )
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? ''
    // Write failures are the disk's; anything else is the database's.
    const writing =
      /^(ENOSPC|EROFS|EACCES|EPERM|EDQUOT|EIO|SQLITE_FULL|SQLITE_CANTOPEN|SQLITE_IOERR|SQLITE_READONLY)/.test(
        code,
      )
    io.stderr(`Backup failed, nothing was written to ${dir}: ${describe(error)}\n`)
    return writing ? EXIT.output : EXIT.database
  }
  if (keep !== undefined) {
    const removed = pruneBackups(dir, keep)
    if (removed.length > 0)
      io.stdout(`Deleted ${removed.length} older backup(s): ${removed.join(', ')}\n`)
  }
  return EXIT.ok
}

function describe(error: unknown): string {
  const e = error as NodeJS.ErrnoException
  return `${e.code ? `${e.code}: ` : ''}${e.message ?? String(error)}`
}

runIfMain(import.meta.url, HELP, backup)
