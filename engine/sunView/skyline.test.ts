import { describe, expect, it } from 'vitest'
import { traceHorizon } from './horizon'
import { openSea, paths, SIZE, square, windowPose } from './sceneFixtures'
import { skylineProfile, sunArcs } from './skyline'

const y = SIZE / 2

describe('skyline for drawing', () => {
  it('has 37 points across the front half and shows a building straight ahead', () => {
    const wall = { id: 7, footprint: square(y - 5, y + 20, y + 5, y + 30), height: 22 }
    const profile = skylineProfile(
      traceHorizon(openSea({ buildings: [wall] }), windowPose(180, 2)),
      180,
    )
    expect(profile).toHaveLength(37)
    // Straight ahead (index 18) the 20 m rise 20 m away stands 45° high; at the sides, the sea.
    expect(profile[18]).toBe(45)
    expect(profile[0]).toBe(0)
    expect(profile[36]).toBe(0)
  })

  it("draws the sun's arcs only while it is up, low in December and high in June", () => {
    const arcs = sunArcs(paths)
    const peak = (date: string) =>
      Math.max(...(arcs.find((a) => a.date === date)?.points ?? []).map((p) => p[1]))
    expect(peak('12-21')).toBeLessThanOrEqual(7)
    expect(peak('06-21')).toBeGreaterThanOrEqual(52)
    for (const arc of arcs)
      for (const [, altitude] of arc.points) expect(altitude).toBeGreaterThanOrEqual(0)
  })
})
