import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { qrRuns } from './qrRuns'

const URL = 'https://khvoya-club.ru/plans/plans-favorites?f=11-1-3-2,21-1-1-4'

describe('qrRuns', () => {
  it('covers exactly the dark modules of the level-M code, each run as long as it can be', () => {
    const code = QRCode.create(URL, { errorCorrectionLevel: 'M' })
    const { size, runs } = qrRuns(URL)
    expect(size).toBe(code.modules.size)
    const painted = new Set<string>()
    for (const { row, start, end } of runs) {
      expect(end).toBeGreaterThan(start)
      // Maximal: the modules just outside a run are light or off the code.
      if (start > 0) expect(code.modules.get(row, start - 1)).toBeFalsy()
      if (end < size) expect(code.modules.get(row, end)).toBeFalsy()
      for (let col = start; col < end; col++) painted.add(`${row},${col}`)
    }
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        expect(painted.has(`${row},${col}`)).toBe(Boolean(code.modules.get(row, col)))
      }
    }
  })
})
