// The plain list twin of the canvas: the same choices as real buttons with
// their counts, beside the plan on desktop and under it on phones. Hover and focus light the
// matching area on the canvas.

import { memo } from 'react'
import { buildingLabel } from '../../engine/buildings'
import { bedroomsText, statusLabel } from '../../engine/labels'
import type { Alt } from '../../engine/types'
import { flatPriceText, formatNumber } from '../catalogue/formatMoney'
import { useLocale, useT } from '../i18n'
import type { Choice } from './choiceModel'
import { flatsLabel, placeLabel } from './placeLabels'
import { placePriceText } from './priceText'
import styles from './Plans.module.css'

interface ChoiceListProps {
  title: string
  choices: readonly Choice[]
  /** The flat shown at the flat level, marked as current. */
  current?: Alt
  loading: boolean
  onSelect(alt: Alt): void
  onHover(alt: Alt | null): void
}

/** Memoised: hover and canvas reports re-render the plans screen, not the list. */
export const ChoiceList = memo(function ChoiceList({
  title,
  choices,
  current,
  loading,
  onSelect,
  onHover,
}: ChoiceListProps) {
  return (
    <section className={styles.list} aria-labelledby="plans-list-title" data-testid="plans-list">
      <h2 id="plans-list-title" className={styles.listTitle}>
        {title}
      </h2>
      {loading ? (
        <ul className={styles.choices} aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <li key={i} className={styles.skeleton} data-testid="plans-skeleton" />
          ))}
        </ul>
      ) : (
        <ul className={styles.choices}>
          {choices.map((c) => (
            <li key={c.alt}>
              <button
                type="button"
                className={styles.choice}
                data-testid="plans-choice"
                data-alt={c.alt}
                data-kind={c.kind}
                data-status={c.apartment?.st}
                aria-disabled={!c.available}
                aria-current={c.alt === current ? 'true' : undefined}
                onClick={() => {
                  if (c.available && c.alt !== current) onSelect(c.alt)
                }}
                onMouseEnter={() => onHover(c.alt)}
                onMouseLeave={() => onHover(null)}
                onFocus={() => onHover(c.alt)}
                onBlur={() => onHover(null)}
              >
                <ChoiceText choice={c} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
})

function ChoiceText({ choice: c }: { choice: Choice }) {
  const t = useT()
  const locale = useLocale()
  const a = c.apartment
  const name = placeLabel(c.path, t, locale)
  let detail: string | null = null
  if (a) {
    // A sold flat keeps its size for orientation but no price: nothing there is for sale.
    const area = t('plans.row.area', { area: formatNumber(a.sq, locale) })
    const facts = [bedroomsText(a.rc, locale), area]
    if (a.st > 0) facts.push(flatPriceText(a, locale))
    detail = facts.join(' · ')
  } else {
    const parts: string[] = []
    if (c.kind === 'building') {
      const format = c.format
      parts.push(format ? t(`plans.format.${format}`) : buildingLabel(c.path[0] ?? 0, locale))
    }
    // A floor names its whole span (the buyer compares floors); larger places their entry price.
    const price = placePriceText(
      { span: c.kind === 'floor', prices: c.prices, onSale: c.available },
      t,
      locale,
    )
    if (price) parts.push(price)
    detail = parts.length > 0 ? parts.join(' · ') : null
  }
  const state = a
    ? statusLabel(a.st, locale)
    : c.available
      ? t('plansView.onSale', { flats: flatsLabel(c.count, locale) })
      : t('plansView.soldOut')
  return (
    <>
      <span className={styles.choiceName}>
        {name}
        {detail ? <small>{detail}</small> : null}
      </span>
      <span className={styles.choiceState} data-available={c.available}>
        {a && a.st === 0 ? t('plans.status.sold') : state}
      </span>
    </>
  )
}
