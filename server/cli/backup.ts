// npm run backup -- --out DIR [--keep N]: a consistent copy of the site's database while it serves
// (SQLite's online backup API, or pg_dump for Postgres), from the same environment as the server.
// A failed write (full or read-only disk) exits non-zero and leaves no file under a backup's name.
// Backups hold personal data: the folder is made 0700 and every file 0600 (backupFolder.ts).

import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { readConfig } from '../config'
import { freshBackupPath, pruneBackups } from '../ops/backup/backupFiles'
import {
  assertPrivate,
  FILE_MODE,
  FolderRefused,
  FOLDER_MODE,
  octal,
  prepareBackupFolder,
} from '../ops/backup/backupFolder'
import { backupPostgres } from '../ops/backup/postgresBackup'
import { backupSqlite } from '../ops/backup/sqliteBackup'
import { EXIT, runIfMain, type Tool, UsageError, usage } from './toolRunner'

export const HELP = `
Usage: npm run backup -- --out DIR [--keep N]

Copies the database the server uses (DATA_DIR's SQLite file, or DATABASE_URL's Postgres) into DIR
as khvoya-<UTC time>.sqlite or khvoya-<UTC time>.sql, while the site keeps serving. The file is
written under a temporary name and renamed once it is complete and on disk.

Backups hold every lead's name, phone and e-mail, so they are private by construction: DIR is
created 0700 (owner only) and every backup is 0600. An existing DIR that others may read is
tightened to 0700 when it is yours and holds only backups, and refused (nothing written) when it
is someone else's, shared like /tmp, or holds other files; the output says which.

Options:
  --out DIR   the backup folder (created 0700 if missing)
  --keep N    afterwards, delete all but the newest N backups in DIR
  --help      this text

Exit codes: 0 written, 1 DIR refused (others could read it; nothing written), 2 usage error, 3 the database could not be read, 4 the backup could not be
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
    for (const note of prepareBackupFolder(dir).notes) io.stdout(`${note}\n`)
    file = freshBackupPath(dir, engine, new Date())
  } catch (error) {
    if (error instanceof FolderRefused) {
      io.stderr(`Backup refused, nothing was written: ${error.message}\n`)
      return EXIT.refused
    }
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
  try {
    // Someone changing the rights meanwhile would be odd; a backup others can read is not kept.
    assertPrivate(file)
  } catch (error) {
    fs.rmSync(file, { force: true })
    io.stderr(`Backup deleted, others could have read it: ${describe(error)}\n`)
    return EXIT.output
  }
  io.stdout(`Rights: ${file} ${octal(FILE_MODE)}, ${dir} ${octal(FOLDER_MODE)} (owner only).\n`)
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
