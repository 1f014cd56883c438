// Every pageContext knows its locale and route name, including the one Vike creates afresh for the
// error page when a guard, validate rule or data hook aborts: without them the server renders the
// error page in the default locale and the client hydrates a different tree. onBeforeRoute still
// owns routing; this only fills what it could not. Environment: server, client.

import type { PageContext } from 'vike/types'
import { extractLocale, routeNameOf } from '../engine/routes'

export function onCreatePageContext(pageContext: PageContext): void {
  if (pageContext.locale !== undefined) return
  const { locale, logical } = extractLocale(pageContext.urlPathname)
  pageContext.locale = locale
  pageContext.routeName = routeNameOf(logical)
}
