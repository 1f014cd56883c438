// The hero and meta of the master plan, from content. Environment: server (prerender).

import type { PageContextServer } from 'vike/types'
import { PAGES } from '../../content/pages'
import { contentPageData } from '../../ui/content/pageData'

export function data(pageContext: PageContextServer) {
  return contentPageData(PAGES.masterplan[pageContext.locale], pageContext.locale)
}
