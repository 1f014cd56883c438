// Validates the copy: every route has a page, both locales share one structure, no string is
// empty, Russian copy has no stray Latin and English copy no Cyrillic, every image is registered
// (and drawn, once public/art holds drawings), anchors land on sections, meta fits search results.

import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROUTE_NAMES, type RouteName } from '../engine/routes'
import { ART } from './art'
import { BUILDING_TYPES } from './buildingTypes'
import { COMPLEX_POINT, MAP_POINTS } from './mapPoints'
import { NEWS } from './news'
import { PAGES } from './pages'
import type { PageContent } from './schema'
import { phoneDisplay, SITE } from './site'
import { TEAM } from './team'

/** Latin words allowed in Russian copy: brand, file-format and typeface names. */
const LATIN_IN_RU = new Set([
  'Taiga',
  'Hospitality',
  'PDF',
  'DOCX',
  'QR',
  'IV',
  'Cormorant',
  'Garamond',
  'Manrope',
])
/** Cyrillic allowed in English copy: the letter В, where the types page says C1/C2 are В1/В2. */
const CYRILLIC_IN_EN = new Set<string>(['В'])

/** Keys whose values are identifiers, not copy: compared as values, never checked as language. */
const TECHNICAL = new Set(['kind', 'id', 'widget', 'route', 'hash', 'query', 'image', 'logo'])
const TECHNICAL_ALSO = new Set(['imagePosition', 'reverse', 'href', 'e164', 'slug', 'date'])

type Visit = (value: string, path: string, key: string) => void

