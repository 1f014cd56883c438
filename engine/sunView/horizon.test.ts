import { describe, expect, it } from 'vitest'
import { offFacade, traceHorizon, traceHorizons } from './horizon'
import { openSea, pineStrip, SIZE, square, windowPose } from './sceneFixtures'
import { Cover } from './siteGrid'

const DEG = 180 / Math.PI
const y = SIZE / 2

describe('traceHorizon on scenes known by hand', () => {
  it('over open water the skyline is the sea horizon at 0° in front and undefined behind', () => {
    const h = traceHorizon(openSea(), windowPose(180, 10))
    expect(h.elevation[180]).toBe(0)
    expect(h.cause[180]).toBe(Cover.water)
    expect(h.elevation[0]).toBeNaN()
    expect(h.water[180]).toBeLessThan(1)
  })

  it('a 20 m building 40 m due south stands atan(18 / 40) high for a window at 2 m', () => {
    const wall = { id: 7, footprint: square(0, y + 40, SIZE, y + 60), height: 20 }
    const h = traceHorizon(openSea({ buildings: [wall] }), windowPose(180, 2))
    expect(h.elevation[180]).toBeCloseTo(Math.atan(18 / 40) * DEG, 0)
    expect(h.cause[180]).toBe(Cover.building)
    expect(h.facade[180]).toBeCloseTo(40, 0)
    // Off the normal the wall is further along the ray, so lower.
    expect(h.elevation[150] as number).toBeLessThan(h.elevation[180] as number)
  })

  it("a window's own building never blocks it, even where a ray grazes its raster cells", () => {
    // The window stands 0.3 m off the north face; the face's cells reach 0.3 m past it.
    const building = { id: 3, footprint: square(y - 10, y - 10.6, y + 10, y), height: 30 }
    const scene = openSea({ buildings: [building] })
    const at = [y - 12, y - 10.3] as const
    expect(traceHorizon(scene, { ...windowPose(0, 5, at), own: 0 }).elevation[90]).toBeGreaterThan(
      60,
    )
    const own = traceHorizon(scene, { ...windowPose(0, 5, at), own: 3 })
    expect(own.elevation[90]).toBe(0)
    expect(own.facade[90]).toBe(Number.POSITIVE_INFINITY)
  })

  it('25 m pines 30 m away rise about 37° over a ground-floor window', () => {
    const h = traceHorizon(openSea({ pines: pineStrip(y + 30, SIZE) }), windowPose(180, 2.2))
    expect(h.cause[180]).toBe(Cover.forest)
    expect(h.elevation[180] as number).toBeGreaterThan(33)
    expect(h.elevation[180] as number).toBeLessThan(Math.atan(22.8 / 29) * DEG + 1)
  })

  it('beyond the scene the forest goes on where land reaches the edge', () => {
    const land = openSea({ water: [] })
    const h = traceHorizon(land, windowPose(180, 10))
    expect(h.cause[180]).toBe(Cover.forest)
    expect(h.elevation[180]).toBeCloseTo(Math.atan(15 / (SIZE / 2)) * DEG, 0)
  })

  it('a loggia hides what lies past its side walls and lowers the sky under its slab', () => {
    const pose = { ...windowPose(180, 10), recess: { depth: 1.5, left: 1, right: 1, rise: 1.9 } }
    const h = traceHorizon(openSea(), pose)
    expect(h.elevation[180]).toBeCloseTo(Math.atan(1.9 / 1.5) * DEG, 1)
    expect(h.cause[180]).toBe(Cover.building)
    // atan(1 / 1.5) = 33.7°: further round than that the side walls close the view.
    expect(h.elevation[180 + 40]).toBe(90)
    expect(h.elevation[180 - 40]).toBe(90)
  })
})

describe('offFacade', () => {
  it('measures signed degrees from the normal, clockwise positive', () => {
    expect(offFacade(10, 350)).toBe(20)
    expect(offFacade(350, 10)).toBe(-20)
    expect(offFacade(180, 0)).toBe(180)
  })
})

describe('traceHorizons', () => {
  it('reads windows one above another off shared rays exactly as one by one', () => {
    const scene = openSea({ pines: pineStrip(y + 30, SIZE) })
    const poses = [
      windowPose(170, 2.2),
      windowPose(170, 12.7),
      { ...windowPose(170, 9), recess: { depth: 1.5, left: 2, right: 1, rise: 1.9 } },
    ]
    const together = traceHorizons(scene, poses)
    poses.forEach((pose, i) => {
      expect(together[i]).toEqual(traceHorizon(scene, pose))
    })
    expect(together[0]?.elevation[170]).not.toEqual(together[1]?.elevation[170])
  })
})
