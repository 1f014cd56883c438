// The key to a floor plan's fills: on sale, booked, reserved and sold, each swatch in the colour
// and strength the canvas paints the flat at rest (renderer/paint/palette.ts, opacities.ts), so the two cannot drift apart.

import { STATUS_LABELS, type STATUSES } from '../../engine/labels'
import { AREA_OPACITY } from '../../renderer/paint/opacities'
import { STATUS_COLOURS } from '../../renderer/paint/palette'
import { useLocale, useT } from '../i18n'
import { cssColour } from './cssColour'
import styles from './Plans.module.css'

/** The list's order: what can be bought first, sold last. */
const ORDER = [1, 2, 3, 0] as const satisfies readonly (typeof STATUSES)[number][]

/** The fill's strength at rest on the plan: a sold flat's grey is laid on more thickly. */
function alphaOf(st: number): number {
  const o = AREA_OPACITY.flat
  return st === 0 ? o.unavailable : o.idle
}

export function FlatLegend() {
  const t = useT()
  const locale = useLocale()
  return (
    <section className={styles.flatLegend} aria-labelledby="flat-legend" data-testid="flat-legend">
      <h2 id="flat-legend">{t('plansView.legend.flats')}</h2>
      <ul>
        {ORDER.map((st) => (
          <li key={st} data-status={st}>
            <span
              className={styles.swatch}
              style={{ background: cssColour(STATUS_COLOURS[st], alphaOf(st)) }}
              aria-hidden="true"
            />
            {st === 0 ? t('plans.status.sold') : STATUS_LABELS[locale][st]}
          </li>
        ))}
      </ul>
    </section>
  )
}
