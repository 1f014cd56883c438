// `npm run bench`: builds the site, serves it with our server on loopback, runs every measurement
// within a time budget (10 minutes in all on this machine), and writes bench/results.json,
// bench/REPORT.md and its charts. A missed budget is reported, not an error; exit 1 only when the
// harness itself fails. Flags: --skip-build, --only=lighthouse,bytes,..., --port=N, --budget-s=N,
// --report-only (rewrite REPORT.md and the charts from bench/results.json, measuring nothing),
// --ab [REV] (the plans pages' main-thread work, REV's build against today's: bench/ab.ts).

import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { evaluateBudgets } from './budgets'
import { readChunkNames } from './bytes'
import { buildCharts } from './reportCharts'
import { consoleSummary, renderReport } from './report'
import type { BenchResults, StepRecord } from './results'
import { benchPages, lighthouseJobs, type Measured, measureAll } from './runSteps'
import { REPO_ROOT, runCommand } from './steps'

// The process's own start, so the module loading before main() counts too.
const started = Math.round(performance.timeOrigin)
const argv = process.argv.slice(2)
const flag = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const only = flag('only')?.split(',')
const budgetS = Number(flag('budget-s') ?? 570)
const deadline = started + budgetS * 1000
const log = (line: string) =>
  console.log(`[bench ${Math.round((Date.now() - started) / 1000)} s] ${line}`)

function freePort(from: number, to: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const tryPort = (port: number) => {
      if (port > to) return reject(new Error(`no free port in ${from}-${to}`))
      const probe = createServer()
      probe.once('error', () => tryPort(port + 1))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(port)))
    }
    tryPort(from)
  })
}

function commit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT })
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: REPO_ROOT }).length > 0
    return `${sha.toString().trim()}${dirty ? ' + uncommitted changes' : ''}`
  } catch {
    return 'unknown'
  }
}

function writeOutputs(results: BenchResults) {
  const rows = evaluateBudgets(results)
  const charts = buildCharts(results)
  const dir = path.join(REPO_ROOT, 'bench')
  for (const old of readdirSync(dir).filter((f) => /^chart-.*\.svg$/.test(f))) {
    if (!charts.some((c) => c.file === old)) rmSync(path.join(dir, old))
  }
  for (const c of charts) writeFileSync(path.join(dir, c.file), c.svg)
  writeFileSync(path.join(dir, 'REPORT.md'), renderReport(results, rows, charts))
  writeFileSync(
    path.join(dir, 'results.json'),
    `${JSON.stringify({ ...results, budgets: rows }, null, 2)}\n`,
  )
  console.log(
    `\n${consoleSummary(rows)}\n\nbench/REPORT.md, bench/results.json and ${charts.length} charts written.`,
  )
}

async function main() {
  const loadBefore = os.loadavg()
  const steps: StepRecord[] = []
  const notes: string[] = []
  // The renderer's profiling hooks exist only in a build made so (renderer/bench/benchBuild.d.ts).
  process.env.KHVOYA_BENCH_HOOKS = '1'
  if (argv.includes('--skip-build')) {
    notes.push(
      '`--skip-build`: the dist/ already in the tree was measured, not a fresh build (built with KHVOYA_BENCH_HOOKS=1, or the renderer cannot be profiled).',
    )
  } else {
    log('npm run build')
    const t = Date.now()
    await runCommand('npm', ['run', 'build'], 300_000, log)
    steps.push({ name: 'build', ok: true, ms: Date.now() - t })
    notes.push(`Built by this run (\`npm run build\`, ${Math.round((Date.now() - t) / 1000)} s).`)
  }
  // A private copy of the build: other builds in this shared tree cannot change it mid-run.
  const work = mkdtempSync(path.join(os.tmpdir(), 'khvoya-bench-'))
  const clientDir = path.join(work, 'client')
  cpSync(path.join(REPO_ROOT, 'dist/client'), clientDir, { recursive: true })
  const chunkNames = await readChunkNames(path.join(REPO_ROOT, 'dist/assets.json'))
  if (!existsSync(path.join(clientDir, 'index.html.br'))) {
    notes.push(
      '**dist/client had no precompressed files** (index.html.br missing): was a build still running? Transferred bytes below are then uncompressed.',
    )
  }
  const port = Number(flag('port') ?? (await freePort(4711, 4799)))
  const baselinePort = await freePort(port + 1, 4799)
  const { startBenchServer } = await import('./server')
  const t = Date.now()
  const server = await startBenchServer(port, baselinePort, clientDir)
  steps.push({ name: 'server start', ok: true, ms: Date.now() - t })
  log(`server on ${server.baseUrl} (pid ${server.pid})`)
  notes.push(
    `Served by our \`startServer()\` in a child process on ${server.baseUrl} from a copy of dist/client taken after the build, with a fresh SQLite DATA_DIR and KHVOYA_TEST_FAULTS=1 (so /__renderer exists for the renderer bench).`,
  )
  let measured: Measured
  try {
    const pages = await benchPages(server.baseUrl)
    const flat = pages.find((p) => p.name === 'flat')
    if (flat)
      notes.push(`Flat screen: \`${flat.path}\`, the first flat on sale from /api/hydra/data.`)
    measured = await measureAll({
      server,
      baseUrl: server.baseUrl,
      pages,
      jobs: lighthouseJobs(pages),
      clientDir,
      chunkNames,
      deadline,
      only,
      log,
    })
  } finally {
    await server.stop()
    rmSync(work, { recursive: true, force: true })
  }
  steps.push(...measured.steps)
  const finished = Date.now()
  const results: BenchResults = {
    meta: {
      startedAt: new Date(started).toISOString(),
      finishedAt: new Date(finished).toISOString(),
      durationS: Math.round((finished - started) / 100) / 10,
      commit: commit(),
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      loadBefore,
      loadAfter: os.loadavg(),
      baseUrl: server.baseUrl,
      steps,
      notes,
    },
    ...measured.sections,
  }
  writeOutputs(results)
  log(`done in ${results.meta.durationS} s`)
}

function reportOnly() {
  const file = path.join(REPO_ROOT, 'bench/results.json')
  const { budgets: _, ...results } = JSON.parse(readFileSync(file, 'utf8')) as BenchResults & {
    budgets: unknown
  }
  writeOutputs(results)
}

try {
  if (argv.some((a) => a === '--ab' || a.startsWith('--ab=')))
    await (await import('./ab')).runAb(argv)
  else if (argv.includes('--report-only')) reportOnly()
  else await main()
  process.exit(0)
} catch (error) {
  console.error('bench: the harness failed:', error)
  process.exit(1)
}
