// The desktop and mobile menu, as data: groups of internal links, secondary
// links, documents and register links. Labels are translation keys.

import type { TranslationKey } from '../../content/i18n/dictionary'
import type { RouteName } from '../../engine/routes'

export interface MenuLink {
  name: string
  label: TranslationKey
  to: RouteName
  hash?: string
}

export interface MenuGroup {
  name: string
  label: TranslationKey
  to: RouteName
  links: MenuLink[]
}

export const MENU_GROUPS: MenuGroup[] = [
  {
    name: 'about',
    label: 'menu.about',
    to: 'about',
    links: [
      { name: 'philosophy', label: 'menu.philosophy', to: 'about-philosophy' },
      { name: 'art', label: 'menu.art', to: 'about-philosophy', hash: 'n1' },
      { name: 'common-areas', label: 'menu.commonAreas', to: 'about-common-areas' },
      { name: 'living', label: 'menu.living', to: 'about-living' },
      { name: 'types', label: 'menu.types', to: 'about-types' },
      { name: 'community', label: 'menu.community', to: 'about-community' },
      { name: 'team', label: 'menu.team', to: 'about-team' },
    ],
  },
  {
    name: 'location',
    label: 'menu.location',
    to: 'about-location',
    links: [
      { name: 'map', label: 'menu.map', to: 'about-location', hash: 'n1' },
      { name: 'eco', label: 'menu.eco', to: 'about-eco' },
      { name: 'history', label: 'menu.history', to: 'about-location', hash: 'n0' },
    ],
  },
]

/** The single links after the groups; interiors carries its two sub-links. */
export const MENU_MAIN: (MenuLink & { links?: MenuLink[] })[] = [
  { name: 'purchase', label: 'menu.purchase', to: 'about-purchase' },
  { name: 'masterplan', label: 'menu.masterplan', to: 'about-masterplan' },
  {
    name: 'interiors',
    label: 'menu.interiors',
    to: 'about-interiors',
    links: [
      { name: 'entrance', label: 'menu.entrance', to: 'about-entrance' },
      { name: 'finishing', label: 'menu.finishing', to: 'about-interiors' },
    ],
  },
  { name: 'infrastructure', label: 'menu.infrastructure', to: 'about-infrastructure' },
  { name: 'service', label: 'menu.service', to: 'about-service' },
]

/** The main action of the site, first in the menu wherever the header has no room for it. */
export const MENU_ACTION: MenuLink = { name: 'plans', label: 'menu.plans', to: 'plans' }

/** Contacts first: a visitor looks for them among these, beside the phone and broker contacts. */
export const MENU_SECONDARY: MenuLink[] = [
  { name: 'contacts', label: 'menu.contacts', to: 'contacts' },
  { name: 'construction', label: 'menu.construction', to: 'about-construction' },
  { name: 'brokers', label: 'menu.brokers', to: 'about-brokers' },
  {
    name: 'brokers-contacts',
    label: 'menu.brokersContacts',
    to: 'about-brokers',
    hash: 'contacts',
  },
]
