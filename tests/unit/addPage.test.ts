// ARCHITECTURE.md's "where to add a page", shown: a test adds one row to the route manifest and one
// content entry, and every part of the site that decides by route (the route table and its
// links, the content router, the prerender list, the loader's hydration, the header's hero)
// takes the page without another edit; taken out again, the page is gone everywhere.

import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RouteSpec } from '../../engine/routeManifest'
import type { PageEntry } from '../../content/schema'

const GALLERY: RouteSpec = {
  path: '/gallery',
  screen: 'content',
  hero: true,
  hydrate: 'interaction',
}

/** The copy of the test page, as content/pages/<name>.ts would hold it. */
const GALLERY_COPY = {
  ru: {
    meta: { title: 'Галерея — «Хвоя»', description: 'Сосны, залив и дома клубной резиденции.' },
    hero: {
      image: 'belvedere-dusk',
      imageAlt: 'Бельведер в сумерках',
      title: 'Галерея',
      text: 'Сосны и залив.',
    },
    sections: [],
  },
  en: {
    meta: {
      title: 'Gallery — Khvoya',
      description: 'The pines, the gulf and the houses of the club residence.',
    },
    hero: {
      image: 'belvedere-dusk',
      imageAlt: 'The belvedere at dusk',
      title: 'Gallery',
      text: 'Pines and the gulf.',
    },
    sections: [],
  },
} as unknown as PageEntry

/** The site's route-reading modules, imported afresh over the manifest as the test has it. */
async function site(withGallery: boolean) {
  vi.resetModules()
  vi.doMock('../../engine/routeManifest', async (original) => {
    const real = await original<typeof import('../../engine/routeManifest')>()
    return withGallery ? { ...real, MANIFEST: { ...real.MANIFEST, gallery: GALLERY } } : real
  })
  vi.doMock('../../content/pages', async (original) => {
    const real = await original<typeof import('../../content/pages')>()
    const PAGES = withGallery ? { ...real.PAGES, gallery: GALLERY_COPY } : real.PAGES
    return { ...real, PAGES }
  })
  const routes = await import('../../engine/routes')
  const contentRoutes = await import('../../pages/contentRoutes')
  const route = (await import('../../pages/content/+route')).default
  const prerender = await import('../../pages/content/+onBeforePrerenderStart')
  const data = await import('../../pages/content/+data')
  const loader = await import('../../server/html/deferHydration')
  return { routes, contentRoutes, route, prerender, data, loader }
}

afterEach(() => {
  vi.doUnmock('../../engine/routeManifest')
  vi.doUnmock('../../content/pages')
  vi.resetModules()
})

describe('adding a page is one manifest row and its content', () => {
  it('every route-reading part of the site takes the new page', async () => {
    const s = await site(true)
    expect(s.routes.routeNameOf('/gallery')).toBe('gallery')
    expect(s.routes.hrefOf('gallery' as never, 'en')).toBe('/en/gallery')
    expect(s.routes.allPublicPaths().filter((p) => p.name === ('gallery' as never))).toEqual([
      { name: 'gallery', locale: 'ru', path: '/gallery' },
      { name: 'gallery', locale: 'en', path: '/en/gallery' },
    ])
    expect(s.contentRoutes.CONTENT_ROUTES).toContain('gallery')
    expect(s.route({ urlPathname: '/gallery' } as never)).toEqual({
      routeParams: { name: 'gallery' },
    })
    expect(s.prerender.onBeforePrerenderStart()).toContain('/gallery')
    expect(s.loader.modeOf('gallery')).toBe('interaction')
    expect(s.routes.isHeroless('gallery')).toBe(false)
    const page = s.data.data({ routeParams: { name: 'gallery' }, locale: 'en' } as never)
    expect(page).toMatchObject({ meta: { title: 'Gallery — Khvoya' } })
  })

  it('taken out again, the page is gone everywhere', async () => {
    const s = await site(false)
    expect(s.routes.routeNameOf('/gallery')).toBeUndefined()
    expect(s.routes.allPublicPaths().some((p) => p.path.endsWith('/gallery'))).toBe(false)
    expect(s.contentRoutes.CONTENT_ROUTES).not.toContain('gallery')
    expect(s.route({ urlPathname: '/gallery' } as never)).toBe(false)
    expect(s.prerender.onBeforePrerenderStart()).not.toContain('/gallery')
  })

  it('a screen of its own that opens on its tool hydrates when idle and has no hero', async () => {
    const s = await site(true)
    expect(s.routes.hydrationOf('plans')).toBe('idle')
    expect(s.routes.isHeroless('plans')).toBe(true)
    expect(s.contentRoutes.CONTENT_ROUTES).not.toContain('plans')
  })
})
