// The arithmetic of a plan's key and dimensions (planKey.ts, planDimensions.ts): how long a scale
// bar is at a zoom, where north lies in a building's plan frame, how a length is written. Pure.

import { canvas } from '../../content/i18n/canvas'
import type { Locale } from '../../engine/types'

/** Round lengths a bar may show, m; the first at least MIN_BAR_PX long on screen is used. */
export const BAR_METRES = [1, 2, 5, 10, 20, 50] as const
const MIN_BAR_PX = 56

/** The bar's length in metres at `pxPerMetre`, and in CSS px. */
export function barLength(pxPerMetre: number): { metres: number; px: number } {
  const metres = BAR_METRES.find((m) => m * pxPerMetre >= MIN_BAR_PX) ?? 50
  return { metres, px: metres * pxPerMetre }
}

/**
 * North in a building's plan frame (x right, y down), as a unit vector: the site is drawn north up
 * and turns the plan clockwise by `angle` degrees, so north turns back the other way.
 */
export function northInPlan(angle: number): readonly [number, number] {
  const a = (angle * Math.PI) / 180
  return [-Math.sin(a), -Math.cos(a)]
}

/** '8,40 м' / '8.40 m': two decimals, the local separator, a no-break space before the unit. */
export function formatLength(metres: number, locale: Locale): string {
  const n = metres.toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  return `${n}\u00a0${canvas[locale].metre}`
}
