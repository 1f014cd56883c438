// Dates on the flat page, '20 ноября 2026 г.' / '20 November 2026'. Timestamps are read on the
// sales office's clock (Moscow time, UTC+3 all year since 2014), so the server's render and the
// browser's say the same day. Written by engine/monthText.ts rather than an Intl.DateTimeFormat
// with a time zone, whose zone and calendar data were the longest part of the flat page's
// hydration on a phone (15 ms unthrottled).

import { dayText } from '../../engine/monthText'
import type { Locale } from '../../engine/types'

/** Moscow's offset from UTC, ms. */
const MOSCOW = 3 * 3600_000

/** The UTC calendar day of `date`, in the language's words. */
const utcDayText = (date: Date, locale: Locale) =>
  dayText(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), locale)

/** A calendar day written YYYY-MM-DD (a file a person edits), as that day. */
export function dayLabel(day: string, locale: Locale): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : utcDayText(date, locale)
}

/** An ISO timestamp (when an import ran), as the day it was in St Petersburg. */
export function momentLabel(at: string, locale: Locale): string {
  const date = new Date(at)
  return Number.isNaN(date.getTime()) ? at : utcDayText(new Date(date.getTime() + MOSCOW), locale)
}
