// Writes nginx's Content-Security-Policy for the files it serves itself (deploy/nginx): the policy
// of server/securityHeaders.ts, and for HTML pages the same policy allowing the inline bootstrap
// scripts the build hashed into dist/csp.json. Run after every build, then reload nginx:
//
//   npx tsx scripts/nginxCsp.ts [dist/csp.json] > /etc/nginx/khvoya/csp.conf

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { contentSecurityPolicy } from '../server/securityHeaders'

/** An http-level `map` from the served file to its policy: `$khvoya_csp`. */
export function nginxCspConf(scriptHashes: readonly string[]): string {
  const quote = (policy: string) => {
    if (/["\\$]/.test(policy)) throw new Error(`policy not writable as an nginx string: ${policy}`)
    return `"${policy}"`
  }
  return [
    '# Written by scripts/nginxCsp.ts from dist/csp.json: rewrite it after every build.',
    'map $uri $khvoya_csp {',
    `    default ${quote(contentSecurityPolicy())};`,
    `    "~\\.html(\\.br)?$" ${quote(contentSecurityPolicy({ scriptHashes: [...scriptHashes] }))};`,
    '}',
    '',
  ].join('\n')
}

export function readScriptHashes(cspJson: string): string[] {
  const parsed = JSON.parse(readFileSync(cspJson, 'utf8')) as { scriptHashes?: unknown }
  const hashes = parsed.scriptHashes
  if (!Array.isArray(hashes) || !hashes.every((h) => typeof h === 'string' && /^'sha256-/.test(h)))
    throw new Error(`${cspJson}: no scriptHashes list`)
  return hashes
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  process.stdout.write(nginxCspConf(readScriptHashes(process.argv[2] ?? 'dist/csp.json')))
}
