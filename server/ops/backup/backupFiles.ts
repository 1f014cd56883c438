// Where backups live and how they get there: one file per backup named by its UTC start time,
// written under a hidden temporary name, fsynced, then renamed, so a full or read-only disk leaves
// no half-written file under a backup's name; the file is 0600 from its creation (backupFolder.ts).
// Retention keeps the newest N.

import fs from 'node:fs'
import path from 'node:path'
import { FILE_MODE } from './backupFolder'

export type BackupEngine = 'sqlite' | 'postgres'

const EXTENSION: Record<BackupEngine, string> = { sqlite: '.sqlite', postgres: '.sql' }
/** khvoya-20261126T171100Z.sqlite, khvoya-20261126T171100Z.sql */
const BACKUP_NAME = /^khvoya-\d{8}T\d{6}Z(?:-\d+)?\.(?:sqlite|sql)$/
const PARTIAL_NAME = /^\.khvoya-.*\.partial$/

/** The file's first `bytes` bytes (fewer in a shorter file, the rest zero): how a backup is told. */
export function readHead(file: string, bytes: number): Buffer {
  const head = Buffer.alloc(bytes)
  const fd = fs.openSync(file, 'r')
  try {
    fs.readSync(fd, head, 0, bytes, 0)
  } finally {
    fs.closeSync(fd)
  }
  return head
}

export function backupName(engine: BackupEngine, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  return `khvoya-${stamp}${EXTENSION[engine]}`
}

/** A name in `dir` not yet taken (two backups within one second get -2, -3...). */
export function freshBackupPath(dir: string, engine: BackupEngine, at: Date): string {
  const name = backupName(engine, at)
  let candidate = path.join(dir, name)
  for (let n = 2; fs.existsSync(candidate); n++) {
    candidate = path.join(dir, name.replace(/(\.\w+)$/, `-${n}$1`))
  }
  return candidate
}

export function partialPath(finalPath: string): string {
  return path.join(path.dirname(finalPath), `.${path.basename(finalPath)}.${process.pid}.partial`)
}

/**
 * Runs `write(tempPath)`, then makes the result durable under `finalPath`: fsync the file, rename,
 * fsync the folder. On any failure the temporary file is removed and the error rethrown.
 */
export async function writeDurably(
  finalPath: string,
  write: (tempPath: string) => Promise<void>,
): Promise<void> {
  const temp = partialPath(finalPath)
  try {
    // Created owner-only before a byte is written, so no umask leaves personal data readable even
    // for a moment; the writer fills this file (SQLite keeps an existing file's rights, and gives
    // its journal the same).
    fs.closeSync(fs.openSync(temp, 'wx', FILE_MODE))
    fs.chmodSync(temp, FILE_MODE)
    await write(temp)
    const fd = fs.openSync(temp, 'r+')
    try {
      fs.fchmodSync(fd, FILE_MODE)
      fs.fsyncSync(fd)
    } finally {
      fs.closeSync(fd)
    }
    fs.renameSync(temp, finalPath)
  } catch (error) {
    for (const leftover of [temp, `${temp}-journal`, `${temp}-wal`, `${temp}-shm`]) {
      fs.rmSync(leftover, { force: true })
    }
    throw error
  }
  syncFolder(path.dirname(finalPath))
}

/** Makes a rename in `dir` survive a power cut. */
export function syncFolder(dir: string): void {
  const fd = fs.openSync(dir, 'r')
  try {
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
}

/** Deletes all but the newest `keep` backups in `dir`, and partial files a crashed run left. */
export function pruneBackups(dir: string, keep: number, now = Date.now()): string[] {
  const removed: string[] = []
  const entries = fs.readdirSync(dir)
  const backups = entries.filter((name) => BACKUP_NAME.test(name)).sort()
  for (const name of backups.slice(0, Math.max(0, backups.length - keep))) {
    fs.rmSync(path.join(dir, name))
    removed.push(name)
  }
  for (const name of entries.filter((n) => PARTIAL_NAME.test(n))) {
    const file = path.join(dir, name)
    // A day old: no backup runs that long, so its writer is gone.
    if (now - fs.statSync(file).mtimeMs > 24 * 3600_000) {
      fs.rmSync(file, { force: true })
      removed.push(name)
    }
  }
  return removed
}

/** Refusals of `restore`: the file is not ours, from a newer build, or the target is not empty. */
export class RestoreRefused extends Error {}
