import type { HydraData, Locale } from '../engine/types'
import type { RouteName } from '../engine/routes'

declare global {
  namespace Vike {
    interface PageContext {
      locale: Locale
      routeName?: RouteName
      /** Set by the server: the request reached a URL that no prerendered file serves. */
      isServerFallback?: boolean
      /** Set by the `no-index` middleware. */
      noIndex?: boolean
      /** Set by the server for a plans link it renders at its place (engine/hydraSeed.ts). */
      hydraSeed?: HydraData
    }
    interface Config {
      /** default: header, menu and footer; clean: the page alone (PDF template, kiosk). */
      layout?: 'default' | 'clean'
      /** Named guards run before the page renders; an unknown name is a 500. */
      routeMiddleware?: string[]
      /** Nuxt-style page validation: anything but true is a 404. */
      validate?: (pageContext: import('vike/types').PageContext) => boolean
    }
  }
}
