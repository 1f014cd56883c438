// The redirects of page URLs (DESIGN section 5): the root path to the visitor's chosen language by
// its cookie, and every non-canonical path (trailing slash, case) to its canonical form; other
// methods than GET and HEAD on pages get 308 or 405. Environment: server.

import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { canonicalPath, DEFAULT_LOCALE, isLocale, localizePath } from '../../engine/routes'

/** The cookie the language switch sets (ui/shell/LanguageSwitch.tsx writes the same name). */
export const LOCALE_COOKIE = 'i18n_redirected'

/** A path with an extension names a file; such paths are never rewritten or rendered as pages. */
export const isFilePath = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname)

/** GET and HEAD: only the root redirects by the cookie (302); other pages by their path (301). */
export function localeRedirects(): MiddlewareHandler {
  return async (c, next) => {
    const { pathname, search } = new URL(c.req.url)
    if (pathname === '/') {
      const preferred = getCookie(c, LOCALE_COOKIE)
      if (isLocale(preferred) && preferred !== DEFAULT_LOCALE) {
        return c.redirect(`${localizePath('/', preferred)}${search}`, 302)
      }
    }
    const canonical = isFilePath(pathname) ? null : canonicalPath(pathname)
    if (canonical) return c.redirect(`${canonical}${search}`, 301)
    return next()
  }
}

/** Other methods: 308 keeps the method when the path is not canonical; otherwise 405. */
export function otherMethods(c: Context): Response {
  const canonical = canonicalPath(new URL(c.req.url).pathname)
  if (canonical) return c.redirect(canonical, 308)
  return c.text('Method Not Allowed', 405)
}
