// Multiplies every prerendered page by locale: `/about` -> `/about` (ru) and `/en/about` (en).
// Environment: build time.

import type { PrerenderContext } from 'vike/types'
import { LOCALES, localizePath } from '../engine/routes'

export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts: PrerenderContext['pageContexts'] = []
  for (const pageContext of prerenderContext.pageContexts) {
    for (const locale of LOCALES) {
      const urlOriginal = localizePath(pageContext.urlOriginal, locale)
      pageContexts.push(Object.assign({ ...pageContext, urlOriginal }, { locale }))
    }
  }
  return { prerenderContext: { pageContexts } }
}
