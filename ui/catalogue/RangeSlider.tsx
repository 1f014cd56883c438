// A two-handle range: two native range inputs over one track, so touch, mouse and keyboard all
// work as the browser makes them work, each with its own label and the values shown beside.

import { useId } from 'react'
import type { Range } from '../../engine/catalogueFilters'
import { useT } from '../i18n'
import styles from './Filters.module.css'

/** The two handles, low first: the order they stand in the page and take focus. */
const ENDS = ['min', 'max'] as const

/** The range after one handle moved to `to`: a handle stops where the other one stands. */
function moved(end: (typeof ENDS)[number], to: number, lo: number, hi: number): Range {
  return end === 'min' ? { min: Math.min(to, hi), max: hi } : { min: lo, max: Math.max(to, lo) }
}

interface RangeSliderProps {
  label: string
  bounds: Range
  value: Range | null
  step: number
  format: (n: number) => string
  onChange: (range: Range) => void
  testId: string
}

export function RangeSlider({
  label,
  bounds,
  value,
  step,
  format,
  onChange,
  testId,
}: RangeSliderProps) {
  const t = useT()
  const id = useId()
  const lo = value?.min ?? bounds.min
  const hi = value?.max ?? bounds.max
  const span = bounds.max - bounds.min || 1
  const left = ((lo - bounds.min) / span) * 100
  const right = ((hi - bounds.min) / span) * 100
  const disabled = bounds.max <= bounds.min
  return (
    <fieldset className={styles.group} data-testid={testId}>
      <legend className={styles.legend} id={id}>
        {label}
      </legend>
      <output className={styles.values} aria-live="polite" data-testid={`${testId}-values`}>
        {/* No catalogue yet: no figures rather than '0 — 0'. */}
        {disabled && !value ? '…' : `${format(lo)} — ${format(hi)}`}
      </output>
      <div
        className={styles.range}
        style={{ ['--lo' as string]: `${left}%`, ['--hi' as string]: `${right}%` }}
      >
        {ENDS.map((end) => {
          const at = end === 'min' ? lo : hi
          return (
            <input
              key={end}
              type="range"
              min={bounds.min}
              max={bounds.max}
              step={step}
              value={at}
              disabled={disabled}
              aria-label={t(end === 'min' ? 'plans.range.from' : 'plans.range.to', { label })}
              aria-valuetext={format(at)}
              data-testid={`${testId}-${end}`}
              onChange={(e) => onChange(moved(end, Number(e.target.value), lo, hi))}
            />
          )
        })}
      </div>
    </fieldset>
  )
}
