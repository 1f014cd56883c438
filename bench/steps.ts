// Time bounds for the bench: a step that runs past its limit is recorded as not measured and the
// run goes on; a module another issue owns runs in a child process that is killed at its limit.
// Run as `node --import tsx bench/steps.ts <file> <export> <json args>` it is that child.

import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Section } from './results'

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))

function message(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.split('\n')[0]?.slice(0, 300) ?? 'failed'
}

/** Runs `work` for at most `limitMs`; the signal fires at the limit so the work can close browsers. */
export async function timebox<T>(
  limitMs: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<Section<T>> {
  const started = performance.now()
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new Error(`stopped at its time limit of ${Math.round(limitMs / 1000)} s`))
    }, limitMs)
  })
  try {
    const value = await Promise.race([work(controller.signal), limit])
    return { measured: true, ms: Math.round(performance.now() - started), value }
  } catch (error) {
    return { measured: false, ms: Math.round(performance.now() - started), reason: message(error) }
  } finally {
    clearTimeout(timer)
  }
}

interface ChildAnswer {
  ok: boolean
  value?: unknown
  error?: string
}

/**
 * Calls `exportName(...args)` of `file` (relative to the repo) in a child process, in its own
 * process group so a browser it starts dies with it at the limit. Rejects with the reason.
 */
export function runIsolated(
  file: string,
  exportName: string,
  args: unknown[],
  limitMs: number,
  log: (line: string) => void,
): Promise<unknown> {
  const absolute = fileURLToPath(new URL(file, pathToFileURL(REPO_ROOT)))
  if (!existsSync(absolute)) return Promise.reject(new Error(`${file} does not exist yet`))
  const self = fileURLToPath(import.meta.url)
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', self, absolute, exportName, JSON.stringify(args)],
    { cwd: REPO_ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
  )
  let tail = ''
  const keep = (chunk: Buffer) => {
    const text = chunk.toString()
    tail = (tail + text).slice(-2000)
    for (const line of text.split('\n').filter(Boolean)) log(`  [${exportName}] ${line}`)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return new Promise((resolve, reject) => {
    let answer: ChildAnswer | null = null
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
      reject(new Error(`${exportName} stopped at its time limit of ${limitMs / 1000} s`))
    }, limitMs)
    child.on('message', (m) => {
      answer = m as ChildAnswer
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      if (answer?.ok) resolve(answer.value)
      else {
        const why = answer?.error ?? `exited with code ${code}: ${tail.trim().split('\n').at(-1)}`
        reject(new Error(why))
      }
    })
  })
}

/** Runs a command in its own process group; resolves on exit 0, rejects on failure or the limit. */
export function runCommand(
  command: string,
  args: string[],
  limitMs: number,
  log: (line: string) => void,
  o: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<void> {
  const child = spawn(command, args, {
    cwd: o.cwd ?? REPO_ROOT,
    env: o.env ?? process.env,
    detached: true,
    stdio: 'pipe',
  })
  let tail = ''
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
      reject(new Error(`${command} ${args.join(' ')} stopped at ${limitMs / 1000} s`))
    }, limitMs)
    child.on('exit', (code) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else {
        log(tail)
        reject(new Error(`${command} ${args.join(' ')} exited with code ${code}`))
      }
    })
  })
}

async function childMain(file: string, exportName: string, rawArgs: string) {
  const send = (answer: ChildAnswer) =>
    new Promise<void>((done) => process.send?.(answer, () => done()) ?? done())
  try {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>
    const fn = mod[exportName]
    if (typeof fn !== 'function') throw new Error(`${file} has no export ${exportName}()`)
    const value = await fn(...(JSON.parse(rawArgs) as unknown[]))
    await send({ ok: true, value: JSON.parse(JSON.stringify(value ?? null)) })
    process.exit(0)
  } catch (error) {
    await send({ ok: false, error: message(error) })
    process.exit(1)
  }
}

const [, entry, file, exportName, rawArgs] = process.argv
if (entry === fileURLToPath(import.meta.url) && file && exportName) {
  await childMain(file, exportName, rawArgs ?? '[]')
}
