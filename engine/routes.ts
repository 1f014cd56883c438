// The site's routes and the locale rules of the product spec: pure functions of paths over the
// route manifest (engine/routeManifest.ts). The menu, links, the server, the prerender hooks, the
// loader, the header and the head all read routes from here.

import { type Hydration, MANIFEST, type RouteName, type RouteSpec } from './routeManifest'
import type { Locale } from './types'

export const LOCALES = ['ru', 'en'] as const satisfies readonly Locale[]
export const DEFAULT_LOCALE: Locale = 'ru'
export const LOCALE_TAGS: Record<Locale, string> = { ru: 'ru-RU', en: 'en' }

export {
  ABOUT_SUBPAGES,
  type AboutSubpage,
  type Hydration,
  type RouteName,
  type RouteSpec,
  type ScreenKind,
} from './routeManifest'

export const ROUTE_SPECS: Readonly<Record<RouteName, RouteSpec>> = MANIFEST

/** Route name -> logical (unprefixed) path. */
export const ROUTES: Readonly<Record<RouteName, string>> = Object.fromEntries(
  Object.entries(ROUTE_SPECS).map(([name, spec]) => [name, spec.path]),
) as Record<RouteName, string>

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[]

const NAME_BY_PATH = new Map<string, RouteName>(ROUTE_NAMES.map((n) => [ROUTES[n], n]))

export function isLocale(value: string | undefined): value is Locale {
  return value === 'ru' || value === 'en'
}

/** Drops a trailing slash (but keeps the root) so `/about/` and `/about` are one path. */
export function normalizePathname(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/')
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed
}

export interface LocalizedPath {
  locale: Locale
  /** The path without locale prefix, as the router sees it. */
  logical: string
}

/** `/en/about` -> en, `/about`; `/ru/about` -> ru, `/about`; `/about` -> ru, `/about`. */
export function extractLocale(pathname: string): LocalizedPath {
  const path = normalizePathname(pathname)
  const first = path.split('/')[1]
  if (isLocale(first)) {
    const rest = path.slice(first.length + 1)
    return { locale: first, logical: rest === '' ? '/' : rest }
  }
  return { locale: DEFAULT_LOCALE, logical: path }
}

/** The canonical public path of a logical path: the default locale drops its prefix. */
export function localizePath(logical: string, locale: Locale): string {
  const path = normalizePathname(logical)
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/**
 * Where a requested path must be redirected to be canonical, or null when it already is.
 * `/ru/about` -> `/about`, `/en/` -> `/en`, `/about/` -> `/about`.
 */
export function canonicalPath(pathname: string): string | null {
  const { locale, logical } = extractLocale(pathname)
  const canonical = localizePath(logical, locale)
  return canonical === pathname ? null : canonical
}

/** Keeps query and hash when a path is replaced (redirects, the language switch). */
export function withSearchAndHash(pathname: string, search: string, hash: string): string {
  const q = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''
  const h = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : ''
  return `${pathname}${q}${h}`
}

export function routeNameOf(logical: string): RouteName | undefined {
  return NAME_BY_PATH.get(normalizePathname(logical))
}

/** `about-eco___en`: the route names of the product spec. */
export function localizedRouteName(name: RouteName, locale: Locale): string {
  return `${name}___${locale}`
}

/** The public href of a route in a locale, with an optional hash anchor. */
export function hrefOf(name: RouteName, locale: Locale, hash?: string): string {
  const path = localizePath(ROUTES[name], locale)
  return hash ? `${path}#${hash}` : path
}

/** Every public path of the site, in both locales: what is prerendered and put in the sitemap. */
export function allPublicPaths(): { name: RouteName; locale: Locale; path: string }[] {
  return LOCALES.flatMap((locale) =>
    ROUTE_NAMES.map((name) => ({ name, locale, path: localizePath(ROUTES[name], locale) })),
  )
}

/** The manifest row of a route name read from outside the types (Vike's page context, HTML). */
export function routeSpecOf(name: string | null | undefined): RouteSpec | undefined {
  return name && Object.hasOwn(ROUTE_SPECS, name) ? ROUTE_SPECS[name as RouteName] : undefined
}

/** A route that opens on its tool, with no hero under the header; an unknown route has its hero. */
export function isHeroless(name: string | null | undefined): boolean {
  return routeSpecOf(name)?.hero === false
}

/** How a page hydrates; a page whose route is unknown (the error page) waits for a touch. */
export function hydrationOf(name: string | null | undefined): Hydration {
  return routeSpecOf(name)?.hydrate ?? 'interaction'
}
