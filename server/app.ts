// The one Node process of the site: the API, then the page routes of server/routes/ (locale
// redirects, plans links, the prerendered files from memory, server rendering for the rest), all
// answering through one negotiation (server/http/contentEncoding.ts). Environment: server.

import { Hono, type MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { KIOSK_COOKIE } from '../engine/kioskConfig'
import type { ServerConfig } from './config'
import { renderFallback } from './pageRender'
import type { PlansPages } from './plansPages'
import { localeRedirects, otherMethods } from './routes/localeRoutes'
import { plansRoute } from './routes/plansRoute'
import { renderRoute } from './routes/renderRoute'
import { staticRoute } from './routes/staticRoute'
import { securityHeaders } from './securityHeaders'
import { createStaticFiles } from './staticFiles'

function kioskCookie(value: string, maxAge?: number): string {
  const age = maxAge === undefined ? '' : `; Max-Age=${maxAge}`
  return `${KIOSK_COOKIE}=${value}; Path=/; SameSite=Lax${age}`
}

export interface AppDeps {
  config: ServerConfig
  /** The API routes (server/api); mounted before pages. */
  api?: Hono
  /** Renders a URL that has no prerendered file; defaults to Vike's renderPage. */
  render?: typeof renderFallback
  /** The plans page rendered at its place (server/plansPages.ts); without it, the prerendered one. */
  plans?: PlansPages
  /** Runs first, around everything: request ids, logs and metrics (server/ops/requestObserver.ts). */
  observe?: MiddlewareHandler
}

export function createApp({ config, api, render = renderFallback, plans, observe }: AppDeps): Hono {
  const app = new Hono()
  if (observe) app.use('*', observe)
  const files = createStaticFiles(config.clientDir)
  const headers = securityHeaders()

  app.use('*', async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value)
    }
  })

  // A kiosk server tells its pages so by a session cookie (they are prerendered, so they cannot
  // carry it themselves); its value is the idle time. Switching the setting off clears it.
  app.use('*', async (c, next) => {
    // The API never answers HTML: skip it before touching the response, which is the hot path.
    if (c.req.path.startsWith('/api/')) return next()
    await next()
    if (!(c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) return
    if (config.kiosk) {
      c.res.headers.append('Set-Cookie', kioskCookie(String(config.kiosk.idleSeconds)))
    } else if (getCookie(c, KIOSK_COOKIE) !== undefined) {
      c.res.headers.append('Set-Cookie', kioskCookie('', 0))
    }
  })

  app.get('/api/health', (c) => c.json({ ok: true }))
  if (api) app.route('/', api)

  // Pages and files, each route passing on what it does not serve (server/routes/).
  const page = ['GET', 'HEAD']
  app.on(page, '*', localeRedirects())
  if (plans) app.on(page, '*', plansRoute(plans))
  app.on(page, '*', staticRoute(files))
  app.on(page, '*', renderRoute(render))
  app.all('*', otherMethods)

  return app
}
