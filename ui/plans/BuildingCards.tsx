// The building cards under the master plan: label, type, living format, floors, flats on sale and
// the entry price ("от 16,6 млн ₽", or "Цена по запросу" while none of its flats has a price), each a link to the building on /plans. Buildings left out of `include` are dimmed, not hidden.

import { BUILDING_TYPES } from '../../content/buildingTypes'
import {
  buildingFormats,
  buildingLabel,
  buildingType,
  catalogueBuildingCodes,
} from '../../engine/buildings'
import { manifestBuildingCodes } from './manifestGeometry'
import { priceRanges } from '../../engine/priceRanges'
import { selectionQuery } from '../../engine/selectionQuery'
import type { HydraData } from '../../engine/types'
import { useLocale, useT } from '../i18n'
import { Link } from '../shell/Link'
import { flatsLabel } from './placeLabels'
import { placePriceText } from './priceText'
import styles from './Plans.module.css'

interface BuildingCardsProps {
  data: HydraData
  include: readonly number[] | null
  loading: boolean
}

function floorsOf(data: HydraData): Map<number, number> {
  const floors = new Map<number, number>()
  for (const a of Object.values(data.apartments)) {
    floors.set(a.b, Math.max(floors.get(a.b) ?? 0, a.floor, a.f))
  }
  return floors
}

export function BuildingCards({ data, include, loading }: BuildingCardsProps) {
  const t = useT()
  const locale = useLocale()
  const floors = floorsOf(data)
  const prices = priceRanges(Object.values(data.apartments))
  const formats = buildingFormats(Object.values(data.apartments))
  const listed = catalogueBuildingCodes(data)
  return (
    <section className={styles.cards} aria-labelledby="building-cards" data-testid="building-cards">
      <h2 id="building-cards" className={styles.listTitle}>
        {t('plansView.cards')}
      </h2>
      <ul>
        {(listed.length > 0 ? listed : manifestBuildingCodes).map((code) => {
          const label = buildingLabel(code, locale)
          const type = BUILDING_TYPES.find((b) => b.type === buildingType(code))
          const format = formats.get(code)
          const count = data.buildings[String(code)]?.count ?? 0
          const dimmed = include !== null && !include.includes(code)
          const floorCount = floors.get(code)
          const range = prices.get(String(code))
          const price = placePriceText({ span: false, prices: range, onSale: count > 0 }, t, locale)
          return (
            <li
              key={code}
              className={styles.card}
              data-theme={type?.theme}
              data-dimmed={dimmed}
              data-testid="building-card"
              data-code={code}
            >
              <p className={styles.cardLabel}>{label}</p>
              <p className={styles.cardType}>
                {type?.name[locale]}
                {format ? ` · ${t(`plans.format.${format}`)}` : null}
              </p>
              <p className={styles.cardFacts}>
                {loading ? (
                  <span className={styles.skeletonText} aria-hidden="true" />
                ) : (
                  <>
                    {floorCount ? (
                      <span>{t('plansView.floors', { floors: floorCount })}</span>
                    ) : null}
                    <span data-available={count > 0}>
                      {count > 0
                        ? t('plansView.onSale', { flats: flatsLabel(count, locale) })
                        : t('plansView.soldOut')}
                    </span>
                    {price ? (
                      <span
                        className={styles.cardPrice}
                        data-testid="card-price"
                        data-on-request={range ? undefined : 'true'}
                      >
                        {price}
                      </span>
                    ) : null}
                  </>
                )}
              </p>
              <Link
                to="plans"
                query={selectionQuery([code])}
                className={styles.cardLink}
                aria-label={t('plansView.card.open', { building: label })}
              >
                {t('plansView.card.choose')} →
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
