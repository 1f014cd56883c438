// What the flat screen says below the plan and its panel, for a buyer deciding: how to pay for this
// price, the sun and the view from its windows, flats like it, and how its price has moved. A sold flat shows no price anywhere, so for it
// only the similar flats on sale remain. Similar flats wait for the whole catalogue: a shared link
// arrives with its building's flats only, and the nearest flat may well stand in another building.
// The blocks themselves, in a chunk of their own: FlatBelowPlan.tsx places them and says when.

import { useSyncExternalStore } from 'react'
import type { Alt, Apartment, Locale } from '../../engine/types'
import { hydraStore } from '../catalogue/hydraStore'
import { FlatPayment } from './FlatPayment'
import { PriceHistory } from './PriceHistory'
import { SimilarFlats } from './SimilarFlats'
import { SunView } from './SunView'

export interface FlatBelowProps {
  flat: Apartment
  locale: Locale
  onSelect(alt: Alt): void
}

export function FlatBelowBlocks({ flat, locale, onSelect }: FlatBelowProps) {
  const live = useSyncExternalStore(hydraStore.subscribe, hydraStore.get, hydraStore.server)
  const priced = flat.st > 0
  return (
    <>
      {priced ? <FlatPayment flat={flat} locale={locale} /> : null}
      <SunView alt={flat.alt} locale={locale} />
      {live.state === 'ready' ? (
        <SimilarFlats
          flat={flat}
          apartments={live.data.apartments}
          locale={locale}
          onSelect={onSelect}
        />
      ) : null}
      {priced ? <PriceHistory alt={flat.alt} locale={locale} /> : null}
    </>
  )
}
