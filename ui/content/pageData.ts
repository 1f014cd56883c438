// What a content page's data hook hands to the browser: the page's copy in one locale, the sizes
// of the images it uses, and the data its widgets need. Built on the server at prerender time so
// no copy of other pages or locales reaches the client bundle.

import { ART } from '../../content/art'
import { BUILDING_TYPES, type BuildingTypeEntry } from '../../content/buildingTypes'
import { NEWS, type NewsItem } from '../../content/news'
import type { Localized, PageContent, Section } from '../../content/schema'
import { TEAM, type TeamPartner } from '../../content/team'
import type { RasterArt } from '../../engine/rasterArt'
import { RASTERS } from './rasters'
import type { Locale } from '../../engine/types'

export interface ArtSize {
  width: number
  height: number
  /** Its raster versions (scripts/images.ts); absent for a vector logo or without a data build. */
  raster?: RasterArt
}

/** The keys of `T` whose values are given in both languages. */
type LocalizedKey<T> = { [K in keyof T]: T[K] extends Localized<unknown> ? K : never }[keyof T]

/** A content record as one locale reads it: `plain` fields as they are, `localized` ones in it. */
type Read<T, P extends keyof T, L extends LocalizedKey<T>> = Pick<T, P> & {
  [K in L]: T[K] extends Localized<infer V> ? V : never
}

function read<T, P extends keyof T, L extends LocalizedKey<T>>(
  item: T,
  locale: Locale,
  plain: readonly P[],
  localized: readonly L[],
): Read<T, P, L> {
  const out: Partial<Record<keyof T, unknown>> = {}
  for (const key of plain) out[key] = item[key]
  for (const key of localized) out[key] = (item[key] as Localized<unknown>)[locale]
  return out as Read<T, P, L>
}

const readTeam = (m: TeamPartner, locale: Locale) =>
  read(m, locale, ['id', 'logo'], ['title', 'company', 'text'])
const readBuildingType = (b: BuildingTypeEntry, locale: Locale) =>
  read(b, locale, ['type', 'theme', 'image'], ['name', 'labels', 'formats', 'text', 'link'])
const readNews = (n: NewsItem, locale: Locale) =>
  read(n, locale, ['date', 'slug', 'image'], ['title', 'excerpt'])

/** Only what the page's widgets show, in its locale: no other language reaches the browser. */
export interface WidgetData {
  team?: ReturnType<typeof readTeam>[]
  buildingTypes?: ReturnType<typeof readBuildingType>[]
  news?: ReturnType<typeof readNews>[]
}

export interface ContentPageData extends PageContent {
  art: Record<string, ArtSize>
  widgets: WidgetData
}

function imagesOf(page: PageContent, widgets: WidgetData): string[] {
  const names = [page.hero.image]
  const add = (s: Section) => {
    if (s.kind === 'split') names.push(s.image.image)
    if (s.kind === 'gallery') names.push(...s.images.map((i) => i.image))
    if (s.kind === 'cards') for (const item of s.items) if (item.image) names.push(item.image.image)
  }
  page.sections.forEach(add)
  for (const m of widgets.team ?? []) names.push(m.logo)
  for (const b of widgets.buildingTypes ?? []) names.push(b.image)
  for (const n of widgets.news ?? []) names.push(n.image)
  return names
}

function widgetData(page: PageContent, locale: Locale): WidgetData {
  const used = new Set(page.sections.flatMap((s) => (s.kind === 'widget' ? [s.widget] : [])))
  const data: WidgetData = {}
  if (used.has('team')) data.team = TEAM.map((m) => readTeam(m, locale))
  if (used.has('building-types'))
    data.buildingTypes = BUILDING_TYPES.map((b) => readBuildingType(b, locale))
  if (used.has('news-list')) data.news = NEWS.map((n) => readNews(n, locale))
  return data
}

export function contentPageData(page: PageContent, locale: Locale): ContentPageData {
  const widgets = widgetData(page, locale)
  const art: Record<string, ArtSize> = {}
  for (const name of imagesOf(page, widgets)) {
    const entry = (ART as Record<string, ArtSize | undefined>)[name]
    if (!entry) throw new Error(`Image '${name}' is not in content/art.ts`)
    const raster = RASTERS[name]
    art[name] = raster
      ? { width: entry.width, height: entry.height, raster }
      : { width: entry.width, height: entry.height }
  }
  return { ...page, art, widgets }
}
