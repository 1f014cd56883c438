// The route manifest: every route of the site by name, with everything the site decides by it (its
// path, whether it is a content page or a screen of its own, whether it shows a hero, when its
// scripts run). Adding a page is one row here and its content (content/pages/<name>.ts, listed
// in content/pages/index.ts, whose type asks for it); tests/unit/addPage.test.ts shows it.

export const ABOUT_SUBPAGES = [
  'architecture',
  'art',
  'brokers',
  'common-areas',
  'community',
  'construction',
  'eco',
  'entrance',
  'history',
  'infrastructure',
  'interiors',
  'living',
  'location',
  'masterplan',
  'philosophy',
  'purchase',
  'saturation',
  'service',
  'team',
  'types',
] as const
export type AboutSubpage = (typeof ABOUT_SUBPAGES)[number]

/** Whether a route is a page of content/pages or a screen of its own (the plans, search, PDF). */
export type ScreenKind = 'content' | 'own'
/** When a prerendered page runs its scripts (server/html/deferHydration.ts): a content page on
 * the visitor's first touch, a tool as soon as the page is idle. */
export type Hydration = 'interaction' | 'idle'

/** One row of the route manifest: everything the site decides by a route's name. */
export interface RouteSpec {
  /** The logical (unprefixed) path. */
  path: string
  screen: ScreenKind
  /** False where the tool owns the first screen: no hero under the header, which is drawn light
   * over the page, and the hero image kept for the share card only. */
  hero: boolean
  hydrate: Hydration
}

const content = (path: string): RouteSpec => ({
  path,
  screen: 'content',
  hero: true,
  hydrate: 'interaction',
})
const tool = (path: string, hero = false): RouteSpec => ({
  path,
  screen: 'own',
  hero,
  hydrate: 'idle',
})

/** The route manifest. Adding a page is one row here and its content in content/pages. */
const TOP_LEVEL = {
  index: { path: '/', screen: 'own', hero: true, hydrate: 'interaction' },
  about: content('/about'),
  buy: content('/buy'),
  children: content('/children'),
  contacts: content('/contacts'),
  design: content('/design'),
  infrastructure: content('/infrastructure'),
  landscaping: content('/landscaping'),
  location: content('/location'),
  masterplan: tool('/masterplan'),
  news: content('/news'),
  // The PDF pages draw no layout: their hero flag is never read, and stays true as before.
  'pdf-generate': tool('/pdf-generate', true),
  'pdf-template': tool('/pdf-template', true),
  plans: tool('/plans'),
  service: content('/service'),
  // The style guide is a content page that hydrates like a tool (its widgets are the point).
  test: { ...content('/test'), hydrate: 'idle' },
} as const satisfies Record<string, RouteSpec>

const NESTED = {
  'masterplan-master': tool('/masterplan/master'),
  // The product spec's route name and URL, American spelling and all: public, so they stay.
  'plans-plans-favorites': tool('/plans/plans-favorites'),
  'plans-plans-search': tool('/plans/plans-search'),
} as const satisfies Record<string, RouteSpec>

type AboutRouteName = `about-${AboutSubpage}`
export type RouteName = keyof typeof TOP_LEVEL | keyof typeof NESTED | AboutRouteName

export const MANIFEST: Readonly<Record<RouteName, RouteSpec>> = {
  ...TOP_LEVEL,
  ...NESTED,
  ...(Object.fromEntries(
    ABOUT_SUBPAGES.map((s) => [`about-${s}`, content(`/about/${s}`)]),
  ) as Record<AboutRouteName, RouteSpec>),
}
