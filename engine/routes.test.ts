import { describe, expect, it } from 'vitest'
import {
  ABOUT_SUBPAGES,
  allPublicPaths,
  canonicalPath,
  extractLocale,
  hrefOf,
  localizedRouteName,
  localizePath,
  ROUTE_NAMES,
  routeNameOf,
  withSearchAndHash,
} from './routes'

describe('route table', () => {
  it('has the 16 top-level routes, 20 about subpages and 3 nested routes', () => {
    // 16 + 20 + 3 = 39
    expect(ROUTE_NAMES).toHaveLength(39)
    expect(ABOUT_SUBPAGES).toHaveLength(20)
    expect(allPublicPaths()).toHaveLength(78)
  })

  it.each([
    ['/', 'index'],
    ['/about/common-areas', 'about-common-areas'],
    ['/plans/plans-search', 'plans-plans-search'],
    ['/masterplan/master', 'masterplan-master'],
    ['/about/', 'about'],
    ['/nowhere', undefined],
  ])('%s is %s', (path, name) => {
    expect(routeNameOf(path)).toBe(name)
  })

  it('names routes name___locale', () => {
    expect(localizedRouteName('about-eco', 'en')).toBe('about-eco___en')
    expect(localizedRouteName('index', 'ru')).toBe('index___ru')
  })
})

describe('locale paths', () => {
  it.each([
    ['/en/about', 'en', '/about'],
    ['/en', 'en', '/'],
    ['/ru/about', 'ru', '/about'],
    ['/about', 'ru', '/about'],
    ['/', 'ru', '/'],
    ['/english', 'ru', '/english'],
  ])('%s -> %s %s', (path, locale, logical) => {
    expect(extractLocale(path)).toEqual({ locale, logical })
  })

  it.each([
    ['/about', 'ru', '/about'],
    ['/about', 'en', '/en/about'],
    ['/', 'en', '/en'],
    ['/', 'ru', '/'],
  ] as const)('localizePath(%s, %s) = %s', (logical, locale, path) => {
    expect(localizePath(logical, locale)).toBe(path)
  })

  it.each([
    ['/ru/about', '/about'],
    ['/ru', '/'],
    ['/en/', '/en'],
    ['/about/', '/about'],
    ['//about', '/about'],
    ['/about', null],
    ['/en/about', null],
    ['/', null],
  ])('canonicalPath(%s) = %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical)
  })

  it('keeps query and hash', () => {
    expect(withSearchAndHash('/about', '?a=1', '#n1')).toBe('/about?a=1#n1')
    expect(withSearchAndHash('/about', 'a=1', 'n1')).toBe('/about?a=1#n1')
    expect(withSearchAndHash('/about', '', '')).toBe('/about')
    expect(withSearchAndHash('/about', '?', '#')).toBe('/about')
  })

  it('builds hrefs with anchors', () => {
    expect(hrefOf('about-location', 'en', 'n1')).toBe('/en/about/location#n1')
    expect(hrefOf('index', 'en')).toBe('/en')
  })
})
