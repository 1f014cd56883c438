import { describe, expect, it } from 'vitest'
import {
  charactersIn,
  FALLBACKS,
  type FaceMetrics,
  fallbackOverrides,
  fontFaceCss,
  parseRanges,
} from './fonts'

describe('web fonts cut to the site', () => {
  it('reads a unicode-range', () => {
    expect(parseRanges('U+0301, U+0400-045F,U+2116')).toEqual([
      [0x301, 0x301],
      [0x400, 0x45f],
      [0x2116, 0x2116],
    ])
  })

  it('keeps in each file the characters of its script only', () => {
    const text = 'Дом А1 №5 — 74 м²'
    expect(charactersIn(text, 'cyrillic')).toBe('АДмо№')
    // The latin file carries the digits, the space, the dash's range and ²
    expect(charactersIn(text, 'latin')).toBe(' 1457²—')
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

  it('writes a face per family and subset, and a fallback per family', () => {
    const css = fontFaceCss(
      new Map([
        ['Manrope', manrope],
        ['Cormorant Garamond', { ascent: 0.924, descent: 0.287, lineGap: 0, avgWidth: 0.4367 }],
      ]),
    )
    expect(css.match(/@font-face/g)).toHaveLength(12)
    expect(css).toContain('font-family: "Manrope Fallback";\n  src: local("Arial")')
    expect(css).toContain('url(./fonts/manrope-cyrillic-400-normal.woff2)')
    expect(css).toContain(
      'font-family: "Cormorant Garamond Fallback";\n  src: local("Times New Roman")',
    )
  })
})
