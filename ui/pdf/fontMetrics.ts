// Text widths straight from the fonts' advance widths, the fonts parsed once per session. pdf-lib
// measures by shaping each string, a millisecond a call; a sheet measures hundreds. pdf-lib draws
// glyphs at their advance widths (no kerning), so the two agree. These parsed fonts are for
// measuring only: pdf-lib must parse its own per document, because fontkit caches glyphs on the
// font with the characters it first met them by, and a shared font then writes a wrong ToUnicode
// map into the next document (copied or searched text comes out garbled).

import fontkit from '@pdf-lib/fontkit'
import type { FontBytes } from './fonts'
import { FONT_ROLES, type FontRole, type Measure } from './sheetTypes'

type Font = ReturnType<typeof fontkit.create>

const parsed = new WeakMap<Uint8Array, Font>()

export function parsedFont(bytes: Uint8Array): Font {
  let font = parsed.get(bytes)
  if (!font) {
    font = fontkit.create(bytes)
    parsed.set(bytes, font)
  }
  return font
}

export function advanceMeasure(bytes: FontBytes): Measure {
  const tables = new Map<FontRole, { em: number; glyph: (cp: number) => number }>()
  for (const role of FONT_ROLES) {
    const font = parsedFont(bytes[role])
    const cache = new Map<number, number>()
    const glyph = (cp: number) => {
      let w = cache.get(cp)
      if (w === undefined) {
        w = font.glyphForCodePoint(cp).advanceWidth
        cache.set(cp, w)
      }
      return w
    }
    tables.set(role, { em: font.unitsPerEm, glyph })
  }
  return (text, role, size) => {
    const table = tables.get(role)
    if (!table) return 0
    let units = 0
    for (const ch of text) units += table.glyph(ch.codePointAt(0) ?? 32)
    return (units / table.em) * size
  }
}
