// Where the visitor is: master plan, building, section, floor, flat. Every step but the last is a
// button that goes back up to it; the last is the current place.

import { useEffect, useRef } from 'react'
import type { AltPath } from '../../engine/alt'
import { useLocale, useT } from '../i18n'
import { watchCrumbsEdge } from './crumbsEdge'
import { placeLabel } from './placeLabels'
import styles from './Plans.module.css'

export function Breadcrumbs({ path, onPick }: { path: AltPath; onPick(depth: number): void }) {
  const t = useT()
  const locale = useLocale()
  const nav = useRef<HTMLElement>(null)
  useEffect(() => (nav.current ? watchCrumbsEdge(nav.current) : undefined), [])
  const steps = Array.from({ length: path.length + 1 }, (_, depth) => path.slice(0, depth))
  return (
    <nav
      ref={nav}
      className={styles.crumbs}
      aria-label={t('plansView.crumbs')}
      data-testid="plans-crumbs"
    >
      <ol>
        {steps.map((step, depth) => {
          const label = placeLabel(step, t, locale)
          const last = depth === path.length
          return (
            <li key={step.join('-') || 'root'}>
              {last ? (
                <span aria-current="location">{label}</span>
              ) : (
                <button type="button" onClick={() => onPick(depth)} data-depth={depth}>
                  {label}
                </button>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
