// The master plan's legends: the three building themes and what the
// highlight means (something on sale, or sold out), in the colours the canvas draws them with.
// Their headings are h2: the title row's h1 is the only heading above them.

import { BUILDING_TYPES } from '../../content/buildingTypes'
import { AVAILABILITY_COLOURS } from '../../renderer/paint/palette'
import { useLocale, useT } from '../i18n'
import { cssColour } from './cssColour'
import styles from './Plans.module.css'

export function Legend() {
  const t = useT()
  const locale = useLocale()
  return (
    <div className={styles.legend} data-testid="plans-legend">
      <section aria-labelledby="legend-types">
        <h2 id="legend-types">{t('plansView.legend.types')}</h2>
        <ul>
          {BUILDING_TYPES.map((b) => (
            <li key={b.type}>
              <span className={styles.swatch} data-theme={b.theme} aria-hidden="true" />
              <span>
                {b.name[locale]} <small>{b.labels[locale]}</small>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="legend-status">
        <h2 id="legend-status">{t('plansView.legend.status')}</h2>
        <ul>
          <li>
            <span
              className={styles.swatch}
              data-status="available"
              style={{ background: cssColour(AVAILABILITY_COLOURS.available) }}
              aria-hidden="true"
            />
            {t('plansView.legend.available')}
          </li>
          <li>
            <span
              className={styles.swatch}
              data-status="sold"
              style={{ background: cssColour(AVAILABILITY_COLOURS.soldOut) }}
              aria-hidden="true"
            />
            {t('plansView.legend.soldOut')}
          </li>
        </ul>
      </section>
    </div>
  )
}
