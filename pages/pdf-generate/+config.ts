import type { Config } from 'vike/types'

// A download tool for brokers: a clean page, kept out of search results. Rendered on request
// rather than prerendered, so the guard runs the no-index middleware (see pdf-template).
export default {
  layout: 'clean',
  routeMiddleware: ['no-index'],
  prerender: false,
} satisfies Config
