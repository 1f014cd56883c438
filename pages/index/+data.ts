// The home page copy. Environment: server (prerender).

import type { PageContextServer } from 'vike/types'
import { PAGES } from '../../content/pages'
import { contentPageData } from '../../ui/content/pageData'

export function data(pageContext: PageContextServer) {
  return contentPageData(PAGES.index[pageContext.locale], pageContext.locale)
}
