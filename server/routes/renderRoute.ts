// What no file and no plans link answers: a page path is rendered on the server (404 pages in the
// right locale, faults: server/pageRender.ts); a missing asset gets a plain 404. Environment: server.

import type { MiddlewareHandler } from 'hono'
import type { renderFallback } from '../pageRender'
import { isFilePath } from './localeRoutes'
import { pagePolicy } from './staticRoute'

export function renderRoute(render: typeof renderFallback): MiddlewareHandler {
  return async (c) => {
    const { pathname, search } = new URL(c.req.url)
    // An HTML page in place of a script or an image helps nobody, and rendering one for every
    // stray request is work for nothing.
    if (isFilePath(pathname) && !pathname.endsWith('.pageContext.json')) {
      c.header('Cache-Control', 'no-store')
      return c.text('Not Found', 404)
    }
    const rendered = await render(`${pathname}${search}`, Object.fromEntries(c.req.raw.headers))
    for (const [name, value] of rendered.headers) c.header(name, value)
    c.header('Cache-Control', 'no-store')
    c.header('Content-Security-Policy', pagePolicy(rendered.body))
    return c.html(rendered.body, rendered.status as 404)
  }
}
