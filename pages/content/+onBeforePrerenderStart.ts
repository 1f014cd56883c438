// The logical URLs of every content page; +onPrerenderStart multiplies them by locale.
// Environment: build time.

import { ROUTES } from '../../engine/routes'
import { CONTENT_ROUTES } from '../contentRoutes'

export function onBeforePrerenderStart(): string[] {
  return CONTENT_ROUTES.map((name) => ROUTES[name])
}
