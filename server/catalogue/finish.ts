// How each flat is handed over, seeded: hotel rooms and serviced apartments come finished (the
// operator furnishes them to one standard); a private residence is finished more often when small,
// since buyers of large flats usually bring their own designer. Pure.

import type { Finish, LivingFormat } from '../../engine/types'
import type { Random } from './random'

/** The share of private residences handed over finished, by bedrooms (0 = studio). */
const FINISHED_SHARE = [0.8, 0.7, 0.55, 0.35, 0.25, 0.2]

/** One draw per call, always, so a flat's finish never shifts the flats after it. */
export function finishOf(format: LivingFormat, rc: number, random: Random): Finish {
  const draw = random()
  if (format !== 'private') return 'finished'
  return draw < (FINISHED_SHARE[rc] ?? 0.2) ? 'finished' : 'whitebox'
}
