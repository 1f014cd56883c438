// The web fonts labels are drawn in, ready before the glyph atlas paints: in the page, the faces
// of its stylesheet; in the worker, the faces the page described (FontSource) added to the worker's
// own FontFaceSet, which starts empty (a worker does not see the page's fonts).

import { DOMAdapter } from 'pixi.js'
import { FONTS } from './labelStyles'

/** One @font-face of the page, as plain data a worker can rebuild it from. */
export interface FontSource {
  family: string
  /** The CSS src descriptor with absolute URLs: `url("https://…/x.woff2") format("woff2")`. */
  src: string
  weight: string
  style: string
  unicodeRange: string
}

/** Adds the page's faces to this realm's FontFaceSet (the worker's); faces load on first use. */
export function addFontSources(sources: readonly FontSource[]): void {
  const set = DOMAdapter.get().getFontFaceSet()
  if (!set || typeof FontFace === 'undefined') return
  for (const f of sources) {
    try {
      set.add(
        new FontFace(f.family, f.src, {
          weight: f.weight,
          style: f.style,
          unicodeRange: f.unicodeRange,
        }),
      )
    } catch {
      // A malformed face is skipped: its labels fall back to the next family in FONTS.
    }
  }
}

/**
 * Pixi paints glyphs with whatever font is ready: wait (briefly) for the two families in both
 * scripts so the atlas is not painted in a fallback face.
 */
export async function loadFonts(timeoutMs = 2500): Promise<void> {
  const fonts = DOMAdapter.get().getFontFaceSet()
  if (!fonts) return
  const display = FONTS.display.split(',')[0]
  const text = FONTS.text.split(',')[0]
  const wanted = [`500 24px "${display}"`, `500 12px "${text}"`, `600 12px "${text}"`]
  const loads = wanted.map((font) => fonts.load(font, 'АБВ ABC 0123').catch(() => []))
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs)
  })
  await Promise.race([Promise.all(loads), timeout])
  clearTimeout(timer)
}
