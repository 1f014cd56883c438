// How a flat is named to a person (the callback form, the flat screen): building, section, floor
// and number on the floor, read from its alt alone, so it works before the live data arrives. Pure:
// the catalogue is read with engine/messages.ts, not ui/i18n.ts, so the e2e specs can import it.

import { flat as flatWords } from '../../content/i18n/flat'
import { parseAlt } from '../../engine/alt'
import { buildingLabel } from '../../engine/buildings'
import { flatNumberLabel } from '../../engine/labels'
import { message } from '../../engine/messages'
import type { Alt, Locale } from '../../engine/types'

/** Heading of the flats a lead is about, by how many there are. */
export function flatsHeading(count: number, locale: Locale): string {
  return message(flatWords, locale, count > 1 ? 'plans.name.headingMany' : 'plans.name.headingOne')
}

/** '11-1-3-2' -> 'А1, секция 1, этаж 3, кв. 02' (ru) or 'A1, section 1, floor 3, flat 02' (en). */
export function flatName(alt: Alt, locale: Locale): string {
  const path = parseAlt(alt)
  if (path?.length !== 4) return alt
  const [b, s, f, n] = path as [number, number, number, number]
  return message(flatWords, locale, 'plans.name', {
    building: buildingLabel(b, locale),
    section: s,
    floor: f,
    flat: flatNumberLabel(n),
  })
}
