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

interface SegmentedProps<T extends string | number> {
  /** Read out only: the buttons' words say enough on screen. */
  legend: string
  /** `flat-view` gives the test ids `flat-view-switch` and `flat-view-floor`. */
  testStem: string
  values: readonly T[]
  value: T
  text: (value: T) => string
  onChoose: (value: T) => void
}

/** One of a few values as a row of pressed-or-not buttons. */
function Segmented<T extends string | number>(props: SegmentedProps<T>) {
  const { legend, testStem, values, value, text, onChoose } = props
  return (
    <fieldset className={styles.segmented} data-testid={`${testStem}-switch`}>
      <legend className="visually-hidden">{legend}</legend>
      {values.map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={value === v}
          onClick={() => onChoose(v)}
          data-testid={`${testStem}-${v}`}
        >
          {text(v)}
        </button>
      ))}
    </fieldset>
  )
}

export function FlatTools({ flat, locale, view, setOptions }: FlatToolsProps) {
  return (
    <div className={styles.planTools} data-testid="flat-tools">
      <Segmented
        legend={flatText(locale, 'viewLabel')}
        testStem="flat-view"
        values={['flat', 'floor'] as const}
        value={view.viewMode}
        text={(mode) => flatText(locale, mode === 'flat' ? 'viewFlat' : 'viewFloor')}
        onChoose={(mode) => setOptions({ viewMode: mode })}
      />
      {flat.lv > 1 ? (
        <Segmented
          legend={flatText(locale, 'levelLabel')}
          testStem="flat-level"
          values={[0, 1]}
          value={view.flatLevel}
          text={(level) => flatText(locale, level === 0 ? 'level1' : 'level2')}
          onChoose={(level) => setOptions({ flatLevel: level })}
        />
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
