// What an idle reset clears so the next visitor starts clean: every key the site keeps
// in localStorage and sessionStorage (favourites, filters, view choices, drafts), except the
// unsent leads, which must still be delivered, and the kiosk's own settings. Pure.

import { KIOSK_SESSION_KEY } from './kioskConfig'

/** The lead outbox of the forms (ui/forms/leadOutbox.ts OUTBOX_KEY): never cleared. */
export const LEAD_OUTBOX_KEY = 'khvoya:lead-outbox'
/** When the kiosk last saw fresh catalogue data: shown on the screen, kept across visits. */
export const KIOSK_DATA_AT_KEY = 'khvoya:kiosk-data-at'
/** Set by the reset just before it reloads the start page: open on the attract screen. */
export const KIOSK_ATTRACT_KEY = 'khvoya:kiosk-attract'

const KEEP = new Set([LEAD_OUTBOX_KEY, KIOSK_DATA_AT_KEY, KIOSK_SESSION_KEY, KIOSK_ATTRACT_KEY])

export function storageKeysToClear(keys: readonly string[]): string[] {
  return keys.filter((key) => !KEEP.has(key))
}
