// Which routes are content pages (rendered from content/pages), and the validate rule of the
// about subpages. Pure; shared by the route, guard and prerender hooks.

import { ABOUT_SUBPAGES, ROUTE_NAMES, type RouteName, routeNameOf } from '../engine/routes'

/** Routes with screens of their own; every other route is a content page. */
const OWN_SCREENS = new Set<RouteName>([
  'index',
  'pdf-template',
  'pdf-generate',
  'plans-plans-search',
  'plans-plans-favorites',
  'masterplan',
  'masterplan-master',
  'plans',
])

export const CONTENT_ROUTES = ROUTE_NAMES.filter((n) => !OWN_SCREENS.has(n))

export function isContentRoute(name: RouteName | undefined): name is RouteName {
  return name !== undefined && !OWN_SCREENS.has(name)
}

/** `/about/<sub>` is routed for any sub so the guard can answer 404 for an unknown one. */
export function aboutSubpageOf(logical: string): string | null {
  const match = /^\/about\/([^/]+)$/.exec(logical)
  return match?.[1] ?? null
}

export function isValidAboutSubpage(sub: string): boolean {
  return (ABOUT_SUBPAGES as readonly string[]).includes(sub)
}

export function contentRouteOf(logical: string): RouteName | undefined {
  const name = routeNameOf(logical)
  return isContentRoute(name) ? name : undefined
}
