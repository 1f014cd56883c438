// The result table, a page of rows at a time ("show more"), so 441 rows or 20 000 stay quick.

import { useEffect, useState } from 'react'
import type { CatalogueResults } from '../../engine/catalogueSearch'
import type { SortKey, SortState } from '../../engine/catalogueSort'
import { useT } from '../i18n'
import { ResultRow, SkeletonRow } from './ResultRow'
import notice from './Notice.module.css'
import styles from './Rows.module.css'
import { SortHeader } from './SortHeader'

export const PAGE_SIZE = 30

interface ResultListProps {
  results: CatalogueResults
  loading: boolean
  sort: SortState
  onSort: (k: SortKey) => void
  /** Changes when the filters or sort change: the list starts at its first page again. */
  resetKey: string
}

export function ResultList({ results, loading, sort, onSort, resetKey }: ResultListProps) {
  const t = useT()
  const [limit, setLimit] = useState(PAGE_SIZE)
  const total = results.keys.length
  // A new search starts at the first page again; a heart toggled on page three keeps the page.
  useEffect(() => {
    if (resetKey !== null) setLimit(PAGE_SIZE)
  }, [resetKey])
  const shown = Math.min(limit, total)
  const rest = Math.min(PAGE_SIZE, total - shown)
  return (
    <>
      <table className={styles.table} data-testid="result-table">
        <SortHeader sort={sort} onSort={onSort} />
        {loading ? (
          <SkeletonRows />
        ) : (
          <tbody data-testid="result-rows">
            {results.values.slice(0, shown).map((a) => (
              <ResultRow key={a.alt} apartment={a} />
            ))}
          </tbody>
        )}
      </table>
      {rest > 0 ? (
        <div className={notice.more}>
          <span>{t('plans.shown', { shown, total })}</span>
          <button
            type="button"
            className={notice.moreButton}
            data-testid="show-more"
            onClick={() => setLimit((l) => l + PAGE_SIZE)}
          >
            {t('plans.more', { count: rest })}
          </button>
        </div>
      ) : null}
    </>
  )
}

const PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f']

export function SkeletonRows({ count = 6 }: { count?: number }) {
  return (
    <tbody aria-hidden="true" data-testid="result-skeleton">
      {PLACEHOLDERS.slice(0, count).map((k) => (
        <SkeletonRow key={k} />
      ))}
    </tbody>
  )
}
