import { describe, expect, it } from 'vitest'
import { traceHorizon } from './horizon'
import { openSea, pineStrip, SIZE, SITE, square, windowPose } from './sceneFixtures'
import { Cover } from './siteGrid'
import { sunsetBearings } from './sunPath'
import {
  composition,
  facingDistance,
  sunsetsOverWater,
  type ViewShares,
  viewComposition,
  viewShares,
  waterBearing,
  waterBody,
} from './viewShares'

const y = SIZE / 2
const sum = (v: ViewShares) => v.water + v.forest + v.sky + v.buildings

describe('view composition', () => {
  it('over open water a window sees water and sky only, summing to 1', () => {
    const v = viewShares(traceHorizon(openSea(), windowPose(180, 10)), 180)
    expect(sum(v)).toBeCloseTo(1, 9)
    expect(v.water).toBeGreaterThan(0.2)
    expect(v.forest).toBe(0)
    expect(v.buildings).toBe(0)
  })

  it('a window facing a near tall building sees mostly building, and knows how far it is', () => {
    const wall = { id: 7, footprint: square(0, y + 15, SIZE, y + 30), height: 40 }
    const h = traceHorizon(openSea({ buildings: [wall] }), windowPose(180, 5))
    const v = viewShares(h, 180)
    expect(sum(v)).toBeCloseTo(1, 9)
    expect(v.buildings).toBeGreaterThan(0.6)
    expect(facingDistance(h, 180)).toBe(15)
  })

  it('a window over the pines sees forest and the water beyond them to the south', () => {
    const h = traceHorizon(openSea({ pines: pineStrip(y + 10, y + 40) }), windowPose(180, 30))
    const v = viewShares(h, 180)
    expect(v.forest).toBeGreaterThan(0.1)
    expect(v.water).toBeGreaterThan(0)
    expect(facingDistance(h, 180)).toBeNull()
  })

  it('points to the nearest water in front of the facade', () => {
    const land = openSea({ water: [square(SIZE - 60, 0, SIZE, SIZE)] })
    expect(waterBearing(traceHorizon(land, windowPose(90, 10)), 90)).toBe(90)
    expect(waterBearing(traceHorizon(land, windowPose(270, 10)), 270)).toBeNull()
  })
})

describe('the gulf and the pond told apart', () => {
  // Land all round (the forest beyond the edge); a pond 20-60 m south of a window 10 m up.
  const pond = openSea({ water: [], ponds: [square(0, y + 20, SIZE, y + 60)] })

  it('a window over a pond sees pond, not gulf: from 15° below down to its far shore', () => {
    const h = traceHorizon(pond, windowPose(180, 10))
    expect(waterBody(h, 180)).toBe('pond')
    expect(h.water[180]).toBeCloseTo(20, 0)
    // Straight ahead the band's lower 15° meet the pond until its far shore, atan(10 / 60) down.
    const pondDegrees = h.band[180 * 5 + 1] as number
    expect(pondDegrees).toBeCloseTo(15 - Math.atan(10 / 60) * (180 / Math.PI), 0)
    expect(h.band[180 * 5]).toBe(0)
    const { view, waters } = viewComposition(h, 180)
    expect(waters.gulf).toBe(0)
    expect(waters.pond).toBeGreaterThan(0.02)
    expect(waters.pond).toBe(view.water)
  })

  it('over open sea every drop of water is the gulf', () => {
    const { view, waters } = viewComposition(traceHorizon(openSea(), windowPose(180, 10)), 180)
    expect(waters).toEqual({ gulf: view.water, pond: 0 })
    expect(waterBody(traceHorizon(openSea(), windowPose(180, 10)), 180)).toBe('gulf')
  })

  it('a window sees both when a pond lies before the sea, and knows which lies where', () => {
    // The gulf from 150 m south to the edge; a pond 60-100 m south over the western half.
    const both = openSea({
      water: [square(0, y + 150, SIZE, SIZE)],
      ponds: [square(0, y + 60, y, y + 100)],
    })
    const h = traceHorizon(both, windowPose(180, 20))
    const { view, waters } = viewComposition(h, 180)
    expect(waters.gulf).toBeGreaterThan(0.02)
    expect(waters.pond).toBeGreaterThan(0.02)
    expect(waters.gulf + waters.pond).toBeCloseTo(view.water, 9)
    expect(h.waterKind[170]).toBe(Cover.water)
    expect(h.waterKind[200]).toBe(Cover.pond)
    // The nearest water is the pond, 60 m off against the gulf's 150.
    expect(waterBody(h, 180)).toBe('pond')
  })

  it('the sun never sets over a pond with the forest behind it', () => {
    const west = openSea({ water: [], ponds: [square(40, y - 50, y - 20, y + 50)] })
    const h = traceHorizon(west, windowPose(270, 10))
    expect(waterBody(h, 270)).toBe('pond')
    expect(sunsetsOverWater(h, 270, sunsetBearings(SITE, 2026))).toEqual([])
  })

  it('rounds the waters apart so that they add up to the water share', () => {
    const c = composition({ gulf: 1, pond: 1, forest: 1, sky: 0, buildings: 0 })
    expect(c.view.water).toBeCloseTo(c.waters.gulf + c.waters.pond, 9)
    expect(c.view.water + c.view.forest).toBeCloseTo(1, 9)
  })
})

describe('sunsets over water', () => {
  const sunsets = sunsetBearings(SITE, 2026)
  it('a west window over the sea sees every sunset of the year over water', () => {
    const spans = sunsetsOverWater(traceHorizon(openSea(), windowPose(270, 10)), 270, sunsets)
    expect(spans).toEqual([['01-01', '12-31']])
  })

  it('an east window sees none, and a west window behind pines none either', () => {
    expect(sunsetsOverWater(traceHorizon(openSea(), windowPose(90, 10)), 90, sunsets)).toEqual([])
    const woods = openSea({ water: [] })
    expect(sunsetsOverWater(traceHorizon(woods, windowPose(270, 10)), 270, sunsets)).toEqual([])
  })

  it('a south-west window over the sea sees the winter sunsets in one span over New Year', () => {
    const spans = sunsetsOverWater(traceHorizon(openSea(), windowPose(225, 10)), 225, sunsets)
    expect(spans).toHaveLength(1)
    const [from, to] = spans[0] as [string, string]
    // From autumn round to spring: midwinter inside, midsummer (sun setting at ~325°) outside.
    expect(from > to).toBe(true)
    expect(from <= '12-21' || '12-21' <= to).toBe(true)
    expect('06-21' > to && '06-21' < from).toBe(true)
  })
})
