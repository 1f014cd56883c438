import { describe, expect, it } from 'vitest'
import {
  charactersIn,
  FALLBACKS,
  FONTS,
  type FaceMetrics,
  fallbackOverrides,
  fileName,
  fontFaceCss,
  parseRanges,
  siteExtras,
} from './fonts'

describe('web fonts cut to the site', () => {
  it('reads a unicode-range', () => {
    expect(parseRanges('U+0301, U+0400-045F,U+2116')).toEqual([
      [0x301, 0x301],
      [0x400, 0x45f],
      [0x2116, 0x2116],
    ])
  })

  it('keeps Cyrillic and Latin in one file, and no character of another script', () => {
    // Russian text needs the space, digits and punctuation too: they live in the same file.
    expect(charactersIn('Дом А1 №5 — 74 м²')).toBe(' 1457²АДмо—№')
    // Outside both scripts only what every face draws (siteExtras) is kept.
    expect(charactersIn('Далее → ✓ ok')).toBe(' koДаел')
    expect(charactersIn('Далее → ✓ 5 ₽', '₽→')).toBe(' 5Даел₽→')
  })

  it('draws the site’s other characters where every face has them, and leaves the rest to the system', () => {
    const faces = [
      { has: (cp: number) => cp !== 0x2713 },
      { has: (cp: number) => cp !== 0x2713 && cp !== 0x2248 },
    ]
    // The rouble sign and the arrow are in both faces; ≈ only in one; the tick in neither.
    expect(siteExtras('Цена 5 ₽ → ≈ ✓ ₽', faces)).toBe('₽→')
  })

  it('names one file per face, from a full TTF with both scripts', () => {
    expect(FONTS.map(fileName)).toEqual([
      'manrope-400-normal.woff2',
      'manrope-500-normal.woff2',
      'manrope-600-normal.woff2',
      'cormorant-garamond-500-normal.woff2',
      'cormorant-garamond-500-italic.woff2',
    ])
    for (const font of FONTS) expect(font.source).toMatch(/\.ttf$/)
  })
})

describe('fallback faces that take the web font room', () => {
  const manrope: FaceMetrics = { ascent: 1.066, descent: 0.3, lineGap: 0, avgWidth: 0.5195 }

  it('scales the fallback to the web font average width and borrows its vertical metrics', () => {
    const o = fallbackOverrides(manrope, FALLBACKS.sans.metrics)
    // 0.5195 / 0.5037 = 1.0314; 1.066 / 1.0314 = 1.0335; 0.3 / 1.0314 = 0.2909
    expect(o).toEqual({
      sizeAdjust: '103.14%',
      ascentOverride: '103.36%',
      descentOverride: '29.09%',
      lineGapOverride: '0.00%',
    })
  })

  it('writes one face per weight and style covering both scripts, and a fallback per family', () => {
    const css = fontFaceCss(
      new Map([
        ['Manrope', manrope],
        ['Cormorant Garamond', { ascent: 0.924, descent: 0.287, lineGap: 0, avgWidth: 0.4367 }],
      ]),
    )
    expect(css.match(/@font-face/g)).toHaveLength(7)
    expect(css.match(/url\(/g)).toHaveLength(5)
    expect(css).toContain('font-family: "Manrope Fallback";\n  src: local("Arial")')
    expect(css).toContain('url(./fonts/manrope-400-normal.woff2)')
    // Each face's range holds both scripts: Latin from U+0000, Cyrillic from U+0400.
    const ranges = css.match(/unicode-range: [^;]+/g) ?? []
    expect(ranges).toHaveLength(5)
    for (const r of ranges) expect(r).toMatch(/U\+0000-00FF.*U\+0400-045F/)
    // And the extras the faces were cut with, the rouble sign of every price among them.
    const withRouble = fontFaceCss(
      new Map([
        ['Manrope', manrope],
        ['Cormorant Garamond', manrope],
      ]),
      '₽→',
    )
    for (const r of withRouble.match(/unicode-range: [^;]+/g) ?? [])
      expect(r).toMatch(/U\+20BD, U\+2192$/)
    expect(css).toContain(
      'font-family: "Cormorant Garamond Fallback";\n  src: local("Times New Roman")',
    )
  })
})
