// Locale from the first path segment; the router sees the path without it. Environment: server, client.

import type { PageContext } from 'vike/types'
import { redirect } from 'vike/abort'
import { canonicalPath, extractLocale, routeNameOf, withSearchAndHash } from '../engine/routes'

export function onBeforeRoute(pageContext: PageContext) {
  const { pathname, searchOriginal } = pageContext.urlParsed
  // The hash exists only in the browser.
  const hashOriginal = pageContext.isClientSide ? pageContext.urlParsed.hashOriginal : null
  const canonical = canonicalPath(pathname)
  // The server answers non-canonical paths with 301/308 before Vike runs; this covers client navigation.
  if (canonical && pageContext.isClientSide) {
    throw redirect(withSearchAndHash(canonical, searchOriginal ?? '', hashOriginal ?? ''))
  }
  const { locale, logical } = extractLocale(pathname)
  return {
    pageContext: {
      locale,
      routeName: routeNameOf(logical),
      urlLogical: withSearchAndHash(logical, searchOriginal ?? '', hashOriginal ?? ''),
    },
  }
}
