// Every content route, plus any /about/<sub> so that validation can reject it. Environment: server, client.

import type { PageContext } from 'vike/types'
import { aboutSubpageOf, contentRouteOf } from '../contentRoutes'

export default function route(pageContext: PageContext) {
  const path = pageContext.urlPathname
  const name = contentRouteOf(path)
  if (name) return { routeParams: { name } }
  const sub = aboutSubpageOf(path)
  return sub ? { routeParams: { name: '', sub } } : false
}
