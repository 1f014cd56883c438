// Which routes are content pages (rendered from content/pages, by the route manifest in
// engine/routes.ts), and the validate rule of the about subpages. Pure; shared by the route, guard and prerender hooks.

import {
  ABOUT_SUBPAGES,
  ROUTE_NAMES,
  ROUTE_SPECS,
  type RouteName,
  routeNameOf,
} from '../engine/routes'

export const CONTENT_ROUTES = ROUTE_NAMES.filter((n) => ROUTE_SPECS[n].screen === 'content')

export function isContentRoute(name: RouteName | undefined): name is RouteName {
  return name !== undefined && ROUTE_SPECS[name].screen === 'content'
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
