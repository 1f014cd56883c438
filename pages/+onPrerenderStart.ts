// Multiplies every prerendered page by locale: `/about` -> `/about` (ru) and `/en/about` (en).
// Environment: build time.

import type { PageContextServer, PrerenderContext } from 'vike/types'
import { LOCALES, localizePath } from '../engine/routes'

export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts: PageContextServer[] = []
  for (const pageContext of prerenderContext.pageContexts) {
    for (const locale of LOCALES) {
      const urlOriginal = localizePath(pageContext.urlOriginal, locale)
      pageContexts.push({ ...pageContext, urlOriginal, locale })
    }
  }
  return { prerenderContext: { pageContexts } }
}
