import { describe, expect, it } from 'vitest'
import { liveStyle, overlayAlpha } from './flatTints'

describe('flat tints: rest below, hover above', () => {
  it.each([
    // 1 - 0.62 = (1 - 0.34)(1 - x): x = 1 - 0.38 / 0.66 = 0.4242...
    [0.34, 0.62, 0.42424],
    // nothing at rest: the overlay is the whole look
    [0, 0.62, 0.62],
    // the rest is already as strong: nothing live
    [0.42, 0.42, 0],
    [0.5, 0.3, 0],
  ])('over %d, a look of %d needs %d', (rest, want, expected) => {
    expect(overlayAlpha(rest, want)).toBeCloseTo(expected, 4)
  })

  it('composes to the same colour as one tint would', () => {
    const rest = 0.34
    const want = 0.8
    const x = overlayAlpha(rest, want)
    // a white paper (1) under a black tint (0): one tint leaves 1 - want of the paper
    const twice = (1 - rest) * (1 - x)
    expect(twice).toBeCloseTo(1 - want, 9)
  })

  it('keeps the full alpha when the colour differs from the rest', () => {
    const style = { fill: 0x111111, fillAlpha: 0.6, line: 0, lineAlpha: 1, alpha: 1 }
    expect(liveStyle(style, { ...style, fill: 0x222222, fillAlpha: 0.3 }).fillAlpha).toBe(0.6)
    expect(liveStyle(style, { ...style, fillAlpha: 0.3 }).fillAlpha).toBeCloseTo(1 - 0.4 / 0.7, 9)
  })
})
