// An about subpage must be one we have; anything else is a 404. Environment: server, client.

import type { PageContext } from 'vike/types'
import { isValidAboutSubpage } from '../contentRoutes'

export function validate(pageContext: PageContext): boolean {
  const { name, sub } = pageContext.routeParams
  return Boolean(name) || (sub !== undefined && isValidAboutSubpage(sub))
}
