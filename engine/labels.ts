// Display labels of flat fields: flat number, status, bedrooms.
// Pure and total: any number gets a string, so a bad row can never break a render.

import { flatFields } from '../content/i18n/flatFields'
import { countMessage } from './messages'
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
  ru: statusWords('ru'),
  en: statusWords('en'),
}

function statusWords(locale: Locale): Record<Status, string> {
  const words = flatFields[locale]
  return { 0: words['status.0'], 1: words['status.1'], 2: words['status.2'], 3: words['status.3'] }
}

export function statusLabel(st: number, locale: Locale): string {
  return isStatus(st) ? STATUS_LABELS[locale][st] : STATUS_LABELS[locale][0]
}

/** Bedroom counts offered by the filter: 0 is a studio. */
export const BEDROOMS = [0, 1, 2, 3, 4, 5] as const

/** 0 -> 'Студия' / 'Studio', 1 -> '1 спальня' / '1 bedroom', 5 -> '5 спален': how a flat is
 * described in words everywhere but the filter's checkboxes and the chessboard's cells. */
export function bedroomsText(rc: number, locale: Locale): string {
  if (rc === 0) return flatFields[locale].studio
  if (!Number.isInteger(rc) || rc < 0) return String(rc)
  return countMessage(flatFields, locale, 'bedrooms', rc)
}

/** A facts table's value under its 'Спальни' / 'Bedrooms' label: 'Студия' or the count. */
export function bedroomCount(rc: number, locale: Locale): string {
  return rc === 0 ? flatFields[locale].studio : String(rc)
}

/** The spec's filter label: 0 -> 'Студия' / 'Studio', 3 -> '3С' / '3B'. A value that is not a count is shown as is. */
export function bedroomLabel(rc: number, locale: Locale): string {
  if (rc === 0) return flatFields[locale].studio
  if (!Number.isInteger(rc) || rc < 0) return String(rc)
  return `${rc}${flatFields[locale].bedroomSuffix}`
}
