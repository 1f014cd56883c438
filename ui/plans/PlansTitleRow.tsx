// The compact title row of the plans screens: where the visitor is (breadcrumbs), the
// place as the page's heading, what is on sale there, and the way back. It replaces the marketing
// banner, so the plan below owns the first screen at every level.

import type { ReactNode } from 'react'
import styles from './PlansTitle.module.css'

interface PlansTitleRowProps {
  /** The breadcrumbs, or nothing on the master plan (the top). */
  crumbs?: ReactNode
  title: ReactNode
  /** What is on sale here, or another short fact. */
  fact?: ReactNode
  /** The way back up a level, if there is one. */
  back?: ReactNode
  titleTestId?: string
  /**
   * Keeps room for the fact and the back button even where they are not shown yet: the page is
   * prerendered at the top level, and a link to a flat must not push the plan down when it
   * hydrates (CLS).
   */
  reserveEnd?: boolean
}

export function PlansTitleRow({
  crumbs,
  title,
  fact,
  back,
  titleTestId,
  reserveEnd,
}: PlansTitleRowProps) {
  return (
    <header className={styles.row} data-testid="plans-title-row" data-reserve={reserveEnd}>
      <div className={styles.main}>
        {crumbs ? <div className={styles.crumbs}>{crumbs}</div> : null}
        <h1 className={styles.title} data-testid={titleTestId}>
          {title}
        </h1>
      </div>
      {fact || back ? (
        <div className={styles.end}>
          {fact}
          {back}
        </div>
      ) : null}
    </header>
  )
}
