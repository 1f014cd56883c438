// The address a sheet's QR code and link open: the flat on the plans screen, in the sheet's
// language (the plans view is addressed by building, section, floor and flat). Pure.

import { hrefOf } from '../../engine/routes'
import type { Apartment, Locale } from '../../engine/types'

export function flatUrl(origin: string, flat: Apartment, locale: Locale): string {
  const query = `building=${flat.b}&section=${flat.s}&floor=${flat.f}&flat=${flat.n}`
  return `${origin.replace(/\/+$/, '')}${hrefOf('plans', locale)}?${query}`
}

/** 'https://khvoya-club.ru' -> 'khvoya-club.ru': how the address reads under the code. */
export function displayHost(origin: string): string {
  return origin.replace(/^https?:\/\//, '').replace(/\/+$/, '')
}
