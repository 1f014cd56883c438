// The plan half of the flat screen: apartment view / floor view, furniture, the level of a
// two-level flat, and the canvas at the flat level (PlansCanvas; its static thumbnail stands in
// until the canvas starts, and for good where it cannot).

import { useMemo, useState } from 'react'
import { parentAlt } from '../../engine/alt'
import { clampFlatLevel, type PlanOptions } from '../../engine/planOptions'
import type { Alt, Apartment, HydraData, Locale } from '../../engine/types'
import type { GeometryUrls, RendererIntents } from '../../renderer/types'
import { translate } from '../i18n'
import styles from './FlatScreen.module.css'
import { flatText } from './FlatText'
import { PlansCanvas } from './PlansCanvas'
import { flatNumberLabel } from '../../engine/labels'

interface FlatPlanProps {
  flat: Apartment
  data: HydraData
  geometry: GeometryUrls
  locale: Locale
  options: PlanOptions
  setOptions: (patch: Partial<PlanOptions>) => void
  onSelect: (alt: Alt) => void
}

export function FlatPlan({
  flat,
  data,
  geometry,
  locale,
  options,
  setOptions,
  onSelect,
}: FlatPlanProps) {
  const [hovered, setHovered] = useState<Alt | null>(null)
  const view = useMemo(
    () => ({ ...options, flatLevel: clampFlatLevel(options.flatLevel, flat.lv) }),
    [options, flat.lv],
  )
  const intents = useMemo<RendererIntents>(
    () => ({
      select: (alt) => {
        if (alt !== flat.alt) onSelect(alt)
      },
      hover: setHovered,
      back: () => onSelect(parentAlt(flat.alt)),
    }),
    [flat.alt, onSelect],
  )
  const state = useMemo(
    () => ({
      level: 'flat' as const,
      selected: flat.alt,
      hovered,
      include: null,
      view,
      data,
      locale,
    }),
    [flat.alt, hovered, view, data, locale],
  )
  const fallback = useMemo(
    () => ({
      src: flat.png,
      alt: translate(locale, 'plans.row.planAlt', { flat: flatNumberLabel(flat.n) }),
    }),
    [flat.png, flat.n, locale],
  )

  return (
    <div className={styles.planPanel}>
      <div className={styles.planTools}>
        <fieldset className={styles.segmented} data-testid="flat-view-switch">
          <legend className={styles.visuallyHidden}>{flatText(locale, 'viewLabel')}</legend>
          {(['flat', 'floor'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={options.viewMode === mode}
              onClick={() => setOptions({ viewMode: mode })}
              data-testid={`flat-view-${mode}`}
            >
              {flatText(locale, mode === 'flat' ? 'viewFlat' : 'viewFloor')}
            </button>
          ))}
        </fieldset>
        {flat.lv > 1 ? (
          <fieldset className={styles.segmented} data-testid="flat-level-switch">
            <legend className={styles.visuallyHidden}>{flatText(locale, 'levelLabel')}</legend>
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
            aria-checked={options.furniture}
            checked={options.furniture}
            onChange={(e) => setOptions({ furniture: e.currentTarget.checked })}
            data-testid="flat-furniture"
          />
          <span className={styles.switchTrack} aria-hidden="true" />
          {flatText(locale, 'furniture')}
        </label>
      </div>
      <div className={styles.canvas} data-view={options.viewMode}>
        <PlansCanvas
          geometry={geometry}
          state={state}
          intents={intents}
          locale={locale}
          fallback={fallback}
        />
      </div>
    </div>
  )
}