function walk(value: unknown, path: string, key: string, visit: Visit): void {
  if (typeof value === 'string') visit(value, path, key)
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) walk(v, `${path}[${i}]`, key, visit)
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`, k, visit)
}

/** The structure of a page with every piece of copy replaced by its type. */
function shape(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => shape(v, key))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v, k)]))
  if (TECHNICAL.has(key) || TECHNICAL_ALSO.has(key)) return value
  return typeof value
}

function languageProblems(value: unknown, locale: 'ru' | 'en', root: string): string[] {
  const problems: string[] = []
  walk(value, root, '', (text, path, key) => {
    if (TECHNICAL.has(key) || TECHNICAL_ALSO.has(key)) return
    if (locale === 'ru') {
      const words = text.replace(/\S+@\S+/g, '').match(/[A-Za-z]+/g) ?? []
      for (const w of words) if (!LATIN_IN_RU.has(w)) problems.push(`${path}: Latin "${w}"`)
    } else {
      const words = text.match(/[\u0400-\u04FF]+/g) ?? []
      for (const w of words) if (!CYRILLIC_IN_EN.has(w)) problems.push(`${path}: Cyrillic "${w}"`)
    }
  })
  return problems
}

function emptyStrings(value: unknown, root: string): string[] {
  const found: string[] = []
  walk(value, root, '', (text, path) => {
    if (text.trim() === '') found.push(path)
  })
  return found
}

function imagesOf(page: PageContent): string[] {
  const names = [page.hero.image]
  for (const s of page.sections) {
    if (s.kind === 'split') names.push(s.image.image)
    if (s.kind === 'gallery') names.push(...s.images.map((i) => i.image))
    if (s.kind === 'cards') for (const item of s.items) if (item.image) names.push(item.image.image)
  }
  return names
}

const PLANS_SCREENS: RouteName[] = [
  'masterplan',
  'masterplan-master',
  'plans',
  'plans-plans-search',
  'plans-plans-favorites',
  'pdf-template',
  'pdf-generate',
]

/** Localized data outside the pages, checked by the same language rules. */
const LOCALIZED_DATA = { SITE, TEAM, NEWS, MAP_POINTS, COMPLEX_POINT, BUILDING_TYPES }

function localizedParts(value: unknown, path: string, out: [string, 'ru' | 'en', unknown][]) {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) localizedParts(v, `${path}[${i}]`, out)
  } else if (value && typeof value === 'object') {
    const entries = Object.entries(value)
    const keys = entries.map(([k]) => k).sort()
    if (keys.length === 2 && keys[0] === 'en' && keys[1] === 'ru') {
      out.push([`${path}.ru`, 'ru', (value as { ru: unknown }).ru])
      out.push([`${path}.en`, 'en', (value as { en: unknown }).en])
    } else for (const [k, v] of entries) localizedParts(v, `${path}.${k}`, out)
  }
}

const ALL_REFERENCED_IMAGES = [
  ...new Set([
    ...ROUTE_NAMES.flatMap((n) => [...imagesOf(PAGES[n].ru), ...imagesOf(PAGES[n].en)]),
    ...NEWS.map((n) => n.image),
    ...TEAM.map((t) => t.logo),
    ...BUILDING_TYPES.map((b) => b.image),
  ]),
]

describe('pages', () => {
  it('has an entry for every route name', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...ROUTE_NAMES].sort())
  })

  it.each(ROUTE_NAMES)('%s: ru and en have the same structure', (name) => {
    expect(shape(PAGES[name].en)).toEqual(shape(PAGES[name].ru))
  })

  it.each(ROUTE_NAMES)('%s: no empty strings', (name) => {
    expect(emptyStrings(PAGES[name], name)).toEqual([])
  })

  it.each(ROUTE_NAMES)('%s: no Latin in ru, no Cyrillic in en', (name) => {
    expect(languageProblems(PAGES[name].ru, 'ru', `${name}.ru`)).toEqual([])
    expect(languageProblems(PAGES[name].en, 'en', `${name}.en`)).toEqual([])
  })

  it.each(ROUTE_NAMES)('%s: meta title under 60 and description 120-160 characters', (name) => {
    for (const { meta } of [PAGES[name].ru, PAGES[name].en]) {
      expect(meta.title.length, meta.title).toBeLessThan(60)
      expect(meta.title, 'the title names the brand').toMatch(/Хвоя|Khvoya/)
      expect(meta.description.length, meta.description).toBeGreaterThanOrEqual(120)
      expect(meta.description.length, meta.description).toBeLessThanOrEqual(160)
    }
  })

  it.each(ROUTE_NAMES)(
    '%s: every hero anchor is a section id, and section ids are unique',
    (name) => {
      for (const page of [PAGES[name].ru, PAGES[name].en]) {
        const ids = page.sections.flatMap((s) => (s.id ? [s.id] : []))
        expect(new Set(ids).size).toBe(ids.length)
        for (const a of page.hero.anchors ?? []) expect(ids).toContain(a.id)
      }
    },
  )

  it.each(ROUTE_NAMES)('%s: section count fits the page kind', (name) => {
    const count = PAGES[name].ru.sections.length
    if (PLANS_SCREENS.includes(name)) expect(count).toBeLessThanOrEqual(2)
    else {
      expect(count).toBeGreaterThanOrEqual(3)
      expect(count).toBeLessThanOrEqual(7)
    }
  })

  it.each(ROUTE_NAMES.filter((n) => n.startsWith('about-')))(
    '%s: an about subpage names its parent',
    (name) => {
      expect(PAGES[name].ru.hero.parentTitle).toBe('О проекте')
      expect(PAGES[name].en.hero.parentTitle).toBe('About')
    },
  )

  it.each([
    ['about-philosophy', 'n1'],
    ['about-location', 'n0'],
    ['about-location', 'n1'],
    ['about-brokers', 'contacts'],
  ] as [RouteName, string][])('%s has the menu anchor #%s', (name, id) => {
    expect(PAGES[name].ru.hero.anchors?.map((a) => a.id)).toContain(id)
    expect(PAGES[name].ru.sections.map((s) => s.id)).toContain(id)
  })

  it.each([
    ['about-purchase', 'instalment-calculator'],
    ['buy', 'instalment-calculator'],
    ['about-location', 'location-map'],
    ['location', 'location-map'],
    ['about-construction', 'construction-gallery'],
    ['about-team', 'team'],
    ['about-brokers', 'broker-form'],
    ['about-brokers', 'contacts'],
    ['about-types', 'building-types'],
    ['contacts', 'contacts'],
    ['news', 'news-list'],
    ['news', 'subscription-form'],
    ['test', 'styleguide'],
  ] as [RouteName, string][])('%s shows the %s widget', (name, widget) => {
    const widgets = PAGES[name].ru.sections.flatMap((s) => (s.kind === 'widget' ? [s.widget] : []))
    expect(widgets).toContain(widget)
  })

  it('the types page links each type to its buildings on the master plan', () => {
    const queries = PAGES['about-types'].ru.sections.flatMap((s) =>
      s.kind === 'cards' ? s.items.flatMap((i) => (i.link ? [i.link.query] : [])) : [],
    )
    expect(queries).toEqual([
      'toBottom=1&include=11,12,13,14,15,16,17,18,19',
      'toBottom=1&include=21,22',
      'toBottom=1&include=31,32',
    ])
  })
})

describe('data outside the pages', () => {
  const parts: [string, 'ru' | 'en', unknown][] = []
  localizedParts(LOCALIZED_DATA, 'data', parts)

  it('finds localized copy to check', () => {
    expect(parts.length).toBeGreaterThan(100)
  })

  it('has no empty strings', () => {
    expect(emptyStrings(LOCALIZED_DATA, 'data')).toEqual([])
  })

  it('has no Latin in ru and no Cyrillic in en', () => {
    expect(parts.flatMap(([path, locale, v]) => languageProblems(v, locale, path))).toEqual([])
  })

  it('has about 22 map points with unique ids, near the residence, with travel times', () => {
    expect(MAP_POINTS.length).toBeGreaterThanOrEqual(20)
    expect(new Set(MAP_POINTS.map((p) => p.id)).size).toBe(MAP_POINTS.length)
    for (const p of MAP_POINTS) {
      // The Karelian Isthmus and St Petersburg: roughly 59.7-60.4 N, 29.4-30.5 E.
      expect(p.lat).toBeGreaterThan(59.7)
      expect(p.lat).toBeLessThan(60.4)
      expect(p.lon).toBeGreaterThan(29.4)
      expect(p.lon).toBeLessThan(30.5)
      expect(p.minutes).toBeGreaterThan(0)
    }
  })

  it('has the team roles of the team page, in order', () => {
    expect(TEAM.map((t) => t.id)).toEqual([
      'financial-partner',
      'architect',
      'resort-management',
      'landscaping',
      'interiors-1',
      'interiors-2',
      'general-designer',
      'lighting',
    ])
  })

  it('has six news items with unique slugs, dated 2025-2026, newest first', () => {
    expect(NEWS).toHaveLength(6)
    expect(new Set(NEWS.map((n) => n.slug)).size).toBe(6)
    for (const n of NEWS) expect(n.date).toMatch(/^202[56]-\d\d-\d\d$/)
    const dates = NEWS.map((n) => n.date)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const n of NEWS) expect(n.body.ru.length).toBe(n.body.en.length)
  })

  it('keeps the business constants the pages quote', () => {
    expect(SITE.constants).toMatchObject({
      territoryHa: 17.6,
      distanceKm: 46,
      sculptureHeightM: 6,
      stelaFloors: 4,
      buildings: 13,
      buildingsByType: { A: 9, B: 2, C: 2 },
      downPaymentMinPercent: 5,
      instalmentRatePercent: 0,
    })
    expect(SITE.phone.display).toMatch(/^8 800 /)
    // The same number in both forms, and the tel: link dials it from anywhere.
    expect(SITE.phone.international).toBe(SITE.phone.display.replace(/^8 /, '+7 '))
    expect(SITE.phone.international.replace(/[^+\d]/g, '')).toBe(SITE.phone.e164)
    expect(phoneDisplay('ru')).toBe(SITE.phone.display)
    expect(phoneDisplay('en')).toMatch(/^\+7 800 /)
    expect(SITE.phone.href).toBe(`tel:${SITE.phone.e164}`)
    expect(SITE.phone.e164).toMatch(/^\+7800\d{7}$/)
  })
})

describe('art', () => {
  it('registers every image the content references', () => {
    expect(ALL_REFERENCED_IMAGES.filter((n) => !(n in ART))).toEqual([])
  })

  it('registers nothing unused', () => {
    const used = new Set(ALL_REFERENCED_IMAGES)
    expect(Object.keys(ART).filter((n) => !used.has(n))).toEqual([])
  })

  // The drawings arrive from scripts/art/generate.ts; until public/art holds any, there is nothing
  // to compare. Once it does, every registered name must be drawn and every drawing registered.
  const dir = join(import.meta.dirname, '..', 'public', 'art')
  const drawn = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.svg'))
        .map((f) => f.slice(0, -'.svg'.length))
    : []

  it.skipIf(drawn.length === 0)('has a drawing in public/art for every registered name', () => {
    expect(Object.keys(ART).filter((n) => !drawn.includes(n))).toEqual([])
  })

  it.skipIf(drawn.length === 0)('has no drawing in public/art that is not registered', () => {
    expect(drawn.filter((n) => !(n in ART))).toEqual([])
  })
})
