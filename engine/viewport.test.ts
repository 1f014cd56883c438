import { describe, expect, it } from 'vitest'
import { fontSizeFor, isMobileLayout, windowStateFor } from './viewport'

describe('fontSizeFor', () => {
  it.each([
    // 10 * sqrt(1920*1080 / 2073600) = 10
    [1920, 1080, 10],
    // 10 * sqrt(390*844 / 2073600) = 10 * sqrt(0.15874) = 3.98 -> 4
    [390, 844, 4],
    // 10 * sqrt(1280*720 / 2073600) = 10 * 0.6667 = 6.67 -> 7
    [1280, 720, 7],
    // 10 * sqrt(2560*1440 / 2073600) = 13.33 -> 13
    [2560, 1440, 13],
    // 10 * sqrt(1080*1920 / 2073600) = 10: a portrait kiosk has the same area
    [1080, 1920, 10],
    [0, 800, 10],
  ])('%i x %i -> %i px', (w, h, px) => {
    expect(fontSizeFor(w, h)).toBe(px)
  })
})

describe('windowStateFor', () => {
  it('derives orientation', () => {
    expect(windowStateFor(390, 844).orientation).toBe('portrait')
    expect(windowStateFor(1920, 1080)).toEqual({
      width: 1920,
      height: 1080,
      fontSize: 10,
      orientation: 'landscape',
    })
  })
})

describe('isMobileLayout', () => {
  it.each([
    [390, true, true],
    [820, true, true],
    [1180, true, true],
    [1180, false, false],
    [1920, true, false],
    [1000, false, true],
  ])('width %i, coarse %s -> %s', (w, coarse, mobile) => {
    expect(isMobileLayout(w, coarse)).toBe(mobile)
  })
})
