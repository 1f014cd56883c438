// Global page config. Environment: config (build time).

import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // Every public page is prerendered; the server renders only what is not (404s, faults).
  prerender: { partial: true, keepDistServer: true },
  // abortStatusCode and abortReason: a server-rendered error page hydrates with the same status.
  passToClient: ['locale', 'routeName', 'noIndex', 'abortReason', 'abortStatusCode'],
  // Prefetching is ours (ui/shell/Link.tsx): it is skipped on slow-2g and data saver.
  prefetchStaticAssets: false,
  meta: {
    layout: { env: { server: true, client: true } },
    routeMiddleware: { env: { server: true, client: true } },
    validate: { env: { server: true, client: true } },
  },
  layout: 'default',
  routeMiddleware: [],
  viewport: 'responsive',
} satisfies Config
