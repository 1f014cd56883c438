// Nothing found: says so, then offers each filter that would let flats back in, with the
// number it would give, and the full reset. The offers are links to the widened search (a real
// URL: open in a new tab, share), followed in place.

import { useMemo } from 'react'
import type { TranslationKey } from '../../content/i18n/dictionary'
import { type CatalogueFilters, DEFAULT_FILTERS } from '../../engine/catalogueFilters'
import { writeCatalogueQuery } from '../../engine/catalogueQuery'
import { searchCatalogue } from '../../engine/catalogueSearch'
import { optionsLabel } from '../../engine/plural'
import { useLocale, useT } from '../i18n'
import notice from './Notice.module.css'
import { locationSearch } from './locationSearch'
import type { CatalogueSearch } from './useCatalogueSearch'

/** The filters that narrow the search (the sold switch widens it: never offered to lift). */
type FilterKey = Exclude<keyof CatalogueFilters, 'sold'>

const LABELS: Record<FilterKey, TranslationKey> = {
  buildings: 'plans.filter.buildings',
  area: 'plans.filter.area',
  bedrooms: 'plans.filter.bedrooms',
  floor: 'plans.filter.floor',
  price: 'plans.filter.price',
  status: 'plans.filter.status',
  eveningSun: 'plans.filter.eveningSun',
  waterView: 'plans.filter.waterView',
}

function isActive(filters: CatalogueFilters, key: FilterKey): boolean {
  const value = filters[key]
  if (typeof value === 'boolean') return value
  return Array.isArray(value) ? value.length > 0 : value !== null
}

export function EmptyResult({ search }: { search: CatalogueSearch }) {
  const t = useT()
  const locale = useLocale()
  const { index, filters, sort } = search
  // Other parameters of the page (the list or chessboard view) stay as they are.
  const base = typeof window === 'undefined' ? '' : window.location.search
  // One search per active filter with that filter lifted: a handful of passes over the index.
  const offers = useMemo(
    () =>
      (Object.keys(LABELS) as FilterKey[])
        .filter((key) => isActive(filters, key))
        .map((key) => {
          const widened = { ...filters, [key]: DEFAULT_FILTERS[key] }
          const count = searchCatalogue(index, widened, sort).keys.length
          return { key, count, query: writeCatalogueQuery(base, widened, sort) }
        })
        .filter((o) => o.count > 0)
        .sort((a, b) => b.count - a.count),
    [index, filters, sort, base],
  )
  return (
    <div className={notice.notice} data-testid="result-empty">
      <h2>{t('plans.empty.title')}</h2>
      <p>{t('plans.empty.text')}</p>
      {offers.length > 0 ? (
        <>
          <h3 className={notice.widenTitle}>{t('plans.empty.widenTitle')}</h3>
          <ul className={notice.widen} data-testid="result-widen">
            {offers.map((o) => (
              <li key={o.key}>
                <a
                  href={`?${o.query}`}
                  data-filter={o.key}
                  data-count={o.count}
                  onClick={(e) => {
                    if (e.metaKey || e.ctrlKey || e.shiftKey) return
                    e.preventDefault()
                    locationSearch.write(o.query, 'push')
                  }}
                >
                  {t('plans.empty.widen', {
                    filter: t(LABELS[o.key]),
                    options: optionsLabel(o.count, locale),
                  })}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <button type="button" className={notice.moreButton} onClick={search.resetAll}>
        {t('plans.reset')}
      </button>
    </div>
  )
}
