import { describe, expect, it } from 'vitest'
import { traceHorizon } from './horizon'
import { openSea, pineStrip, SIZE, SITE, square, window } from './sceneFixtures'
import { sunsetBearings } from './sunPath'
import {
  facingDistance,
  sunsetsOverWater,
  type ViewShares,
  viewShares,
  waterBearing,
} from './viewShares'

const y = SIZE / 2
const sum = (v: ViewShares) => v.water + v.forest + v.sky + v.buildings

describe('view composition', () => {
  it('over open water a window sees water and sky only, summing to 1', () => {
    const v = viewShares(traceHorizon(openSea(), window(180, 10)), 180)
    expect(sum(v)).toBeCloseTo(1, 9)
    expect(v.water).toBeGreaterThan(0.2)
    expect(v.forest).toBe(0)
    expect(v.buildings).toBe(0)
  })

  it('a window facing a near tall building sees mostly building, and knows how far it is', () => {
    const wall = { id: 7, footprint: square(0, y + 15, SIZE, y + 30), height: 40 }
    const h = traceHorizon(openSea({ buildings: [wall] }), window(180, 5))
    const v = viewShares(h, 180)
    expect(sum(v)).toBeCloseTo(1, 9)
    expect(v.buildings).toBeGreaterThan(0.6)
    expect(facingDistance(h, 180)).toBe(15)
  })

  it('a window over the pines sees forest and the water beyond them to the south', () => {
    const h = traceHorizon(openSea({ pines: pineStrip(y + 10, y + 40) }), window(180, 30))
    const v = viewShares(h, 180)
    expect(v.forest).toBeGreaterThan(0.1)
    expect(v.water).toBeGreaterThan(0)
    expect(facingDistance(h, 180)).toBeNull()
  })

  it('points to the nearest water in front of the facade', () => {
    const land = openSea({ water: [square(SIZE - 60, 0, SIZE, SIZE)] })
    expect(waterBearing(traceHorizon(land, window(90, 10)), 90)).toBe(90)
    expect(waterBearing(traceHorizon(land, window(270, 10)), 270)).toBeNull()
  })
})

describe('sunsets over water', () => {
  const sunsets = sunsetBearings(SITE, 2026)
  it('a west window over the sea sees every sunset of the year over water', () => {
    const spans = sunsetsOverWater(traceHorizon(openSea(), window(270, 10)), 270, sunsets)
    expect(spans).toEqual([['01-01', '12-31']])
  })

  it('an east window sees none, and a west window behind pines none either', () => {
    expect(sunsetsOverWater(traceHorizon(openSea(), window(90, 10)), 90, sunsets)).toEqual([])
    const woods = openSea({ water: [] })
    expect(sunsetsOverWater(traceHorizon(woods, window(270, 10)), 270, sunsets)).toEqual([])
  })

  it('a south-west window over the sea sees the winter sunsets in one span over New Year', () => {
    const spans = sunsetsOverWater(traceHorizon(openSea(), window(225, 10)), 225, sunsets)
    expect(spans).toHaveLength(1)
    const [from, to] = spans[0] as [string, string]
    // From autumn round to spring: midwinter inside, midsummer (sun setting at ~325°) outside.
    expect(from > to).toBe(true)
    expect(from <= '12-21' || '12-21' <= to).toBe(true)
    expect('06-21' > to && '06-21' < from).toBe(true)
  })
})
