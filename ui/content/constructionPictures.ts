// Whether a construction picture is our drawing or the client's photograph, and a month's pictures
// counted in words ('5 рисунков', '3 фото и 2 рисунка'). Pure.
//
// The seed draws every month as SVG (/art/construction/*.svg); a client's photographs arrive as
// JPEG, PNG or WebP, so the file itself says which one a picture is, item by item.

import { type PluralForms, pluralize } from '../../engine/plural'
import type { Locale } from '../../engine/types'

export function isDrawing(picture: { full: string }): boolean {
  return /\.svg(?:[?#]|$)/i.test(picture.full)
}

const DRAWING_FORMS: Record<Locale, PluralForms> = {
  ru: { one: 'рисунок', few: 'рисунка', many: 'рисунков', other: 'рисунка' },
  en: { one: 'drawing', other: 'drawings' },
}
const PHOTO_FORMS: Record<Locale, PluralForms> = {
  ru: { other: 'фото' },
  en: { one: 'photo', other: 'photos' },
}
const AND: Record<Locale, string> = { ru: ' и ', en: ' and ' }

/** Photographs first (they are what the month was shot as), then the drawings still standing in. */
export function picturesLabel(pictures: { full: string }[], locale: Locale): string {
  const drawings = pictures.filter(isDrawing).length
  const photos = pictures.length - drawings
  const parts = [
    photos > 0 ? pluralize(photos, PHOTO_FORMS[locale], locale) : null,
    drawings > 0 ? pluralize(drawings, DRAWING_FORMS[locale], locale) : null,
  ].filter((part) => part !== null)
  return parts.join(AND[locale])
}
