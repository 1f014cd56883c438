// Column heads that sort: a new key starts ascending, the same key flips it.

import type { TranslationKey } from '../../content/i18n/dictionary'
import type { SortKey, SortState } from '../../engine/catalogueSort'
import { useT } from '../i18n'
import styles from './Rows.module.css'

const SORT_LABELS: Record<SortKey, TranslationKey> = {
  none: 'plans.sort.none',
  price: 'plans.sort.price',
  area: 'plans.sort.area',
  rooms: 'plans.sort.rooms',
  sun: 'plans.sort.sun',
}

function ariaSort(sort: SortState, keys: readonly SortKey[]) {
  if (!keys.includes(sort.key) || sort.key === 'none') return undefined
  return sort.asc ? 'ascending' : 'descending'
}

interface SortProps {
  sort: SortState
  onSort: (k: SortKey) => void
}

function SortButton({ k, sort, onSort }: SortProps & { k: SortKey }) {
  const t = useT()
  const active = sort.key === k
  const arrow = !active || k === 'none' ? '' : sort.asc ? ' ↑' : ' ↓'
  return (
    <button
      type="button"
      className={styles.sortButton}
      aria-pressed={active}
      data-testid={`sort-${k}`}
      onClick={() => onSort(k)}
    >
      {t(SORT_LABELS[k])}
      <span aria-hidden="true">{arrow}</span>
    </button>
  )
}

export function SortHeader({ sort, onSort }: SortProps) {
  const t = useT()
  return (
    <thead>
      <tr className={`${styles.row} ${styles.head}`} data-testid="sort-header">
        <th scope="col">
          <span className="visually-hidden">{t('plans.sort.label')}</span>
          <SortButton k="none" sort={sort} onSort={onSort} />
          <SortButton k="sun" sort={sort} onSort={onSort} />
        </th>
        <th scope="col" className={styles.headLabel}>
          {t('plans.col.place')}
        </th>
        <th scope="col" className={styles.sizeHead} aria-sort={ariaSort(sort, ['rooms', 'area'])}>
          <SortButton k="rooms" sort={sort} onSort={onSort} />
          <SortButton k="area" sort={sort} onSort={onSort} />
        </th>
        <th scope="col" aria-sort={ariaSort(sort, ['price'])}>
          <SortButton k="price" sort={sort} onSort={onSort} />
        </th>
        <th scope="col" className={styles.headLabel}>
          {t('plans.col.status')}
        </th>
      </tr>
    </thead>
  )
}
