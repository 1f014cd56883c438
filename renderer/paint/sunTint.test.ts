import { describe, expect, it } from 'vitest'
import type { AreaStyle } from './areaStyle'
import { SUN_TINT_ALPHA, SUN_TINT_COLOURS, sunTintStyle } from './sunTint'

const rest: AreaStyle = { fill: 0x4a6b4f, fillAlpha: 0, line: 0xfaf7f1, lineAlpha: 0.5, alpha: 1 }

describe('sunTintStyle', () => {
  it.each([
    [0.4, 0],
    [2.3, 2],
    [7, 4],
    [undefined, 0],
  ])('colours a flat with %s h by step %d, keeping its lines', (hours, step) => {
    const tinted = sunTintStyle(rest, hours)
    expect(tinted.fill).toBe(SUN_TINT_COLOURS[step])
    expect(tinted.fillAlpha).toBe(SUN_TINT_ALPHA)
    expect(tinted.lineAlpha).toBe(rest.lineAlpha)
  })

  it('never fades a look stronger than the tint, such as a selected flat', () => {
    expect(sunTintStyle({ ...rest, fillAlpha: 0.9 }, 5).fillAlpha).toBe(0.9)
  })
})
