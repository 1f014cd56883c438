// The kiosk's own words, read from their catalogue (content/i18n/kiosk.ts) in the screen's
// language, and the time of its data as the header shows it.

import { kiosk } from '../../content/i18n/kiosk'
import { message, type Params } from '../../engine/messages'
import type { Locale } from '../../engine/types'

export type KioskTextKey = keyof (typeof kiosk)['ru']

export function kioskText(locale: Locale, key: KioskTextKey, params: Params = {}): string {
  return message(kiosk, locale, key, params)
}

/**
 * When the catalogue was last fetched, for the header: "27 нояб., 18:04". Its spaces do not break,
 * so in the header's narrow column the time moves to a line of its own whole; a "27" left alone at
 * a line's end read as a count.
 */
export function dataTime(locale: Locale, at: string | number): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru-RU', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(at))
    .replace(/\s/g, '\u00a0')
}
