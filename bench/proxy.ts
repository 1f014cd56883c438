// The production path for the bench's load step: Debian's nginx with deploy/nginx/*.conf
// in front of the bench's server, on loopback. The static page comes from disk through nginx with
// its .br variant; /api/hydra/data is proxied to the one instance. Skipped when nginx is absent.
// `npx tsx bench/proxyFigures.ts` measures just these beside the direct figures.

import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { readScriptHashes } from '../scripts/nginxCsp'
import { freePort } from '../tests/topology/http'
import { nginxBinary, startNginx } from '../tests/topology/nginx'
import { REPO_ROOT } from './steps'

export interface BenchProxy {
  url: string
  stop(): Promise<void>
}

/** nginx in front of `upstream` (http://127.0.0.1:PORT) serving `clientDir`; null without nginx. */
export async function startBenchProxy(
  upstream: string,
  clientDir: string,
): Promise<BenchProxy | null> {
  if (!nginxBinary()) return null
  const prefix = mkdtempSync(path.join(tmpdir(), 'khvoya-bench-nginx-'))
  const csp = path.join(REPO_ROOT, 'dist/csp.json')
  try {
    const nginx = await startNginx({
      prefix,
      root: clientDir,
      upstreams: [new URL(upstream).host],
      port: await freePort(),
      scriptHashes: existsSync(csp) ? readScriptHashes(csp) : [],
    })
    return {
      url: nginx.url,
      async stop() {
        await nginx.stop()
        rmSync(prefix, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true })
    throw error
  }
}
