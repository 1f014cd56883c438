// The one Node process of the site: the API, locale redirects, the prerendered pages from memory,
// and server rendering for what was not prerendered. Environment: server.

import { Hono, type MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { KIOSK_COOKIE } from '../engine/kioskConfig'
import { canonicalPath, DEFAULT_LOCALE, isLocale, localizePath } from '../engine/routes'
import type { ServerConfig } from './config'
import { renderFallback } from './pageRender'
import type { PlansPages } from './plansPages'
import { inlineScriptHashes } from './csp'
import { contentSecurityPolicy, securityHeaders } from './securityHeaders'
import { createStaticFiles, type StaticFile } from './staticFiles'

export const LOCALE_COOKIE = 'i18n_redirected'

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
  /** Plans links rendered at their place (server/plansPages.ts); without it, the prerendered page. */
  plans?: PlansPages
  /** Runs first, around everything: request ids, logs and metrics (server/ops/requestObserver.ts). */
  observe?: MiddlewareHandler
}

function pickEncoding(
  file: { br?: unknown; gzip?: unknown },
  accept: string,
): 'br' | 'gzip' | null {
  if (file.br && /\bbr\b/.test(accept)) return 'br'
  if (file.gzip && /\bgzip\b/.test(accept)) return 'gzip'
  return null
}

export function createApp({ config, api, render = renderFallback, plans, observe }: AppDeps): Hono {
  const app = new Hono()
  if (observe) app.use('*', observe)
  const files = createStaticFiles(config.clientDir)
  const headers = securityHeaders()
  /** HTML answers carry a policy that allows their own inline bootstrap script (server/csp.ts). */
  const policies = new WeakMap<StaticFile, string>()
  const pagePolicy = (html: string) =>
    contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) })

  app.use('*', async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value)
    }
  })

  // Issue 10: a kiosk server tells its pages so by a session cookie (the pages are prerendered);
  // its value is the idle time. Switching the setting off clears it on the next page.
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

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url)
    const { pathname, search } = url

    // SPEC 9 / DESIGN 5: only the root path redirects, and only by the language cookie.
    if (pathname === '/') {
      const preferred = getCookie(c, LOCALE_COOKIE)
      if (isLocale(preferred) && preferred !== DEFAULT_LOCALE) {
        return c.redirect(`${localizePath('/', preferred)}${search}`, 302)
      }
    }

    const isFile = /\.[a-z0-9]+$/i.test(pathname)
    const canonical = isFile ? null : canonicalPath(pathname)
    if (canonical) return c.redirect(`${canonical}${search}`, 301)

    const linked = isFile || !plans ? null : await plans.get(pathname, search)
    if (linked) {
      c.header('ETag', linked.etag)
      c.header('Cache-Control', 'no-cache')
      c.header('Content-Type', 'text/html; charset=utf-8')
      c.header('Vary', 'Accept-Encoding')
      c.header('Content-Security-Policy', linked.policy)
      if (c.req.header('If-None-Match') === linked.etag) return c.body(null, 304)
      const encoding = pickEncoding(linked, c.req.header('Accept-Encoding') ?? '')
      if (encoding) c.header('Content-Encoding', encoding)
      if (c.req.method === 'HEAD') return c.body(null)
      const body = encoding === 'br' ? linked.br : encoding === 'gzip' ? linked.gzip : linked.html
      return c.body(body.buffer as ArrayBuffer)
    }

    const found = await files.find(pathname)
    if (found) {
      const { file } = found
      const etag = file.etag
      c.header('ETag', etag)
      c.header('Cache-Control', file.cacheControl)
      c.header('Content-Type', file.type)
      c.header('Vary', 'Accept-Encoding')
      const html = file.html
      if (html !== undefined) {
        const policy = policies.get(file) ?? pagePolicy(html)
        policies.set(file, policy)
        c.header('Content-Security-Policy', policy)
      }
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304)
      const encoding = pickEncoding(file, c.req.header('Accept-Encoding') ?? '')
      if (encoding) c.header('Content-Encoding', encoding)
      const body = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body
      if (c.req.method === 'HEAD') return c.body(null)
      const bytes = body ?? file.body
      return c.body(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      )
    }

    // A missing asset is answered plainly: an HTML page in place of a script or an image helps
    // nobody, and rendering one for every stray request is work for nothing.
    if (isFile && !pathname.endsWith('.pageContext.json')) {
      c.header('Cache-Control', 'no-store')
      return c.text('Not Found', 404)
    }
    const rendered = await render(`${pathname}${search}`, Object.fromEntries(c.req.raw.headers))
    for (const [name, value] of rendered.headers) c.header(name, value)
    c.header('Cache-Control', 'no-store')
    c.header('Content-Security-Policy', pagePolicy(rendered.body))
    return c.html(rendered.body, rendered.status as 404)
  })

  // Non-GET requests to pages: 308 keeps the method when the path is not canonical.
  app.all('*', (c) => {
    const canonical = canonicalPath(new URL(c.req.url).pathname)
    if (canonical) return c.redirect(canonical, 308)
    return c.text('Method Not Allowed', 405)
  })

  return app
}
