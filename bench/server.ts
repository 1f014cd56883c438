// Our server for the bench, in a child process of its own so that Lighthouse and autocannon in the
// bench process never share its event loop: `startBenchServer()` spawns this file, which calls
// `startServer(readConfig())` on loopback with a temporary DATA_DIR, and beside it a bare node:http
// server as the machine's yardstick. `measureServerLoad()` loads both with autocannon, and the
// server again through nginx (bench/proxy.ts) when nginx is installed.

import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startBenchProxy } from './proxy'
import type { LoadFigure } from './results'
import { REPO_ROOT } from './steps'

export interface BenchServer {
  baseUrl: string
  /** The bare node:http server answering a fixed 10 KB body. */
  baselineUrl: string
  /** The built client it serves; nginx serves the same folder in the proxied cases. */
  clientDir: string
  pid: number
  stop(): Promise<void>
}

export async function startBenchServer(
  port: number,
  baselinePort: number,
  clientDir: string,
): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'khvoya-bench-data-'))
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      // The renderer bench drives /__renderer, which exists only on test servers.
      KHVOYA_TEST_FAULTS: '1',
      BENCH_BASELINE_PORT: String(baselinePort),
    },
  })
  const baseUrl = `http://127.0.0.1:${port}`
  const baselineUrl = `http://127.0.0.1:${baselinePort}`
  const stop = await untilHealthy(child, baseUrl, dataDir, 60_000)
  return { baseUrl, baselineUrl, clientDir, pid: child.pid ?? 0, stop }
}

/**
 * Waits for a server child to answer /api/health; returns how to stop it (SIGTERM, SIGKILL after
 * 5 s) and remove its DATA_DIR. A child that exits or stays silent past `limitMs` is stopped and
 * the wait throws.
 */
export async function untilHealthy(
  child: ChildProcess,
  baseUrl: string,
  dataDir: string,
  limitMs: number,
): Promise<() => Promise<void>> {
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(killer)
    rmSync(dataDir, { recursive: true, force: true })
  }
  const until = Date.now() + limitMs
  while (Date.now() < until && child.exitCode === null) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return stop
    await new Promise((r) => setTimeout(r, 300))
  }
  await stop()
  throw new Error(`the server did not answer ${baseUrl}/api/health within ${limitMs / 1000} s`)
}

interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  throughput: { average: number }
  errors: number
  timeouts: number
  '1xx': number
  '2xx': number
  '3xx': number
  '4xx': number
  '5xx': number
}

type Autocannon = (opts: {
  url: string
  connections: number
  duration: number
  headers: Record<string, string>
}) => Promise<AutocannonResult>

// autocannon ships no types; this is the part of its API the bench uses.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

interface LoadCase {
  name: string
  origin: string
  path: string
  headers: Record<string, string>
  expectedStatus: number
  durationS: number
  via?: 'nginx'
}

/** The same page and data through nginx (deploy/nginx), as production serves them. */
function proxyCases(proxyUrl: string): LoadCase[] {
  const br = { 'accept-encoding': 'br' }
  const through = { origin: proxyUrl, durationS: 10, expectedStatus: 200, via: 'nginx' as const }
  return [
    { ...through, name: 'nginx -> 1 instance: hydra 200 br', path: '/api/hydra/data', headers: br },
    { ...through, name: 'nginx static: page /about br', path: '/about', headers: br },
  ]
}

async function loadCases(server: BenchServer): Promise<LoadCase[]> {
  const br = { 'accept-encoding': 'br' }
  const res = await fetch(`${server.baseUrl}/api/hydra/data`, { headers: br })
  await res.arrayBuffer()
  const etag = res.headers.get('etag')
  if (!etag) throw new Error('/api/hydra/data sent no ETag')
  const ours = { origin: server.baseUrl, durationS: 10, expectedStatus: 200 }
  // The yardstick first: it gives the server its last seconds to settle after start.
  return [
    {
      name: 'yardstick: bare node:http, 10 KB',
      origin: server.baselineUrl,
      path: '/',
      headers: {},
      expectedStatus: 200,
      durationS: 5,
    },
    { ...ours, name: 'hydra 200 br', path: '/api/hydra/data', headers: br },
    {
      ...ours,
      name: 'hydra 304',
      path: '/api/hydra/data',
      headers: { ...br, 'if-none-match': etag },
      expectedStatus: 304,
    },
    { ...ours, name: 'page /about br', path: '/about', headers: br },
  ]
}

export interface LoadOptions {
  /** Overrides every case's duration (bench/proxy.ts runs short). */
  durationS?: number
  /** Measures only the cases whose name passes. */
  only?: (name: string) => boolean
}

export async function measureServerLoad(
  server: BenchServer,
  connections = 50,
  options: LoadOptions = {},
): Promise<LoadFigure[]> {
  const out: LoadFigure[] = []
  const proxy = await startBenchProxy(server.baseUrl, server.clientDir)
  try {
    const cases = [...(await loadCases(server)), ...(proxy ? proxyCases(proxy.url) : [])]
    for (const c of cases.filter((x) => options.only?.(x.name) ?? true)) {
      out.push(await measureCase(c, connections, options.durationS ?? c.durationS))
    }
  } finally {
    await proxy?.stop()
  }
  return out
}

async function measureCase(c: LoadCase, connections: number, durationS: number) {
  const url = c.origin + c.path
  // Two seconds to warm the caches and the JIT before the measured run.
  await autocannon({ url, connections: 10, duration: 2, headers: c.headers })
  const r = await autocannon({ url, connections, duration: durationS, headers: c.headers })
  const figure: LoadFigure = {
    name: c.name,
    path: c.path,
    expectedStatus: c.expectedStatus,
    requestsPerSecond: r.requests.average,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    requests: r.requests.total,
    statuses: { '2xx': r['2xx'], '3xx': r['3xx'], '4xx': r['4xx'], '5xx': r['5xx'] },
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerSecond: r.throughput.average,
  }
  if (c.via) figure.via = c.via
  return figure
}

/** A server that does nothing but answer: what this machine manages right now, for comparison. */
function serveBaseline(port: number) {
  const body = Buffer.alloc(10 * 1024, 'x')
  const headers = { 'content-type': 'text/plain', 'content-length': String(body.length) }
  createServer((_, res) => res.writeHead(200, headers).end(body)).listen(port, '127.0.0.1')
}

async function serve() {
  if (process.env.BENCH_BASELINE_PORT) serveBaseline(Number(process.env.BENCH_BASELINE_PORT))
  const { readConfig } = await import('../server/config')
  const { startServer } = await import('../server/start')
  const server = await startServer(readConfig(), () => {})
  const close = () => void server.close().then(() => process.exit(0))
  process.on('SIGTERM', close)
  process.on('SIGINT', close)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serve()
