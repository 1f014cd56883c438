// Just the proxy figures of the bench's load step, beside the direct ones, without the rest of the
// bench: the built site (`npm run build` first) served by the bench's server, loaded
// straight and through nginx. Prints a Markdown table; writes nothing.
//
//   npx tsx bench/proxyFigures.ts [--seconds=8]

import { existsSync } from 'node:fs'
import path from 'node:path'
import { freePort } from '../tests/topology/http'
import { measureServerLoad, startBenchServer } from './server'
import { formatCount, formatMs } from './stats'
import { REPO_ROOT } from './steps'

async function main() {
  const seconds = Number(process.argv.find((a) => a.startsWith('--seconds='))?.split('=')[1] ?? 8)
  const clientDir = path.join(REPO_ROOT, 'dist/client')
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    console.error('bench/proxy: no dist/client; run `npm run build` first')
    process.exit(2)
  }
  const server = await startBenchServer(await freePort(), await freePort(), clientDir)
  try {
    const figures = await measureServerLoad(server, 50, {
      durationS: seconds,
      only: (name) => /^(hydra 200 br|page \/about br)$/.test(name) || name.startsWith('nginx'),
    })
    console.log(
      '\n| case | path | req/s | p50 | p99 | statuses | errors |\n| --- | --- | --- | --- | --- | --- | --- |',
    )
    for (const f of figures) {
      const statuses = Object.entries(f.statuses)
        .filter(([, n]) => n > 0)
        .map(([s, n]) => `${s}: ${formatCount(n)}`)
        .join(', ')
      console.log(
        `| ${f.name} | ${f.path} | ${formatCount(f.requestsPerSecond)} | ${formatMs(f.latencyP50Ms)} | ${formatMs(f.latencyP99Ms)} | ${statuses} | ${f.errors + f.timeouts} |`,
      )
    }
  } finally {
    await server.stop()
  }
}

await main()
