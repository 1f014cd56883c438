// The copy of one content page in one locale. Environment: server (prerender).

import type { PageContextServer } from 'vike/types'
import { PAGES } from '../../content/pages'
import type { RouteName } from '../../engine/routes'
import { contentPageData } from '../../ui/content/pageData'

export function data(pageContext: PageContextServer) {
  const name = pageContext.routeParams.name as RouteName
  return contentPageData(PAGES[name][pageContext.locale], pageContext.locale)
}
