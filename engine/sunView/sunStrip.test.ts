import { describe, expect, it } from 'vitest'
import { skylineAt, STRIP_TOP, sunAltitudeAt, sunStrip } from './sunStrip'

// A south window (180°) with a 30° wall of pines on its left half and open sky on the right.
const skyline = Array.from({ length: 37 }, (_, i) => (i < 18 ? 30 : 0))
const arc = {
  date: '04-22',
  // Bearings 100° and 120° (80° and 60° left), 180° (ahead), 240° (60° right), 350° (behind).
  points: [
    [100, 10],
    [120, 20],
    [180, 35],
    [240, 20],
    [350, 2],
  ] as [number, number][],
}

describe('sunStrip', () => {
  it('lays the skyline across the front half, 0..1 by 90° either side, up to STRIP_TOP', () => {
    const strip = sunStrip(180, skyline, 5, [arc])
    expect(strip.skyline[0]).toEqual([0, 30 / STRIP_TOP])
    expect(strip.skyline.at(-1)).toEqual([1, 0])
  })

  it('splits an arc where the skyline hides the sun and drops it behind the facade', () => {
    const [a] = sunStrip(180, skyline, 5, [arc]).arcs
    // 100° is 80° left: x = 10/180; 10° under the 30° pines, so the first run is hidden.
    expect(a?.runs.map((r) => r.lit)).toEqual([false, true])
    expect(a?.runs[0]?.points[0]).toEqual([10 / 180, 10 / STRIP_TOP])
    // The lit run starts where the hidden one ended (120°) and runs to 240° (x = 150/180).
    expect(a?.runs[1]?.points).toEqual([
      [30 / 180, 20 / STRIP_TOP],
      [0.5, 35 / STRIP_TOP],
      [150 / 180, 20 / STRIP_TOP],
    ])
  })
})

describe('reading the strip for the text twin', () => {
  it('interpolates the skyline between its samples', () => {
    // Samples at -5° (index 17, 30°) and 0° (index 18, 0°): halfway is 15°.
    expect(skylineAt(skyline, 5, -2.5)).toBe(15)
  })

  it('finds the sun over a bearing, or says it never stands there', () => {
    expect(sunAltitudeAt(arc, 180, 0)).toBe(35)
    expect(sunAltitudeAt(arc, 180, 30)).toBeNull()
  })
})
