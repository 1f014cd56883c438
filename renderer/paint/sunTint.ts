// The floor's flats coloured by their hours of sun (engine/sunView/sunTint.ts's five steps), cold
// to warm, over the status look they would have: hover and selection keep working on top. Pure.

import { sunTintStep } from '../../engine/sunView/sunTint'
import type { AreaStyle } from './areaStyle'

/** Step 0 (under an hour) to 4 (six hours and more); ui/plans/SunView.module.css's legend matches. */
export const SUN_TINT_COLOURS = [0x7d8fa3, 0xb9c4a2, 0xe8d68a, 0xefb552, 0xe07b2e] as const

/** Above a flat at rest (0.34), below a hovered one (0.62), so hover still shows on the tint. */
export const SUN_TINT_ALPHA = 0.5

export function sunTintStyle(style: AreaStyle, hours: number | undefined): AreaStyle {
  return {
    ...style,
    fill: SUN_TINT_COLOURS[sunTintStep(hours)] ?? SUN_TINT_COLOURS[0],
    fillAlpha: Math.max(style.fillAlpha, SUN_TINT_ALPHA),
  }
}
