// Runs each page's named middleware and its validate rule: an unknown middleware is a
// 500 'Unknown middleware {name}', a failed validation a 404. Environment: server, client.

import { render } from 'vike/abort'
import type { PageContext } from 'vike/types'
import { NOT_FOUND_REASON, unknownMiddlewareReason } from '../content/errors'
import { MIDDLEWARE } from './middleware'

export function guard(pageContext: PageContext): void {
  for (const name of pageContext.config.routeMiddleware ?? []) {
    const middleware = MIDDLEWARE[name]
    if (!middleware) throw render(500, unknownMiddlewareReason(name))
    middleware(pageContext)
  }
  const validate = pageContext.config.validate
  if (validate && validate(pageContext) !== true) throw render(404, NOT_FOUND_REASON)
}
