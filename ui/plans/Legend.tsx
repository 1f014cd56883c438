// The master plan's legends: the three building themes and what the
// highlight means (something on sale, or sold out), in the colours the canvas draws them with.
// Their headings are h2: the title row's h1 is the only heading above them.

import { BUILDING_TYPES } from '../../content/buildingTypes'
import { AVAILABILITY_COLOURS } from '../../renderer/paint/palette'
import { type TranslationKey, useLocale, useT } from '../i18n'
import { cssColour } from './cssColour'
import styles from './Plans.module.css'

/** The highlight's two meanings, in the order they are listed. */
const STATUS_ROWS = [
  { status: 'available', colour: 'available', label: 'plansView.legend.available' },
  { status: 'sold', colour: 'soldOut', label: 'plansView.legend.soldOut' },
] as const satisfies readonly {
  status: string
  colour: keyof typeof AVAILABILITY_COLOURS
  label: TranslationKey
}[]

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
          {STATUS_ROWS.map(({ status, colour, label }) => (
            <li key={status}>
              <span
                className={styles.swatch}
                data-status={status}
                style={{ background: cssColour(AVAILABILITY_COLOURS[colour]) }}
                aria-hidden="true"
              />
              {t(label)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
