// The plans page (`/plans`, `/plans?building=…`) answered with its page rendered at its place
// (server/plansPages.ts), from memory, through the shared negotiation. Anything else passes on to
// the prerendered files. Environment: server.

import type { MiddlewareHandler } from 'hono'
import { answerEncoded } from '../http/contentEncoding'
import type { PlansPages } from '../plansPages'
import { isFilePath } from './localeRoutes'

export function plansRoute(plans: PlansPages): MiddlewareHandler {
  return async (c, next) => {
    const { pathname, search } = new URL(c.req.url)
    const page = isFilePath(pathname) ? null : await plans.get(pathname, search)
    if (!page) return next()
    return answerEncoded(
      c,
      { etag: page.etag, identity: page.html, br: page.br, gzip: page.gzip },
      {
        'Cache-Control': 'no-cache',
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': page.policy,
      },
    )
  }
}
