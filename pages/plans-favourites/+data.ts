// The hero and meta of the favourites page, from content. Environment: server (prerender).

import type { PageContextServer } from 'vike/types'
import { PAGES } from '../../content/pages'
import { contentPageData } from '../../ui/content/pageData'

export function data(pageContext: PageContextServer) {
  return contentPageData(PAGES['plans-plans-favorites'][pageContext.locale], pageContext.locale)
}
