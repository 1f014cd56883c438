// Similar flats, below the plan: same bedrooms, on sale, nearest in area and price
// (engine/similarFlats.ts; a price on request is said in words), each a real link to its flat screen that the plans screen follows in
// place. Sold, booked and reserved flats never appear, nor the flat itself; too few, no block.

import { buildingLabel } from '../../engine/buildings'
import { flatNumberLabel } from '../../engine/labels'
import { SIMILAR_FLATS, similarFlats } from '../../engine/similarFlats'
import type { Alt, Apartment, Locale } from '../../engine/types'
import { flatPriceText, formatNumber } from '../catalogue/formatMoney'
import { translate } from '../i18n'
import { flatUrl } from '../pdf/flatLink'
import { bedroomsText } from '../../engine/labels'
import { FlatBlock } from './FlatBlock'
import styles from './FlatPage.module.css'

interface SimilarFlatsProps {
  flat: Apartment
  apartments: Record<Alt, Apartment>
  locale: Locale
  onSelect(alt: Alt): void
}

export function SimilarFlats({ flat, apartments, locale, onSelect }: SimilarFlatsProps) {
  const similar = similarFlats(flat, Object.values(apartments), SIMILAR_FLATS)
  if (similar.length === 0) return null
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(locale, key, params)
  return (
    <FlatBlock id="flat-similar" title={t('plans.similar.title')}>
      <p className={styles.lead}>{t('plans.similar.text')}</p>
      <ul className={styles.similar}>
        {similar.map((other) => (
          <li key={other.alt}>
            <a
              className={styles.similarCard}
              href={flatUrl('', other, locale)}
              data-testid="flat-similar-link"
              data-alt={other.alt}
              onClick={(event) => {
                // A new tab or window keeps the link's own way; a plain click moves the screen.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
                event.preventDefault()
                onSelect(other.alt)
                window.scrollTo({ top: 0, behavior: 'smooth' })
              }}
            >
              {/* The layout at a glance; the words beside it say everything it shows. */}
              <img
                className={styles.similarPlan}
                src={other.png}
                alt=""
                width={300}
                height={300}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.similarPlace}>
                {t('plans.row.building', { building: buildingLabel(other.b, locale) })} ·{' '}
                {t('plans.row.flat', { flat: flatNumberLabel(other.n) })}
              </span>
              <span className={styles.similarRooms}>
                {bedroomsText(other.rc, locale)},{' '}
                {t('plans.row.area', { area: formatNumber(other.sq, locale) })}
              </span>
              <span className={styles.similarFloor}>
                {t('plans.similar.floor', { floor: other.f })}
              </span>
              <strong className={styles.similarPrice}>{flatPriceText(other, locale)}</strong>
            </a>
          </li>
        ))}
      </ul>
    </FlatBlock>
  )
}
