// Dates on the flat page, '20 ноября 2026 г.' / '20 November 2026'. Timestamps are read on the
// sales office's clock (Moscow time), so the server's render and the browser's say the same day.

import type { Locale } from '../../engine/types'

const formats = new Map<string, Intl.DateTimeFormat>()

function format(locale: Locale, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`
  let f = formats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    })
    formats.set(key, f)
  }
  return f
}

/** A calendar day written YYYY-MM-DD (a file a person edits), as that day. */
export function dayLabel(day: string, locale: Locale): string {
  return format(locale, 'UTC').format(new Date(`${day}T00:00:00Z`))
}

/** An ISO timestamp (when an import ran), as the day it was in St Petersburg. */
export function momentLabel(at: string, locale: Locale): string {
  const date = new Date(at)
  return Number.isNaN(date.getTime()) ? at : format(locale, 'Europe/Moscow').format(date)
}
