// Every content page by route name. The type makes completeness a compile-time fact: a route added
// to engine/routes.ts without an entry here fails `tsc`. The home page lives in home.ts.

import type { Locale } from '../../engine/types'
import type { RouteName } from '../../engine/routes'
import type { PageContent, PageEntry } from '../schema'
import { about } from './about'
import { aboutArchitecture } from './about-architecture'
import { aboutArt } from './about-art'
import { aboutBrokers } from './about-brokers'
import { aboutCommonAreas } from './about-common-areas'
import { aboutCommunity } from './about-community'
import { aboutConstruction } from './about-construction'
import { aboutEco } from './about-eco'
import { aboutEntrance } from './about-entrance'
import { aboutHistory } from './about-history'
import { aboutInfrastructure } from './about-infrastructure'
import { aboutInteriors } from './about-interiors'
import { aboutLiving } from './about-living'
import { aboutLocation } from './about-location'
import { aboutMasterplan } from './about-masterplan'
import { aboutPhilosophy } from './about-philosophy'
import { aboutPurchase } from './about-purchase'
import { aboutSaturation } from './about-saturation'
import { aboutService } from './about-service'
import { aboutTeam } from './about-team'
import { aboutTypes } from './about-types'
import { buy } from './buy'
import { children } from './children'
import { contacts } from './contacts'
import { design } from './design'
import { home } from './home'
import { infrastructure } from './infrastructure'
import { landscaping } from './landscaping'
import { location } from './location'
import { masterplan } from './masterplan'
import { masterplanMaster } from './masterplan-master'
import { news } from './news'
import { pdfGenerate } from './pdf-generate'
import { pdfTemplate } from './pdf-template'
import { plans } from './plans'
import { plansPlansFavourites } from './plans-plans-favorites'
import { plansPlansSearch } from './plans-plans-search'
import { service } from './service'
import { test } from './test'

export const PAGES: Record<RouteName, PageEntry> = {
  index: home,
  about,
  buy,
  children,
  contacts,
  design,
  infrastructure,
  landscaping,
  location,
  masterplan,
  news,
  'pdf-generate': pdfGenerate,
  'pdf-template': pdfTemplate,
  plans,
  service,
  test,
  'masterplan-master': masterplanMaster,
  'plans-plans-favorites': plansPlansFavourites,
  'plans-plans-search': plansPlansSearch,
  'about-architecture': aboutArchitecture,
  'about-art': aboutArt,
  'about-brokers': aboutBrokers,
  'about-common-areas': aboutCommonAreas,
  'about-community': aboutCommunity,
  'about-construction': aboutConstruction,
  'about-eco': aboutEco,
  'about-entrance': aboutEntrance,
  'about-history': aboutHistory,
  'about-infrastructure': aboutInfrastructure,
  'about-interiors': aboutInteriors,
  'about-living': aboutLiving,
  'about-location': aboutLocation,
  'about-masterplan': aboutMasterplan,
  'about-philosophy': aboutPhilosophy,
  'about-purchase': aboutPurchase,
  'about-saturation': aboutSaturation,
  'about-service': aboutService,
  'about-team': aboutTeam,
  'about-types': aboutTypes,
}

/** The copy of one page in one locale. */
export function pageContent(name: RouteName, locale: Locale): PageContent {
  return PAGES[name][locale]
}
