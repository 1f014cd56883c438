// Text widths straight from the fonts' advance widths, cached per character. pdf-lib measures by
// shaping each string with fontkit, which costs a millisecond a call; a sheet measures hundreds.
// pdf-lib also draws glyphs at their advance widths (no kerning), so the two agree. Pure.

import fontkit from '@pdf-lib/fontkit'
import type { FontBytes } from './fonts'
import { FONT_ROLES, type FontRole, type Measure } from './sheetTypes'

export function advanceMeasure(bytes: FontBytes): Measure {
  const tables = new Map<FontRole, { em: number; glyph: (cp: number) => number }>()
  for (const role of FONT_ROLES) {
    const font = fontkit.create(bytes[role])
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
