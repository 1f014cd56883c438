// Where a catalogue row leads: the flat on the plans screen, addressed by its selection query.

import { selectionQuery } from '../../engine/selectionQuery'
import type { Apartment } from '../../engine/types'

/** 'building=11&section=1&floor=3&flat=2' */
export function flatQuery(a: Pick<Apartment, 'b' | 's' | 'f' | 'n'>): string {
  return selectionQuery([a.b, a.s, a.f, a.n])
}
