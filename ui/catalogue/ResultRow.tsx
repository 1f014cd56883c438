// One flat as a row (the product spec: grid 36rem 23rem 40rem 1fr auto) or, on phones, a card.

import type { ReactNode } from 'react'
import { buildingLabel } from '../../engine/buildings'
import { bedroomsText, flatNumberLabel, statusLabel } from '../../engine/labels'
import { hasPrice } from '../../engine/priceRanges'
import type { Apartment } from '../../engine/types'
import { useLocale, useT } from '../i18n'
import { Link } from '../shell/Link'
import { FavouriteButton } from './FavouriteButton'
import { flatQuery } from './flatLink'
import { flatPriceText, formatNumber, formatRub } from './formatMoney'
import styles from './Rows.module.css'

interface ResultRowProps {
  apartment: Apartment
  /** Extra controls at the end of the row (remove, compare tick on the favourites page). */
  actions?: ReactNode
  /** Position in the whole result list (0-based) when the list is windowed. */
  index?: number
}

export function ResultRow({ apartment: a, actions, index }: ResultRowProps) {
  const t = useT()
  const locale = useLocale()
  const building = buildingLabel(a.b, locale)
  const flat = flatNumberLabel(a.n)
  return (
    <tr
      className={styles.row}
      data-testid="result-row"
      data-alt={a.alt}
      data-index={index}
      // Row 1 is the sort header.
      aria-rowindex={index === undefined ? undefined : index + 2}
    >
      <td className={styles.thumb}>
        <img
          src={a.png}
          alt={t('plans.row.planAlt', { flat })}
          width={160}
          height={120}
          loading="lazy"
          decoding="async"
        />
      </td>
      <td className={styles.place}>
        <Link
          to="plans"
          query={flatQuery(a)}
          className={styles.open}
          aria-label={t('plans.row.open', { flat, building, floor: a.f })}
          data-testid="result-link"
        >
          <span className={styles.building}>{building}</span>
        </Link>
        <span className={styles.meta}>
          {t('plans.row.floor', { floor: a.f })} · {t('plans.row.flat', { flat })}
        </span>
      </td>
      <td className={styles.size}>
        <span className={styles.rooms} data-testid="row-bedrooms">
          {bedroomsText(a.rc, locale)}
        </span>
        <span className={styles.area} data-testid="row-area">
          {t('plans.row.area', { area: formatNumber(a.sq, locale) })}
        </span>
        {/* Each part whole on its line: a narrow column wrapped "Без / террасы" mid-phrase. */}
        <span className={styles.meta}>
          <span className={styles.nowrap}>
            {a.sq_ter_only > 0
              ? t('plans.row.terrace', { area: formatNumber(a.sq_ter_only, locale) })
              : t('plans.row.noTerrace')}
          </span>
          {/* The break between the phrases stays open: at the kiosk's size they take two lines. */}
          {a.lv > 1 ? (
            <>
              {' '}
              <span className={styles.nowrap}>{`· ${t('plans.row.levels')}`}</span>
            </>
          ) : null}
        </span>
      </td>
      <td className={styles.price}>
        {hasPrice(a) ? (
          <>
            <span className={styles.total} data-testid="row-price" data-value={a.tc}>
              {formatRub(a.tc, locale)}
            </span>
            <span className={styles.meta}>
              {t('plans.row.perM2', { price: formatRub(a.t, locale) })}
            </span>
          </>
        ) : (
          <span className={styles.onRequest} data-testid="row-price" data-on-request="true">
            {flatPriceText(a, locale)}
          </span>
        )}
      </td>
      <td className={styles.end}>
        <span className={styles.status} data-status={a.st}>
          {statusLabel(a.st, locale)}
        </span>
        <FavouriteButton alt={a.alt} fav={a.fav} />
        {actions}
      </td>
    </tr>
  )
}

/** A placeholder row of the same shape while the data loads. */
export function SkeletonRow() {
  return (
    <tr className={`${styles.row} ${styles.skeleton}`} data-testid="skeleton-row">
      <td className={`${styles.thumb} placeholder`} />
      <td className={`${styles.bar} placeholder`} />
      <td className={`${styles.bar} placeholder`} />
      <td className={`${styles.bar} placeholder`} />
      <td className={`${styles.bar} placeholder`} />
    </tr>
  )
}
