// The favourites page: the saved flats as rows, remove, PDF for all, compare.

import { useMemo, useState, useSyncExternalStore } from 'react'
import { type FavouriteEntry, favouriteEntries } from '../../engine/favourites'
import { readQuery } from '../../engine/queryString'
import { useFavouritesFlag } from '../favourites/favouritesFlag'
import type { Alt, Apartment } from '../../engine/types'
import { useT } from '../i18n'
import { PdfButton } from '../pdf/PdfButton'
import { Link } from '../shell/Link'
import { CompareTable } from './CompareTable'
import { LoadFailed } from './DataStatus'
import { FavouriteRows } from './FavouriteRows'
import styles from './Favourites.module.css'
import { locationSearch } from './locationSearch'
import { SkeletonRows } from './ResultList'
import rows from './Rows.module.css'
import { useHydraData } from './useHydraData'
import { useFavouriteList } from './useFavouriteList'

export const COMPARE_MAX = 4

function Skeleton({ count }: { count: number }) {
  return (
    <table className={rows.table}>
      <SkeletonRows count={count} />
    </table>
  )
}

function compareQuery(alts: readonly Alt[]): string {
  return `compare=1&flats=${alts.slice(0, COMPARE_MAX).join(',')}`
}

export function FavouritesScreen() {
  const t = useT()
  const { state, data, retry } = useHydraData()
  const list = useFavouriteList()
  useFavouritesFlag(list.length)
  const search = useSyncExternalStore(
    locationSearch.subscribe,
    locationSearch.get,
    locationSearch.server,
  )
  const [picked, setPicked] = useState<readonly Alt[]>([])
  const entries = useMemo(() => favouriteEntries(list, data), [list, data])
  const present = entries.filter((e): e is FavouriteEntry & { apartment: Apartment } => !e.missing)
  const params = readQuery(search)
  const comparing = params.get('compare') === '1'

  if (comparing) {
    const wanted = (params.get('flats') ?? '').split(',').filter(Boolean)
    const source = wanted.length > 0 ? wanted : present.map((e) => e.alt)
    const flats = source
      .map((alt) => present.find((e) => e.alt === alt)?.apartment)
      .filter((a): a is Apartment => a !== undefined)
      .slice(0, COMPARE_MAX)
    return (
      <section className={styles.screen} data-testid="favourites-compare">
        <Link to="plans-plans-favorites" className={styles.back} data-testid="compare-back">
          ← {t('plans.compare.back')}
        </Link>
        {state === 'failed' ? <LoadFailed onRetry={retry} /> : null}
        {state === 'loading' ? <Skeleton count={2} /> : null}
        {state === 'ready' && flats.length < 2 ? <p>{t('plans.compare.tooFew')}</p> : null}
        {flats.length >= 2 ? (
          <>
            <div className={styles.actions}>
              <PdfButton alts={flats.map((a) => a.alt)} />
            </div>
            <CompareTable flats={flats} />
          </>
        ) : null}
      </section>
    )
  }

  // While the catalogue loads, the saved list stands for the flats it will find: the buttons and
  // the hint take their places at once (hidden until then), so nothing below moves when they show.
  const loading = state === 'loading'
  const shown = loading ? [...list] : present.map((e) => e.alt)
  const compareAlts = picked.length >= 2 ? picked : shown
  return (
    <section className={styles.screen} data-testid="favourites-screen" data-state={state}>
      <div className={styles.top}>
        <h2 className={styles.count} data-testid="favourites-count">
          {t('plans.favourites.count', { count: list.length })}
        </h2>
        {shown.length > 0 ? (
          <div className={styles.actions} data-pending={loading || undefined}>
            <PdfButton alts={shown} className={styles.pdf} />
            {shown.length >= 2 ? (
              <Link
                to="plans-plans-favorites"
                query={compareQuery(compareAlts)}
                className={styles.compareLink}
                data-testid="compare-link"
              >
                {t('plans.compare.link')}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
      {state === 'failed' ? <LoadFailed onRetry={retry} /> : null}
      {list.length === 0 ? (
        <div className={styles.empty} data-testid="favourites-empty">
          <p>{t('plans.favourites.empty')}</p>
          <Link to="plans-plans-search" className={styles.compareLink}>
            {t('plans.favourites.toSearch')}
          </Link>
        </div>
      ) : (
        <>
          {shown.length >= 2 ? <p className={styles.hint}>{t('plans.compare.hint')}</p> : null}
          <FavouriteRows
            entries={entries}
            loading={loading}
            picked={picked}
            onPick={setPicked}
            max={COMPARE_MAX}
          />
        </>
      )}
    </section>
  )
}
