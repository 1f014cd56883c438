// The sheet's TTFs in the browser for the HTML template: registered as FontFaces (the SVG text
// uses them by family name) and measured through a canvas, so the template wraps and aligns text
// as the PDF does. Loaded once per page view. Environment: client.

import { FONT_FAMILIES } from './fonts'
import { FONT_URLS } from './fontUrls'
import { FONT_ROLES, type Measure } from './sheetTypes'

let loading: Promise<void> | null = null

export function loadSheetFaces(): Promise<void> {
  loading ??= Promise.all(
    FONT_ROLES.map(async (role) => {
      const face = new FontFace(FONT_FAMILIES[role], `url(${FONT_URLS[role]}) format("truetype")`)
      document.fonts.add(await face.load())
    }),
  ).then(() => undefined)
  // A failed load may be retried by the next call.
  loading.catch(() => {
    loading = null
  })
  return loading
}

/** Widths measured at 100 px and scaled: finer than measuring at 6 pt, where canvases round. */
export function canvasMeasure(): Measure {
  const context = document.createElement('canvas').getContext('2d')
  const cache = new Map<string, number>()
  return (text, role, size) => {
    if (!context) return text.length * size * 0.5
    const key = `${role}|${text}`
    let width = cache.get(key)
    if (width === undefined) {
      context.font = `100px "${FONT_FAMILIES[role]}"`
      width = context.measureText(text).width / 100
      cache.set(key, width)
    }
    return width * size
  }
}
