// The hero and meta of the plans screen, from content; for a link the server renders at its place
// (server/plansPages.ts), the building's slice of the live catalogue and the place's title too.
// Environment: server (prerender, and per link on the Node server).

import type { PageContextServer } from 'vike/types'
import { PAGES } from '../../content/pages'
import { SITE } from '../../content/site'
import { initialSelection } from '../../engine/selectionTransitions'
import type { PlansPageData } from '../../ui/catalogue/hydraSeed'
import { type ContentPageData, contentPageData } from '../../ui/content/pageData'
import { translate } from '../../ui/i18n'
import { levelTitle } from '../../ui/plans/placeLabels'

export function data(pageContext: PageContextServer): ContentPageData & PlansPageData {
  const { locale, hydraSeed } = pageContext
  const page = contentPageData(PAGES.plans[locale], locale)
  if (!hydraSeed) return { ...page, plans: null }
  const query = pageContext.urlParsed.searchOriginal ?? ''
  const { path } = initialSelection({ query, data: hydraSeed })
  const place = levelTitle(path, (key, params) => translate(locale, key, params), locale)
  return {
    ...page,
    meta:
      path.length > 0 ? { ...page.meta, title: `${place} — ${SITE.fullName[locale]}` } : page.meta,
    plans: { query, hydra: hydraSeed },
  }
}
