// The result table, a page of rows at a time ("show more"; after the first click further pages
// follow as the visitor scrolls), windowed once many rows are shown, so 441 rows or 20 000 stay
// quick: only the rows near the viewport are in the DOM.

import { useEffect, useRef, useState } from 'react'
import type { CatalogueResults } from '../../engine/catalogueSearch'
import type { SortKey, SortState } from '../../engine/catalogueSort'
import { useT } from '../i18n'
import { ResultRow, SkeletonRow } from './ResultRow'
import notice from './Notice.module.css'
import styles from './Rows.module.css'
import { SortHeader } from './SortHeader'
import { useRowWindow } from './useRowWindow'

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
  const body = useRef<HTMLTableSectionElement>(null)
  const more = useRef<HTMLDivElement>(null)
  const win = useRowWindow(shown, body)
  // Once the visitor has asked for more, the next pages come as the end of the list nears.
  const scrolling = limit > PAGE_SIZE && rest > 0
  // Observed afresh after every page: the first callback says whether the end is still near
  // (a tall footer on phones keeps it in range), so loading goes on until it is not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: limit is the trigger, not an input.
  useEffect(() => {
    const el = more.current
    if (!scrolling || !el || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setLimit((l) => l + PAGE_SIZE)
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [scrolling, limit])
  return (
    <>
      <table
        className={styles.table}
        data-testid="result-table"
        aria-rowcount={loading ? undefined : total + 1}
      >
        <SortHeader sort={sort} onSort={onSort} />
        {loading ? (
          <SkeletonRows />
        ) : (
          <tbody ref={body} data-testid="result-rows" data-start={win.start} data-end={win.end}>
            {win.before > 0 ? <Spacer height={win.before} /> : null}
            {results.values.slice(win.start, win.end).map((a, i) => (
              <ResultRow key={a.alt} apartment={a} index={win.start + i} />
            ))}
            {win.after > 0 ? <Spacer height={win.after} /> : null}
          </tbody>
        )}
      </table>
      {rest > 0 ? (
        <div className={notice.more} ref={more}>
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

/** Stands in for the rows outside the window, so the scrollbar and positions stay true. */
function Spacer({ height }: { height: number }) {
  return (
    <tr className={styles.spacer} style={{ height }} data-testid="row-spacer">
      <td aria-hidden="true" />
    </tr>
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
