// Named route middleware: pages list them in `+middleware`; the global guard runs them.

import type { PageContext } from 'vike/types'

export type Middleware = (pageContext: PageContext) => void

export const MIDDLEWARE: Record<string, Middleware> = {
  /** Pages that are tools rather than content stay out of search results. */
  'no-index': (pageContext) => {
    pageContext.noIndex = true
  },
}
