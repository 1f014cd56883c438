// The flat search: filters, a live count, sort, rows; all of it in the URL.

import { useState } from 'react'
import { activeFilterCount } from '../../engine/catalogueFilters'
import { writeCatalogueQuery } from '../../engine/catalogueQuery'
import { hrefOf } from '../../engine/routes'
import { optionsLabel } from '../../engine/plural'
import { loadSunSearch } from '../api/sunView'
import { useLocale, useT } from '../i18n'
import { JsonLd } from '../seo/JsonLd'
import { catalogueOffersLd } from '../seo/structuredData'
import { SITE_ORIGIN } from '../siteOrigin'
import { Chessboard } from './Chessboard'
import { LoadFailed, Loading } from './DataStatus'
import { EmptyResult } from './EmptyResult'
import { Filters } from './Filters'
import { formatNumber } from './formatMoney'
import { ResultList } from './ResultList'
import screen from './Screen.module.css'
import { useCatalogueSearch } from './useCatalogueSearch'
import { useHydraData } from './useHydraData'
import { useViewMode } from './useViewMode'

export function SearchScreen() {
  const t = useT()
  const locale = useLocale()
  const { state, data, retry } = useHydraData()
  const search = useCatalogueSearch(data, locale)
  const [view, setView] = useViewMode()
  // With a sun filter or sort on, the list waits for the sun figures rather than show a wrong one.
  const ready = state === 'ready' && !search.sunPending
  const count = search.results.keys.length
  // The count says what it counts: without sold flats by default, or how many of it are sold.
  const sold = search.filters.sold ? search.results.values.filter((a) => a.st === 0).length : 0
  const options = optionsLabel(count, locale)
  const foundLine = search.filters.sold
    ? t('plans.found.withSold', { options, sold: formatNumber(sold, locale) })
    : t('plans.found.unsold', { options })
  // Phones fold the filters away so the rows come first; desktop always shows them.
  const [filtersOpen, setFiltersOpen] = useState(false)
  const active = activeFilterCount(search.filters)
  return (
    <section className={screen.screen} data-testid="catalogue-search" data-state={state}>
      {state === 'ready' ? (
        <JsonLd
          data={catalogueOffersLd(
            Object.values(data.apartments),
            locale,
            `${SITE_ORIGIN}${hrefOf('plans-plans-search', locale)}`,
          )}
        />
      ) : null}
      <div className={screen.layout}>
        <aside className={screen.side} aria-label={t('plans.filters')}>
          {/* A fold: the loader opens it before the scripts come (the stylesheet reads
              aria-expanded), the press made again on hydration. */}
          <button
            type="button"
            className={screen.toggle}
            aria-expanded={filtersOpen}
            aria-controls="catalogue-filters"
            data-fold=""
            onClick={() => setFiltersOpen((o) => !o)}
            data-testid="filters-toggle"
          >
            {t('plans.filters')}
            {active > 0 ? <span className={screen.badge}>{active}</span> : null}
          </button>
          <div className={screen.body} id="catalogue-filters">
            <Filters search={search} />
            <button
              type="button"
              className={screen.reset}
              onClick={search.reset}
              data-testid="filters-reset"
            >
              {t('plans.reset')}
            </button>
          </div>
        </aside>
        <div className={screen.main}>
          <div className={screen.bar}>
            <p
              className={screen.count}
              aria-live="polite"
              data-testid="result-count"
              data-count={ready ? count : undefined}
            >
              {ready
                ? foundLine
                : search.sunPending && state === 'ready'
                  ? t('plans.sun.loading')
                  : '\u00a0'}
            </p>
            <label className={screen.soldSwitch} data-testid="sold-switch">
              <input
                type="checkbox"
                role="switch"
                aria-checked={search.filters.sold}
                checked={search.filters.sold}
                onChange={(e) => search.showSold(e.currentTarget.checked)}
              />
              <span>{t('plans.sold.show')}</span>
            </label>
            <div className={screen.views}>
              <button
                type="button"
                aria-pressed={view === 'list'}
                onClick={() => setView('list')}
                data-testid="view-list"
              >
                {t('plans.view.list')}
              </button>
              <button
                type="button"
                aria-pressed={view === 'chess'}
                onClick={() => setView('chess')}
                data-testid="view-chess"
              >
                {t('plans.view.chess')}
              </button>
            </div>
          </div>
          {state === 'failed' ? <LoadFailed onRetry={retry} /> : null}
          {search.sunFailed ? <LoadFailed onRetry={loadSunSearch} /> : null}
          {state === 'loading' || (search.sunPending && !search.sunFailed) ? <Loading /> : null}
          {view === 'chess' && ready ? (
            <Chessboard results={search.results} data={data} />
          ) : (
            <ResultList
              results={search.results}
              loading={!ready && state !== 'failed'}
              sort={search.sort}
              onSort={search.chooseKey}
              resetKey={writeCatalogueQuery('', search.filters, search.sort)}
            />
          )}
          {ready && count === 0 ? <EmptyResult search={search} /> : null}
        </div>
      </div>
    </section>
  )
}
