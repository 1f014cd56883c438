// The two builds an A/B compares, each in a git worktree of its own under bench/.tmp (so the
// shared tree's dist/ is never touched), and each served by its own production server on a
// loopback port. A worktree that already holds a finished build of its commit is reused: a second
// `--ab` run rebuilds only what changed. Environment: the bench's Node process.

import { execFileSync, spawn } from 'node:child_process'
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { untilHealthy } from './server'
import { REPO_ROOT, runCommand } from './steps'

/** The commit issue 45 starts from: the last one before the day's work (4d5d5ae's parent chain). */
export const AB_DEFAULT_BASE = 'b0e7e78'
const TMP = path.join(REPO_ROOT, 'bench/.tmp')
const BUILT = 'dist/.ab-built'

const git = (args: string[], cwd = REPO_ROOT) =>
  execFileSync('git', args, { cwd, encoding: 'utf8' }).trim()

export interface AbTree {
  label: string
  /** What is checked out: REV's commit, or the stash commit of today's tree. */
  commit: string
  /** What names the build: the commit's tree, so that the same files are built once. */
  sha: string
  dir: string
}

/** REV as a commit, or today's tree: HEAD with the tracked files' uncommitted changes (a stash
 * commit that no stash list holds); files git does not track are not part of it. */
export function resolveTree(rev: string | 'today'): AbTree {
  if (rev !== 'today') {
    const commit = git(['rev-parse', `${rev}^{commit}`])
    const sha = git(['rev-parse', '--short=10', `${commit}^{tree}`])
    return { label: rev, commit, sha, dir: path.join(TMP, `ab-tree-${sha}`) }
  }
  // A stash commit is new on every call (its date), its tree the same while the files are.
  const commit = git(['stash', 'create']) || git(['rev-parse', 'HEAD'])
  const sha = git(['rev-parse', '--short=10', `${commit}^{tree}`])
  const head = git(['rev-parse', '--short', 'HEAD'])
  return {
    label: commit.startsWith(head)
      ? `today (${head})`
      : `today (${head} + uncommitted tracked changes)`,
    commit,
    sha,
    dir: path.join(TMP, `ab-tree-${sha}`),
  }
}

/** Checks out and builds the tree unless a finished build of it is there already. */
export async function buildTree(tree: AbTree, log: (line: string) => void): Promise<number> {
  const marker = path.join(tree.dir, BUILT)
  if (existsSync(marker) && readFileSync(marker, 'utf8').trim() === tree.sha) {
    log(`${tree.label}: build of ${tree.sha} already in ${path.relative(REPO_ROOT, tree.dir)}`)
    return 0
  }
  if (!existsSync(tree.dir)) git(['worktree', 'add', '--detach', tree.dir, tree.commit])
  const started = Date.now()
  await packagesFor(tree, log)
  log(`${tree.label}: npm run build in ${path.relative(REPO_ROOT, tree.dir)}`)
  const env = { ...process.env }
  // The site as it ships: no test buildings, no bench hooks in either build.
  delete env.KHVOYA_BUILDINGS_DIR
  delete env.KHVOYA_BENCH_HOOKS
  await runCommand('npm', ['run', 'build'], 900_000, log, { cwd: tree.dir, env })
  writeFileSync(marker, `${tree.sha}\n`)
  return Date.now() - started
}

/**
 * The tree's packages: the shared tree's when both lock the same ones (and with them its image
 * cache, node_modules/.cache/khvoya-images); its own, installed from its lockfile, when they
 * differ: a commit from before a package was removed (rosetta, 46) still imports it.
 */
async function packagesFor(tree: AbTree, log: (line: string) => void): Promise<void> {
  const modules = path.join(tree.dir, 'node_modules')
  const lock = (dir: string) => readFileSync(path.join(dir, 'package-lock.json'), 'utf8')
  const same = lock(tree.dir) === lock(REPO_ROOT)
  const linked = existsSync(modules) && lstatSync(modules).isSymbolicLink()
  if (same) {
    if (!existsSync(modules)) symlinkSync(path.join(REPO_ROOT, 'node_modules'), modules)
    return
  }
  if (existsSync(modules) && !linked) return
  if (linked) unlinkSync(modules)
  log(
    `${tree.label}: its lockfile differs from today's; npm ci in ${path.relative(REPO_ROOT, tree.dir)}`,
  )
  await runCommand('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], 900_000, log, {
    cwd: tree.dir,
    env: process.env,
  })
  const cache = path.join(REPO_ROOT, 'node_modules/.cache')
  if (existsSync(cache) && !existsSync(path.join(modules, '.cache')))
    symlinkSync(cache, path.join(modules, '.cache'))
}

export interface AbServer {
  url: string
  stop(): Promise<void>
}

/** The tree's own production server (server/main.ts), its client from its own dist/. */
export async function serveTree(tree: AbTree, port: number): Promise<AbServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'khvoya-ab-data-'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  }
  delete env.KHVOYA_BUILDINGS_DIR
  delete env.CLIENT_DIR
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: tree.dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  })
  const url = `http://127.0.0.1:${port}`
  try {
    return { url, stop: await untilHealthy(child, url, dataDir, 90_000) }
  } catch (error) {
    throw new Error(`${tree.label}: ${error instanceof Error ? error.message : error}`)
  }
}
