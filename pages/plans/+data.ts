// The hero and meta of the plans screen, from content. Environment: server (prerender).

import type { PageContextServer } from 'vike/types'
import { PAGES } from '../../content/pages'
import { contentPageData } from '../../ui/content/pageData'

export function data(pageContext: PageContextServer) {
  return contentPageData(PAGES.plans[pageContext.locale], pageContext.locale)
}
