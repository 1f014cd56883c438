// What the flat screen says below the plan and its panel, for a buyer deciding: how to pay for this
// price, flats like it, and how its price has moved. A sold flat shows no price anywhere, so for it
// only the similar flats on sale remain.

import type { Alt, Apartment, Locale } from '../../engine/types'
import styles from './FlatPage.module.css'
import { FlatPayment } from './FlatPayment'
import { PriceHistory } from './PriceHistory'
import { SimilarFlats } from './SimilarFlats'

interface FlatBelowPlanProps {
  flat: Apartment
  apartments: Record<Alt, Apartment>
  locale: Locale
  onSelect(alt: Alt): void
}

export function FlatBelowPlan({ flat, apartments, locale, onSelect }: FlatBelowPlanProps) {
  const priced = flat.st > 0
  return (
    <div className={styles.below} data-testid="flat-below">
      {priced ? <FlatPayment flat={flat} locale={locale} /> : null}
      {/* The sun and the view from the windows go here, between paying and comparing. */}
      <SimilarFlats flat={flat} apartments={apartments} locale={locale} onSelect={onSelect} />
      {priced ? <PriceHistory alt={flat.alt} locale={locale} /> : null}
    </div>
  )
}
