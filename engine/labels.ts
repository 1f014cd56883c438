// Display labels of flat fields: flat number, status, bedrooms.
// Pure and total: any number gets a string, so a bad row can never break a render.

import type { Locale, Status } from './types'

/** 2 -> '02', 12 -> '12'; the flat number on a floor is always shown with two digits. */
export function flatNumberLabel(n: number): string {
  if (!Number.isInteger(n) || n < 0) return String(n)
  return String(n).padStart(2, '0')
}

export const STATUSES = [0, 1, 2, 3] as const satisfies readonly Status[]

export function isStatus(value: unknown): value is Status {
  return value === 0 || value === 1 || value === 2 || value === 3
}

/** Status 0 (not on sale) is an em dash in both languages. */
export const STATUS_LABELS: Record<Locale, Record<Status, string>> = {
  ru: { 0: '\u2014', 1: 'В продаже', 2: 'Забронирована', 3: 'Резерв' },
  en: { 0: '\u2014', 1: 'On sale', 2: 'Booked', 3: 'Reserved' },
}

export function statusLabel(st: number, locale: Locale): string {
  return isStatus(st) ? STATUS_LABELS[locale][st] : STATUS_LABELS[locale][0]
}

/** Bedroom counts offered by the filter: 0 is a studio. */
export const BEDROOMS = [0, 1, 2, 3, 4, 5] as const

const STUDIO: Record<Locale, string> = { ru: 'Студия', en: 'Studio' }
// Russian suffix is the Cyrillic С (U+0421, «спальни»), English is B (bedrooms).
const BEDROOM_SUFFIX: Record<Locale, string> = { ru: '\u0421', en: 'B' }

/** 0 -> 'Студия' / 'Studio', 3 -> '3С' / '3B'. A value that is not a count is shown as is. */
export function bedroomLabel(rc: number, locale: Locale): string {
  if (rc === 0) return STUDIO[locale]
  if (!Number.isInteger(rc) || rc < 0) return String(rc)
  return `${rc}${BEDROOM_SUFFIX[locale]}`
}
