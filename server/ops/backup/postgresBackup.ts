// Postgres backups: pg_dump's plain SQL (one consistent snapshot while the site serves), framed by
// a first line naming our format and schema and a last line with the SHA-256 of the dump, so
// restore can tell our files, newer schemas and truncated copies apart before it touches anything.
// Restore runs the dump with psql in one transaction into an empty database. The client binaries
// come from PG_BIN, the newest /usr/lib/postgresql/*/bin, or PATH. Environment: server (tools).

import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { RestoreRefused, writeDurably } from './backupFiles'
import { type BackupSummary, notOurs, refuseNewer } from './sqliteBackup'

const HEADER = '-- khvoya-backup '
const FOOTER = '-- khvoya-backup-end '

interface Header {
  format: 1
  engine: 'postgres'
  migrations: string[]
  createdAt: string
}

export function postgresBin(tool: 'pg_dump' | 'psql', env = process.env): string {
  if (env.PG_BIN) return path.join(env.PG_BIN, tool)
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', tool)))
        .sort((a, b) => Number(a) - Number(b))
    : []
  const newest = versions.at(-1)
  return newest ? path.join(root, newest, 'bin', tool) : tool
}

/** libpq settings from a connection string, passed by environment so no password is in `ps`. */
export function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: url.hostname || 'localhost',
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
  }
  const options = url.searchParams.get('options')
  if (options) env.PGOPTIONS = options
  const sslmode = url.searchParams.get('sslmode')
  if (sslmode) env.PGSSLMODE = sslmode
  return env
}

async function query<T>(databaseUrl: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(text)).rows as T[]
  } finally {
    await client.end()
  }
}

export async function backupPostgres(
  databaseUrl: string,
  finalPath: string,
  now = new Date(),
): Promise<BackupSummary> {
  const [schema] = await query<{ name: string }>(databaseUrl, 'select current_schema() as name')
  const migrations = (
    await query<{ name: string }>(databaseUrl, 'select name from kysely_migration order by name')
  ).map((r) => r.name)
  const header: Header = { format: 1, engine: 'postgres', migrations, createdAt: now.toISOString() }
  const args = ['--no-owner', '--no-privileges', '--quote-all-identifiers']
  if (schema && schema.name !== 'public') args.push(`--schema=${schema.name}`)
  let leads = 0
  await writeDurably(finalPath, async (temp) => {
    // writeDurably made the file, owner-only; 'w' keeps its rights.
    const out = fs.openSync(temp, 'w')
    try {
      fs.writeSync(out, `${HEADER}${JSON.stringify(header)}\n`)
      const hash = createHash('sha256')
      let bytes = 0
      const { code, stderr } = await run(postgresBin('pg_dump'), args, libpqEnv(databaseUrl), {
        onStdout(chunk) {
          hash.update(chunk)
          bytes += chunk.length
          fs.writeSync(out, chunk)
        },
      })
      if (code !== 0) throw new Error(`pg_dump failed (exit ${code}): ${stderr.trim()}`)
      fs.writeSync(out, `\n${FOOTER}${JSON.stringify({ sha256: hash.digest('hex'), bytes })}\n`)
    } finally {
      fs.closeSync(out)
    }
    leads = countInserts(fs.readFileSync(temp, 'utf8'))
  })
  return { leads, migrations }
}

/** Rows of `leads` in a plain dump: the lines of its COPY block. */
function countInserts(dump: string): number {
  const start = dump.search(/^COPY "[^"]+"\."leads" /m)
  if (start < 0) return 0
  const block = dump.slice(start, dump.indexOf('\n\\.\n', start))
  return block.split('\n').length - 1
}

/** Checks the frame and checksum; throws RestoreRefused when it is not a usable backup of ours. */
export function inspectPostgresBackup(file: string): BackupSummary {
  const text = fs.readFileSync(file)
  const firstBreak = text.indexOf(0x0a)
  const first = text.subarray(0, firstBreak < 0 ? 200 : firstBreak).toString('utf8')
  if (!first.startsWith(HEADER)) throw notOurs(file)
  let header: Header
  try {
    header = JSON.parse(first.slice(HEADER.length)) as Header
  } catch {
    throw notOurs(file)
  }
  if (header.format !== 1 || header.engine !== 'postgres') {
    throw new RestoreRefused(`${file} is a backup format this version does not read.`)
  }
  refuseNewer(file, header.migrations)
  const footerAt = text.lastIndexOf(`\n${FOOTER}`)
  const footer = footerAt < 0 ? null : text.subarray(footerAt + 1 + FOOTER.length).toString('utf8')
  let expected: { sha256: string; bytes: number } | null = null
  try {
    expected = footer ? JSON.parse(footer) : null
  } catch {}
  const body = text.subarray(firstBreak + 1, footerAt)
  const actual = createHash('sha256').update(body).digest('hex')
  if (!expected || expected.sha256 !== actual || expected.bytes !== body.length) {
    throw new RestoreRefused(`${file} is incomplete or damaged: its checksum does not match.`)
  }
  return { leads: countInserts(body.toString('utf8')), migrations: header.migrations }
}

/** Loads a checked backup into the (empty) database at `databaseUrl`, all or nothing. */
export async function restorePostgres(file: string, databaseUrl: string): Promise<BackupSummary> {
  const summary = inspectPostgresBackup(file)
  const tables = await query<{ name: string }>(
    databaseUrl,
    'select table_name as name from information_schema.tables where table_schema = current_schema()',
  )
  if (tables.length > 0) {
    throw new RestoreRefused(
      `The database already has tables (${tables
        .map((t) => t.name)
        .slice(0, 5)
        .join(', ')}): restore only into an empty database (createdb a new one, point ` +
        'DATABASE_URL at it, then restore).',
    )
  }
  const { code, stderr } = await run(
    postgresBin('psql'),
    ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-f', file],
    libpqEnv(databaseUrl),
  )
  if (code !== 0)
    throw new Error(`psql failed (exit ${code}), nothing was restored: ${stderr.trim()}`)
  return summary
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  handlers: { onStdout?: (chunk: Buffer) => void } = {},
): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stderr = ''
    let failure: unknown
    child.stdout.on('data', (chunk: Buffer) => {
      if (failure) return
      try {
        handlers.onStdout?.(chunk)
      } catch (error) {
        // A write that failed (disk full): stop the dump and report the write error.
        failure = error
        child.kill('SIGTERM')
      }
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8')
    })
    child.on('error', reject)
    child.on('close', (code) => (failure ? reject(failure) : resolve({ code: code ?? 1, stderr })))
  })
}
