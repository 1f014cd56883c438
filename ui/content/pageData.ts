// What a content page's data hook hands to the browser: the page's copy in one locale, the sizes
// of the images it uses, and the data its widgets need. Built on the server at prerender time so
// no copy of other pages or locales reaches the client bundle.

import { ART } from '../../content/art'
import { BUILDING_TYPES } from '../../content/buildingTypes'
import { NEWS } from '../../content/news'
import type { PageContent, RouteLink, Section } from '../../content/schema'
import { TEAM } from '../../content/team'
import type { RasterArt } from '../../engine/rasterArt'
import { RASTERS } from './rasters'
import type { Locale } from '../../engine/types'

export interface ArtSize {
  width: number
  height: number
  /** Its raster versions (scripts/images.ts); absent for a vector logo or without a data build. */
  raster?: RasterArt
}

export interface WidgetData {
  team?: { id: string; title: string; company: string; logo: string; text: string }[]
  buildingTypes?: {
    type: string
    theme: string
    name: string
    labels: string
    formats: string
    text: string
    image: string
    link: RouteLink
  }[]
  news?: { date: string; slug: string; image: string; title: string; excerpt: string }[]
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
  if (used.has('team')) {
    data.team = TEAM.map((m) => ({
      id: m.id,
      title: m.title[locale],
      company: m.company[locale],
      logo: m.logo,
      text: m.text[locale],
    }))
  }
  if (used.has('building-types')) {
    data.buildingTypes = BUILDING_TYPES.map((b) => ({
      type: b.type,
      theme: b.theme,
      name: b.name[locale],
      labels: b.labels[locale],
      formats: b.formats[locale],
      text: b.text[locale],
      image: b.image,
      link: b.link[locale],
    }))
  }
  if (used.has('news-list')) {
    data.news = NEWS.map((n) => ({
      date: n.date,
      slug: n.slug,
      image: n.image,
      title: n.title[locale],
      excerpt: n.excerpt[locale],
    }))
  }
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
