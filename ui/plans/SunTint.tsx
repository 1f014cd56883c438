// The floor's sun tint: a switch beside the plan's other view options, and while it is on, the
// legend of its five steps (engine/sunView/sunTint.ts). The figures load on the first switch-on;
// the plans renderer paints the tint (useSunHours hands it the hours).

import { sunTintSteps } from '../../engine/sunView/sunTint'
import type { Locale } from '../../engine/types'
import { useSunSearch } from '../api/useSunSearch'
import { translate } from '../i18n'
import flat from './FlatScreen.module.css'
import styles from './SunView.module.css'
import { hoursNumber } from './sunViewText'

interface SunTintProps {
  on: boolean
  locale: Locale
  onChange: (on: boolean) => void
}

function stepLabel(from: number | null, to: number | null, locale: Locale): string {
  const n = (h: number | null) => hoursNumber(h ?? 0, locale)
  if (from === null) return translate(locale, 'sunView.tint.under', { to: n(to) })
  if (to === null) return translate(locale, 'sunView.tint.over', { from: n(from) })
  return translate(locale, 'sunView.tint.range', { from: n(from), to: n(to) })
}

export function SunTint({ on, locale, onChange }: SunTintProps) {
  const sun = useSunSearch(on)
  return (
    <>
      <label className={flat.switch}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={on}
          checked={on}
          onChange={(e) => onChange(e.currentTarget.checked)}
          data-testid="sun-tint"
        />
        <span className={flat.switchTrack} aria-hidden="true" />
        {translate(locale, 'sunView.tint')}
      </label>
      {on ? (
        <div
          className={styles.tintLegend}
          data-testid="sun-tint-legend"
          data-state={sun.state}
          title={translate(locale, 'sunView.tint.legend')}
        >
          {/* One row over the plan: the scale's meaning is read out, its steps say enough to see. */}
          <p className="visually-hidden">
            {sun.state === 'ready'
              ? translate(locale, 'sunView.tint.legend')
              : translate(locale, 'sunView.tint.loading')}
          </p>
          <ul>
            {sunTintSteps().map((s, i) => (
              <li key={s.from ?? 'first'}>
                <span className={styles.swatch} data-step={i} aria-hidden="true" />
                {stepLabel(s.from, s.to, locale)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )
}

/** The floor's own view options over the canvas: the sun tint alone (the flat adds its own). */
export function FloorTools(props: SunTintProps) {
  return (
    <div className={flat.planTools} data-testid="floor-tools">
      <SunTint {...props} />
    </div>
  )
}
