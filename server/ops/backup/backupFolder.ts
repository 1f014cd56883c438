// Backups hold every lead's name, phone and e-mail, so they are private by construction: the folder
// is the owner's alone (0700) and every backup in it is 0600, whatever the umask. A folder found
// wider is tightened when it is plainly ours, and refused otherwise, and the caller is told which.

import fs from 'node:fs'
import path from 'node:path'

export const FOLDER_MODE = 0o700
export const FILE_MODE = 0o600

/** khvoya-<time>.sqlite / .sql and the hidden partial files a run writes first. */
const OURS =
  /^(?:khvoya-\d{8}T\d{6}Z(?:-\d+)?\.(?:sqlite|sql)|\.khvoya-.*\.partial(?:-journal|-wal|-shm)?)$/

/** What preparing the folder did, in words for the operator. */
export interface FolderReport {
  /** Lines worth printing: the folder created or tightened, older backups tightened. */
  notes: string[]
}

/** The folder cannot be made private without touching what is not ours: nothing was written. */
export class FolderRefused extends Error {}

export const octal = (mode: number): string => (mode & 0o7777).toString(8).padStart(4, '0')

/**
 * Creates `dir` 0700, or checks an existing one. A folder others may read or enter is tightened
 * to 0700 when it belongs to this user, is not a shared one (sticky bit, like /tmp) and holds
 * nothing but our backups; otherwise FolderRefused says why and what to do. Older backups in it
 * that are wider than 0600 are tightened too.
 */
export function prepareBackupFolder(dir: string, uid = process.getuid?.()): FolderReport {
  const notes: string[] = []
  if (!fs.existsSync(dir)) {
    // mode applies to every folder it creates; the umask can only narrow it, chmod makes it exact.
    fs.mkdirSync(dir, { recursive: true, mode: FOLDER_MODE })
    fs.chmodSync(dir, FOLDER_MODE)
    notes.push(`Created ${dir} owner-only (${octal(FOLDER_MODE)}).`)
  } else {
    const stat = fs.statSync(dir)
    if (!stat.isDirectory()) throw new FolderRefused(`${dir} is not a folder.`)
    const wide = stat.mode & 0o077
    if (wide !== 0) {
      const was = octal(stat.mode)
      const others = fs.readdirSync(dir).filter((name) => !OURS.test(name))
      const why =
        (stat.mode & 0o1000) !== 0
          ? 'it is a shared folder (sticky bit, like /tmp)'
          : uid !== undefined && stat.uid !== uid
            ? `it belongs to another user (uid ${stat.uid})`
            : others.length > 0
              ? `it holds other files (${others.slice(0, 3).join(', ')}${others.length > 3 ? ', ...' : ''})`
              : null
      if (why) {
        throw new FolderRefused(
          `${dir} is ${was}: other users could read the backups, and it was left as it is because ` +
            `${why}. Make it owner-only (chmod 700 ${dir}) or give backups a folder of their own.`,
        )
      }
      fs.chmodSync(dir, FOLDER_MODE)
      notes.push(
        `Tightened ${dir} from ${was} to ${octal(FOLDER_MODE)}: other users could read it.`,
      )
    }
  }
  const loose = fs
    .readdirSync(dir)
    .filter((name) => OURS.test(name))
    .filter((name) => (fs.statSync(path.join(dir, name)).mode & 0o077) !== 0)
  for (const name of loose) fs.chmodSync(path.join(dir, name), FILE_MODE)
  if (loose.length > 0) {
    notes.push(
      `Tightened ${loose.length} older backup(s) to ${octal(FILE_MODE)}: ${loose.join(', ')}.`,
    )
  }
  return { notes }
}

/** Throws when `file` or its folder is wider than owner-only: the last check before reporting. */
export function assertPrivate(file: string): void {
  const fileMode = fs.statSync(file).mode & 0o777
  const dirMode = fs.statSync(path.dirname(file)).mode & 0o777
  if (fileMode !== FILE_MODE || (dirMode & 0o077) !== 0) {
    throw new Error(
      `${file} is ${octal(fileMode)} in a folder of ${octal(dirMode)}; backups must be ${octal(FILE_MODE)} in ${octal(FOLDER_MODE)}`,
    )
  }
}
