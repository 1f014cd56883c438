// Backups are private by construction, on the test engine (SQLite, or Postgres under
// npm run test:pg): the folder 0700 and every file 0600 whatever the umask; a wider folder is
// tightened when it is plainly the backups' own, refused (nothing written) otherwise.

import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestApi, type TestApi } from '../api/testApi'
import { tempDataDir } from '../db/testDatabase'
import { FolderRefused, prepareBackupFolder } from '../ops/backup/backupFolder'
import { backup, HELP } from './backup'
import { runTool } from './toolRunner'
import { captureIo } from './toolTestIo'

let api: TestApi
let scratch: string
beforeEach(async () => {
  api = await openTestApi()
  scratch = tempDataDir('khvoya-backup-rights-')
})
afterEach(async () => {
  await api.close()
  fs.rmSync(scratch, { recursive: true, force: true })
})

async function runBackup(...argv: string[]) {
  const io = captureIo(api.config)
  const code = await runTool(HELP, backup, argv, io)
  return { code, out: io.out.join(''), err: io.err.join('') }
}

const rights = (file: string) => (fs.statSync(file).mode & 0o777).toString(8)
const backups = (dir: string) => fs.readdirSync(dir).filter((n) => n.startsWith('khvoya-'))

/** A folder as `mkdir` under the usual umask 022 makes it: readable by every user. */
function openFolder(name: string, mode = 0o755): string {
  const dir = path.join(scratch, name)
  fs.mkdirSync(dir)
  fs.chmodSync(dir, mode)
  return dir
}

describe('backup rights', () => {
  it('creates the folder 0700 and the backup 0600, never 0644', async () => {
    const dir = path.join(scratch, 'new', 'backups')
    const result = await runBackup('--out', dir)
    expect(result.err).toBe('')
    expect(result.code).toBe(0)
    expect(rights(dir)).toBe('700')
    // The parent made on the way is the owner's alone too.
    expect(rights(path.dirname(dir))).toBe('700')
    const [file] = backups(dir)
    expect(rights(path.join(dir, file!))).toBe('600')
    expect(result.out).toContain(`Created ${dir} owner-only (0700).`)
    expect(result.out).toMatch(/Rights: .* 0600, .* 0700 \(owner only\)/)
  })

  it('tightens a 0755 folder of backups and the 0644 backups already in it, and says so', async () => {
    const dir = openFolder('wide')
    const older = path.join(dir, 'khvoya-20261101T033000Z.sqlite')
    fs.writeFileSync(older, 'an older backup', { mode: 0o644 })
    fs.chmodSync(older, 0o644)
    const result = await runBackup('--out', dir)
    expect(result.code).toBe(0)
    expect(result.out).toContain(`Tightened ${dir} from 0755 to 0700: other users could read it.`)
    expect(result.out).toContain('Tightened 1 older backup(s) to 0600')
    expect(rights(dir)).toBe('700')
    for (const name of backups(dir)) expect(rights(path.join(dir, name))).toBe('600')
  })

  it.each([
    ['holds other files', () => openFolder('mixed'), 'it holds other files (notes.txt)'],
    ['is shared like /tmp', () => openFolder('shared', 0o1777), 'it is a shared folder'],
  ])('refuses a 0755 folder that %s, writing nothing', async (_, make, why) => {
    const dir = make()
    if (why.includes('notes')) fs.writeFileSync(path.join(dir, 'notes.txt'), 'keep me')
    const before = fs.statSync(dir).mode
    const result = await runBackup('--out', dir)
    expect(result.code).toBe(1)
    expect(result.err).toContain('Backup refused, nothing was written')
    expect(result.err).toContain(`left as it is because ${why}`)
    expect(result.err).toContain(`chmod 700 ${dir}`)
    expect(fs.statSync(dir).mode).toBe(before)
    expect(backups(dir)).toEqual([])
  })

  it("refuses to tighten another user's folder", () => {
    const dir = openFolder('theirs')
    const uid = fs.statSync(dir).uid
    expect(() => prepareBackupFolder(dir, uid + 1)).toThrow(FolderRefused)
    expect(() => prepareBackupFolder(dir, uid + 1)).toThrow(/belongs to another user/)
    expect(rights(dir)).toBe('755')
  })

  it('leaves an owner-only folder and its files as they are', () => {
    const dir = openFolder('private', 0o700)
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'mine', { mode: 0o644 })
    expect(prepareBackupFolder(dir).notes).toEqual([])
    expect(rights(path.join(dir, 'notes.txt'))).toBe('644')
  })
})
