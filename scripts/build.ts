// `npm run build`: the build's steps one after the other, each in its own process as before, with
// their output passed through and a line from this runner whenever a step has said nothing for
// 8 s, so no step is silent for 10 s ("vike build: still working, 48 s"). Ends with the time of
// each step, so a slow build says where its minutes went. A failed step stops the build with its
// exit code.

import { spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'

interface Step {
  name: string
  command: string
  args: string[]
}

const bin = (name: string) => path.resolve('node_modules/.bin', name)
const tsx = (name: string, script: string): Step => ({ name, command: bin('tsx'), args: [script] })

export const STEPS: Step[] = [
  tsx('fonts', 'scripts/fonts.ts'),
  tsx('images', 'scripts/images.ts'),
  tsx('pdf fonts', 'scripts/pdfFonts.ts'),
  tsx('catalogue (build:data)', 'server/catalogue/build.ts'),
  tsx('og images', 'scripts/ogImages.ts'),
  tsx('documents', 'scripts/documents/build.ts'),
  { name: 'vike build', command: bin('vike'), args: ['build'] },
  tsx('kiosk service worker', 'scripts/kioskServiceWorker.ts'),
  tsx('postbuild', 'scripts/postbuild.ts'),
]

/** Silent this long, the runner speaks for the step: under the 10 s a build may stay quiet. */
const QUIET_MS = 8000

const seconds = (ms: number) =>
  ms < 60_000
    ? `${(ms / 1000).toFixed(1)} s`
    : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`

function runStep(step: Step, buildStarted: number): Promise<{ code: number; ms: number }> {
  const started = performance.now()
  let lastLine = started
  return new Promise((resolve, reject) => {
    const child = spawn(step.command, step.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Piped, a tool would drop its colours; keep them when the build itself runs in a terminal.
      env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    })
    const pass = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) =>
      createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
        lastLine = performance.now()
        out.write(`${line}\n`)
      })
    pass(child.stdout, process.stdout)
    pass(child.stderr, process.stderr)
    const timer = setInterval(() => {
      const now = performance.now()
      if (now - lastLine < QUIET_MS) return
      lastLine = now
      console.log(
        `[build] ${step.name}: still working, ${seconds(now - started)} in this step (${seconds(now - buildStarted)} in all)`,
      )
    }, 1000)
    child.on('error', (error) => {
      clearInterval(timer)
      reject(error)
    })
    child.on('close', (code, signal) => {
      clearInterval(timer)
      resolve({ code: code ?? (signal ? 1 : 0), ms: performance.now() - started })
    })
  })
}

async function main() {
  const started = performance.now()
  const times: [string, number][] = []
  for (const [i, step] of STEPS.entries()) {
    console.log(`[build] ${i + 1}/${STEPS.length} ${step.name}`)
    const { code, ms } = await runStep(step, started)
    times.push([step.name, ms])
    if (code !== 0) {
      console.error(`[build] ${step.name} failed (exit ${code}) after ${seconds(ms)}`)
      process.exit(code)
    }
  }
  const width = Math.max(...times.map(([name]) => name.length))
  console.log(`[build] done in ${seconds(performance.now() - started)}:`)
  for (const [name, ms] of times) console.log(`[build]   ${name.padEnd(width)}  ${seconds(ms)}`)
}

if (process.argv[1]?.endsWith('build.ts')) await main()
