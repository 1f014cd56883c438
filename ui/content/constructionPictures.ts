// Whether a construction picture is our drawing or the client's photograph, and a month's pictures
// counted in words ('5 рисунков', '3 фото и 2 рисунка', content/i18n/construction.ts). Pure.
//
// The seed draws every month as SVG (/art/construction/*.svg); a client's photographs arrive as
// JPEG, PNG or WebP, so the file itself says which one a picture is, item by item.

import { construction } from '../../content/i18n/construction'
import { countMessage, message } from '../../engine/messages'
import type { Locale } from '../../engine/types'

export function isDrawing(picture: { full: string }): boolean {
  return /\.svg(?:[?#]|$)/i.test(picture.full)
}

/** Photographs first (they are what the month was shot as), then the drawings still standing in. */
export function picturesLabel(pictures: { full: string }[], locale: Locale): string {
  const drawings = pictures.filter(isDrawing).length
  const photos = pictures.length - drawings
  const photoText = countMessage(construction, locale, 'construction.photoCount', photos)
  const drawingText = countMessage(construction, locale, 'construction.drawingCount', drawings)
  if (photos > 0 && drawings > 0)
    return message(construction, locale, 'construction.photosAndDrawings', {
      photos: photoText,
      drawings: drawingText,
    })
  return photos > 0 ? photoText : drawings > 0 ? drawingText : ''
}
