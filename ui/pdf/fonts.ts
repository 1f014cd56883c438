// The faces a sheet is set in and how their bytes arrive. DejaVu, because it carries Cyrillic and
// ships as TTF: fontkit subsets TTF cleanly (WOFF2 breaks it), so each PDF embeds only the glyphs
// it prints. The browser fetches the files from URLs (fontUrls.ts); Node reads them (fontsNode.ts).

import type { FontRole } from './sheetTypes'

/** Condensed for text and tables (more words to a line), extra-light for the display lines. */
export const FONT_FILES: Record<FontRole, string> = {
  regular: 'DejaVuSansCondensed.ttf',
  bold: 'DejaVuSansCondensed-Bold.ttf',
  light: 'DejaVuSans-ExtraLight.ttf',
}

/** The family names the HTML template declares with @font-face for the same files. */
export const FONT_FAMILIES: Record<FontRole, string> = {
  regular: 'Khvoya Sheet Regular',
  bold: 'Khvoya Sheet Bold',
  light: 'Khvoya Sheet Light',
}

export type FontBytes = Record<FontRole, Uint8Array>

export async function fetchFonts(
  urls: Record<FontRole, string>,
  fetcher: typeof fetch = fetch,
): Promise<FontBytes> {
  const load = async (role: FontRole) => {
    const res = await fetcher(urls[role])
    if (!res.ok) throw new Error(`${urls[role]}: ${res.status}`)
    return new Uint8Array(await res.arrayBuffer())
  }
  const [regular, bold, light] = await Promise.all([load('regular'), load('bold'), load('light')])
  return { regular, bold, light }
}
