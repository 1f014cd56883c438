// The production server (server/main.ts, as systemd's khvoya@.service runs it) as child processes
// on loopback ports: started, SIGKILLed and restarted by the topology test.

import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, readFileSync } from 'node:fs'
import path from 'node:path'
import { request, sleep } from './http'

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..')

export interface Instance {
  name: string
  port: number
  /** Everything the instance printed, across restarts (lead ids only, never personal data). */
  logFile: string
  running(): boolean
  start(): Promise<void>
  /** SIGKILL: no shutdown code runs, like a crash or the OOM killer. Returns the moment. */
  kill(): Promise<number>
  stop(): Promise<void>
  log(): string
}

export function instance(
  name: string,
  port: number,
  env: Record<string, string>,
  logDir: string,
): Instance {
  const logFile = path.join(logDir, `instance-${name}.log`)
  const out = createWriteStream(logFile, { flags: 'a' })
  let child: ChildProcess | null = null
  let exited: Promise<void> = Promise.resolve()

  const alive = () => child !== null && child.exitCode === null && child.signalCode === null

  return {
    name,
    port,
    logFile,
    running: alive,
    async start() {
      if (alive()) throw new Error(`instance ${name} is already running`)
      const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child = proc
      proc.stdout?.pipe(out, { end: false })
      proc.stderr?.pipe(out, { end: false })
      exited = new Promise((resolve) => proc.once('exit', () => resolve()))
      const until = Date.now() + 60_000
      while (Date.now() < until) {
        if (!alive()) throw new Error(`instance ${name} exited while starting; see ${logFile}`)
        const health = await request(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 2000 })
        if (health.status === 200) return
        await sleep(100)
      }
      throw new Error(`instance ${name} did not answer /api/health within 60 s`)
    },
    async kill() {
      const at = Date.now()
      child?.kill('SIGKILL')
      await exited
      return at
    },
    async stop() {
      if (!alive()) return
      child?.kill('SIGTERM')
      const killer = setTimeout(() => child?.kill('SIGKILL'), 12_000)
      await exited
      clearTimeout(killer)
    },
    log: () => readFileSync(logFile, 'utf8'),
  }
}
