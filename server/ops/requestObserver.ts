// The first middleware of the app: gives each request an id (nginx's X-Request-Id when it is a
// sane token, else a new one), runs the request inside that id's log scope, answers with the id,
// and afterwards writes one JSON line and the request metrics. Routes are labelled by pattern
// (`/api/forms/callback`, `page`, `asset`), never by raw path, so the series stay few.

import { randomUUID } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { type LogSink, type RequestScope, withRequestScope } from './log'

export const REQUEST_ID_HEADER = 'X-Request-Id'
/** nginx's $request_id is 32 hex digits; allow the usual id alphabets, nothing that could forge a line. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

export interface RequestObserverDeps {
  log: LogSink
  metrics: { request(route: string, method: string, status: number, seconds: number): void }
  /** High-resolution clock in milliseconds (performance.now by default). */
  clock?: () => number
}

export function requestId(header: string | undefined): string {
  return header && REQUEST_ID.test(header) ? header : randomUUID()
}

/** After `next()`: the route pattern that answered, or `page`/`asset` for the site's catch-all. */
export function routeLabel(c: Context): string {
  // After `next()`, the route index points at the handler that answered.
  const pattern = routePath(c)
  if (pattern && pattern !== '*' && pattern !== '/*') return pattern
  return /\.[a-z0-9]+$/i.test(c.req.path) ? 'asset' : 'page'
}

export function requestObserver(deps: RequestObserverDeps): MiddlewareHandler {
  const clock = deps.clock ?? (() => performance.now())
  return async (c, next) => {
    const started = clock()
    const scope: RequestScope = { reqId: requestId(c.req.header(REQUEST_ID_HEADER)) }
    await withRequestScope(scope, next)
    const ms = clock() - started
    const route = routeLabel(c)
    const status = c.res.status
    c.res.headers.set(REQUEST_ID_HEADER, scope.reqId)
    deps.metrics.request(route, c.req.method, status, ms / 1000)
    // The query string is left out: it is the visitor's, and nothing here needs it.
    withRequestScope(scope, () =>
      deps.log('request', {
        event: 'http.request',
        method: c.req.method,
        route,
        path: c.req.path.slice(0, 200),
        status,
        ms: Math.round(ms * 10) / 10,
        leadId: scope.leadId,
      }),
    )
  }
}
