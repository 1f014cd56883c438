import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { qrPath } from './qr'

const URL = 'https://khvoya-club.ru/en/plans?building=21&section=1&floor=3&flat=1'

describe('qrPath', () => {
  it('draws every dark module inside the square, rows merged into runs', () => {
    const { d, modules } = qrPath(URL, 100, 200, 58)
    const code = QRCode.create(URL, { errorCorrectionLevel: 'M' })
    expect(modules).toBe(code.modules.size)
    const dark = code.modules.data.reduce((sum, bit) => sum + bit, 0)
    const rects = d.match(/M/g)?.length ?? 0
    // Runs merge neighbours: fewer rectangles than dark modules, but at least one per dark row.
    expect(rects).toBeLessThan(dark)
    expect(rects).toBeGreaterThanOrEqual(modules)
    const numbers = d.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? []
    const xs = numbers.filter((_, i) => i % 2 === 0)
    const ys = numbers.filter((_, i) => i % 2 === 1)
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(100)
    expect(Math.max(...xs)).toBeLessThanOrEqual(158)
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(200)
    expect(Math.max(...ys)).toBeLessThanOrEqual(258)
  })

  it('starts with the top-left finder pattern: a 7-module run in the first row', () => {
    const { d, modules } = qrPath(URL, 0, 0, 100)
    const cell = 100 / modules
    // First rectangle: x 0 to 7 cells, y 0 to 1 cell.
    const first = d.slice(0, d.indexOf('Z'))
    expect(first).toBe(
      `M0 0L${Math.round(7 * cell * 100) / 100} 0L${Math.round(7 * cell * 100) / 100} ${Math.round(cell * 100) / 100}L0 ${Math.round(cell * 100) / 100}`,
    )
  })
})
