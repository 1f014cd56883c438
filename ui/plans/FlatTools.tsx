// The view options over the flat's plan: apartment view or floor view, the level
// of a two-level flat, furniture, and the floor's sun tint. They sit on the plans canvas, which the
// plans screen keeps from the floor to the flat (a camera move, not a new canvas).

import type { Apartment, Locale } from '../../engine/types'
import type { PlanOptions } from '../../engine/planOptions'
import styles from './FlatScreen.module.css'
import { flatText } from './FlatText'
import { SunTint } from './SunTint'

interface FlatToolsProps {
  flat: Apartment
  locale: Locale
  /** The options as shown (the level already clamped to the flat's levels). */
  view: PlanOptions
  setOptions: (patch: Partial<PlanOptions>) => void
}

export function FlatTools({ flat, locale, view, setOptions }: FlatToolsProps) {
  return (
    <div className={styles.planTools} data-testid="flat-tools">
      <fieldset className={styles.segmented} data-testid="flat-view-switch">
        <legend className="visually-hidden">{flatText(locale, 'viewLabel')}</legend>
        {(['flat', 'floor'] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={view.viewMode === mode}
            onClick={() => setOptions({ viewMode: mode })}
            data-testid={`flat-view-${mode}`}
          >
            {flatText(locale, mode === 'flat' ? 'viewFlat' : 'viewFloor')}
          </button>
        ))}
      </fieldset>
      {flat.lv > 1 ? (
        <fieldset className={styles.segmented} data-testid="flat-level-switch">
          <legend className="visually-hidden">{flatText(locale, 'levelLabel')}</legend>
          {[0, 1].map((level) => (
            <button
              key={level}
              type="button"
              aria-pressed={view.flatLevel === level}
              onClick={() => setOptions({ flatLevel: level })}
              data-testid={`flat-level-${level}`}
            >
              {flatText(locale, level === 0 ? 'level1' : 'level2')}
            </button>
          ))}
        </fieldset>
      ) : null}
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={view.furniture}
          checked={view.furniture}
          onChange={(e) => setOptions({ furniture: e.currentTarget.checked })}
          data-testid="flat-furniture"
        />
        <span className={styles.switchTrack} aria-hidden="true" />
        {flatText(locale, 'furniture')}
      </label>
      {/* The other flats are tinted in floor view, where they show. */}
      {view.viewMode === 'floor' ? (
        <SunTint on={view.sunTint} locale={locale} onChange={(on) => setOptions({ sunTint: on })} />
      ) : null}
    </div>
  )
}
