import { describe, expect, it } from 'vitest'
import { traceHorizon } from './horizon'
import { openSea, path, pineStrip, SIZE, windowPose } from './sceneFixtures'
import { sunDay } from './sunHours'

// The reference figures with nothing in the way at 60.23° N are given to a tenth of an
// hour; we sample the sun each minute and round to a tenth, so they must agree within 0.1 h
// (the rounding of the reference plus at most a minute of sampling at either end).
const TOLERANCE = 0.1 + 1e-9

describe('sun hours against the open sky at 60.23° N', () => {
  const sea = openSea()
  const hours = (bearing: number, date: Parameters<typeof path>[0]) =>
    sunDay(traceHorizon(sea, windowPose(bearing, 10)), bearing, path(date)).hours

  it.each([
    [180, '04-22', 11.1],
    [0, '04-22', 3.9],
    [180, '12-21', 5.4],
    [0, '12-21', 0],
  ] as const)('a facade facing %i° gets the reference on %s: %f h', (bearing, date, reference) => {
    expect(Math.abs(hours(bearing, date) - reference)).toBeLessThanOrEqual(TOLERANCE)
  })

  it('never exceeds the time the sun stands above the horizon in front of the facade', () => {
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315])
      for (const date of ['04-22', '06-21', '08-22', '12-21'] as const) {
        const p = path(date)
        let front = 0
        for (let i = 0; i < p.altitude.length; i++) {
          const off = Math.abs((((((p.bearing[i] as number) - bearing) % 360) + 540) % 360) - 180)
          if ((p.altitude[i] as number) > 0 && off < 90) front += 1
        }
        expect(hours(bearing, date)).toBeLessThanOrEqual(Math.round(front / 6) / 10)
      }
  })

  it('reports local times and a stretch no longer than the day', () => {
    const day = sunDay(traceHorizon(sea, windowPose(180, 10)), 180, path('04-22'))
    expect(day.first).toMatch(/^0[6-8]:\d\d$/)
    expect(day.last).toMatch(/^1[7-9]:\d\d$/)
    expect(day.longest).toBe(day.hours)
  })
})

describe('the forest matters', () => {
  it('a ground-floor window facing 25 m pines 30 m away gets far less December sun than a top floor by the shore', () => {
    const y = SIZE / 2
    const forest = openSea({ pines: pineStrip(y + 30, SIZE) })
    const ground = sunDay(traceHorizon(forest, windowPose(180, 1.6 + 0.6)), 180, path('12-21'))
    const shore = sunDay(
      traceHorizon(openSea(), windowPose(180, 0.6 + 6 * 3.5 + 1.6)),
      180,
      path('12-21'),
    )
    expect(shore.hours).toBeGreaterThan(5)
    // The December sun never climbs above 7° here; the pines stand ~37° high.
    expect(ground.hours).toBe(0)
    expect(ground.first).toBeNull()
  })

  it('a higher window over the same pines sees at least as much sun on every date', () => {
    const forest = openSea({ pines: pineStrip(SIZE / 2 + 30, SIZE) })
    for (const date of ['04-22', '06-21', '08-22', '12-21'] as const) {
      const at = (z: number) =>
        sunDay(traceHorizon(forest, windowPose(170, z)), 170, path(date)).hours
      let previous = -1
      for (let z = 2; z <= 40; z += 3.5) {
        expect(at(z)).toBeGreaterThanOrEqual(previous)
        previous = at(z)
      }
    }
  })
})
