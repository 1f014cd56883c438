import type { Config } from 'vike/types'

// The printable sheet: no header, menu or footer on paper, and a tool page stays out of search.
// Rendered by the server on request, not prerendered: Vike runs the guard (and with it the
// no-index middleware that writes the robots meta) only when a page is rendered on request.
export default {
  layout: 'clean',
  routeMiddleware: ['no-index'],
  prerender: false,
} satisfies Config
