// The characters a broker sheet can print, and the cut of a DejaVu face down to them (Latin,
// Latin-1, Cyrillic, punctuation, currency and measure signs; kerning kept). The build writes the
// cuts for the browser (scripts/pdfFonts.ts); tests and the bench read the same cuts through
// fontsNode.ts, so what is tested is what a buyer downloads. Node only.

import subsetFont from 'subset-font'

const RANGES: [number, number][] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: « » ² ° · × © é
  [0x400, 0x45f], // Cyrillic
  [0x2010, 0x203a], // dashes, quotes, bullet, ellipsis, narrow no-break space, angle quotes
  [0x2116, 0x2116], // №
  [0x20ac, 0x20ac], // €
  [0x20bd, 0x20bd], // ₽
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
  [0x2218, 0x2218], // ring operator
  [0x2248, 0x2248], // ≈
  [0x2264, 0x2265], // ≤ ≥
]

/** Every character the cut faces carry. */
export const PDF_FONT_TEXT = RANGES.map(([from, to]) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i)),
).join('')

export async function subsetPdfFont(full: Uint8Array): Promise<Uint8Array> {
  const cut = await subsetFont(Buffer.from(full), PDF_FONT_TEXT, { targetFormat: 'truetype' })
  return new Uint8Array(cut)
}
