// The built client (dist/client) from memory: prerendered pages with their own
// Content-Security-Policy, assets with their cache lifetimes, each in the encoding the browser
// accepts (server/staticFiles.ts reads them, the shared negotiation answers). Environment: server.

import type { MiddlewareHandler } from 'hono'
import { answerEncoded } from '../http/contentEncoding'
import { inlineScriptHashes } from '../csp'
import { contentSecurityPolicy } from '../securityHeaders'
import type { StaticFile, StaticFiles } from '../staticFiles'

/** A page's policy allows exactly its own inline scripts (server/csp.ts). */
export const pagePolicy = (html: string) =>
  contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) })

export function staticRoute(files: StaticFiles): MiddlewareHandler {
  // Hashing a page's scripts once per file, not per request: files live as long as the process.
  const policies = new WeakMap<StaticFile, string>()
  return async (c, next) => {
    const found = await files.find(new URL(c.req.url).pathname)
    if (!found) return next()
    const { file } = found
    const headers: Record<string, string> = {
      'Cache-Control': file.cacheControl,
      'Content-Type': file.type,
    }
    if (file.html !== undefined) {
      const policy = policies.get(file) ?? pagePolicy(file.html)
      policies.set(file, policy)
      headers['Content-Security-Policy'] = policy
    }
    return answerEncoded(
      c,
      { etag: file.etag, identity: file.body, br: file.br, gzip: file.gzip },
      headers,
    )
  }
}
