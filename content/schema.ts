// The typed shape of the site's copy: every content page is a PageEntry with the same structure in
// both locales. Data only; validated by content/content.test.ts at build and test time.

import type { RouteName } from '../engine/routes'

export type Localized<T> = { ru: T; en: T }

/** A name in the art registry (content/art.ts): a file under public/art/. */
export type ArtName = string

export interface Anchor {
  /** Element id on the page, used as the URL hash (`#n1`). */
  id: string
  label: string
}

export interface Hero {
  image: ArtName
  imageAlt: string
  /** The title of the parent page, shown above the title (e.g. 'О проекте'). */
  parentTitle?: string
  title: string
  text: string
  anchors?: Anchor[]
  /** CSS object-position of the hero image. */
  imagePosition?: 'center' | 'top' | 'bottom' | 'left' | 'right'
  /** The call to action under the text, shown with the sales phone. Its label is the menu's for
   * that route (ui/content/Hero.tsx), so the main action reads the same here as in the header. */
  cta?: { route: RouteName }
  /** A band under the header instead of a full screen: the page's own first section is what the
   * visitor came for (the contacts page: the phone and addresses, not a picture of the door). */
  compact?: boolean
}

export interface RouteLink {
  route: RouteName
  hash?: string
  /** Query string without `?`, e.g. `toBottom=1&include=11,12`. */
  query?: string
  label: string
}

export interface ImageRef {
  image: ArtName
  alt: string
  caption?: string
}

/** Widgets are interactive blocks the ui renders in place of copy. */
export type WidgetName =
  | 'instalment-calculator'
  | 'location-map'
  | 'construction-gallery'
  | 'team'
  | 'broker-form'
  | 'building-types'
  | 'contacts'
  | 'news-list'
  | 'subscription-form'
  | 'styleguide'

export type Section =
  | { kind: 'text'; id?: string; title: string; paragraphs: string[] }
  | {
      kind: 'split'
      id?: string
      title: string
      paragraphs: string[]
      image: ImageRef
      /** Image on the left instead of the right. */
      reverse?: boolean
    }
  | { kind: 'facts'; id?: string; title?: string; items: { value: string; label: string }[] }
  | {
      kind: 'cards'
      id?: string
      title: string
      intro?: string
      items: { title: string; text: string; image?: ImageRef; link?: RouteLink }[]
    }
  | { kind: 'quote'; id?: string; text: string; author?: string }
  | { kind: 'list'; id?: string; title: string; intro?: string; items: string[] }
  | { kind: 'steps'; id?: string; title: string; items: { title: string; text: string }[] }
  | { kind: 'gallery'; id?: string; title: string; images: ImageRef[] }
  | {
      kind: 'cta'
      id?: string
      title: string
      text: string
      action:
        | { kind: 'callback' | 'subscription'; label: string }
        | { kind: 'link'; link: RouteLink }
    }
  | { kind: 'widget'; id?: string; title?: string; intro?: string; widget: WidgetName }

export interface PageContent {
  meta: { title: string; description: string }
  hero: Hero
  sections: Section[]
}

export type PageEntry = Localized<PageContent>
