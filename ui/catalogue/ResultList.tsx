// The result table, a page of rows at a time ("show more"; after the first click further pages
// follow as the visitor scrolls), windowed, so the first page, 441 rows or 20 000 stay quick: only
// the rows in view and a screen more are in the DOM (useRowWindow.ts).

import { type CSSProperties, type RefObject, useEffect, useRef, useState } from 'react'
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
  // No rows while the loading rows stand: the window measures only where the view is.
  const win = useRowWindow(loading ? 0 : shown, body)
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
          // A page of loading rows: the page is as tall as it will be, so a reload's restored
          // scroll lands in the list, not clamped to a short page whose footer the browser then
          // followed down past every row. The window measures them too: where the view stands
          // and how tall a row of this layout is, before the first real row is there.
          <SkeletonRows count={PAGE_SIZE} body={body} />
        ) : (
          <tbody
            ref={body}
            style={UNANCHORED}
            data-testid="result-rows"
            data-start={win.start}
            data-end={win.end}
          >
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

/** The window keeps the row at the view's top still itself (useRowWindow.ts), in every browser:
 * the browser's own scroll anchoring, choosing a row or a spacer inside the list, moved the view
 * a second time as the spacers changed. Above the list it still anchors as before. */
export const UNANCHORED: CSSProperties = { overflowAnchor: 'none' }

/** Stands in for the rows outside the window, so the scrollbar and positions stay true. */
export function Spacer({ height }: { height: number }) {
  return (
    <tr className={styles.spacer} style={{ height }} data-testid="row-spacer" data-spacer="">
      <td aria-hidden="true" />
    </tr>
  )
}

const PLACEHOLDERS = Array.from({ length: PAGE_SIZE }, (_, i) => `row${i}`)
/** Loading rows that sweep: a screen's worth. The rest of a page is held by still rows of the same
 * shape, as tall and far cheaper (150 sweeping cells added 100-140 ms of style work to a phone's load). */
const SWEEPING = 6

export function SkeletonRows({
  count = SWEEPING,
  body,
}: {
  count?: number
  body?: RefObject<HTMLTableSectionElement | null>
}) {
  return (
    <tbody ref={body} style={UNANCHORED} aria-hidden="true" data-testid="result-skeleton">
      {PLACEHOLDERS.slice(0, count).map((k, i) =>
        i < SWEEPING ? <SkeletonRow key={k} /> : <StillRow key={k} />,
      )}
    </tbody>
  )
}

/** A loading row's shape without its sweep (SkeletonRow's cells, their fill but no moving light). */
function StillRow() {
  return (
    <tr className={`${styles.row} ${styles.skeleton} ${styles.still}`}>
      <td className={styles.thumb} />
      <td className={styles.bar} />
      <td className={styles.bar} />
      <td className={styles.bar} />
      <td className={styles.bar} />
    </tr>
  )
}
