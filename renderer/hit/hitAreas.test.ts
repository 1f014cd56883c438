import { describe, expect, it } from 'vitest'
import {
  makeHitArea,
  pickArea,
  pickNear,
  pointInPolygon,
  offeredAreas,
  screenRectOf,
  toHitTargets,
} from './hitAreas'
import { type WorldPoint, world } from '../stage/space'

const square = (x: number, y: number, size: number): WorldPoint[] => [
  world(x, y),
  world(x + size, y),
  world(x + size, y + size),
  world(x, y + size),
]
const label = { ru: 'Секция 1', en: 'Section 1' }
const L: WorldPoint[] = [
  world(0, 0),
  world(10, 0),
  world(10, 4),
  world(4, 4),
  world(4, 10),
  world(0, 10),
]

describe('point in polygon', () => {
  it.each([
    [world(2, 2), true],
    [world(8, 2), true],
    [world(2, 8), true],
    // the notch of the L
    [world(8, 8), false],
    [world(-1, 5), false],
  ])('%o inside the L: %s', (p, inside) => {
    expect(pointInPolygon(p, L)).toBe(inside)
  })
})

describe('picking', () => {
  const section = makeHitArea('11-1', 'section', square(0, 0, 100), label, true)
  const floor = makeHitArea('11-1-2', 'floor', square(0, 40, 20), label, true)

  it('the smaller of two overlapping areas wins', () => {
    expect(pickArea([section, floor], world(10, 50))?.alt).toBe('11-1-2')
    expect(pickArea([floor, section], world(10, 50))?.alt).toBe('11-1-2')
    expect(pickArea([section, floor], world(50, 10))?.alt).toBe('11-1')
  })

  it('misses outside every area', () => {
    expect(pickArea([section, floor], world(150, 10))).toBeNull()
  })

  it('takes the nearest area within a fingertip', () => {
    const a = makeHitArea('11', 'building', square(0, 0, 10), label, true)
    const b = makeHitArea('12', 'building', square(30, 0, 10), label, true)
    // (14, 5) is 4 units right of a and 16 left of b: a is within radius 6, b is not
    expect(pickNear([a, b], world(14, 5), 6)?.alt).toBe('11')
    // (20, 5) is 10 from both: outside radius 6
    expect(pickNear([a, b], world(20, 5), 6)).toBeNull()
    expect(pickNear([a, b], world(35, 5), 6)?.alt).toBe('12')
  })
})

describe('screen rectangles', () => {
  it('projects the box through the camera', () => {
    const area = makeHitArea('11', 'building', square(10, 20, 5), label, true)
    // zoom 4 around (10, 20) in 200 x 100: x = (10 - 10) x 4 + 100 = 100, y = 0 x 4 + 50 = 50
    const rect = screenRectOf(area, { x: 10, y: 20, zoom: 4 }, { width: 200, height: 100 })
    expect(rect).toEqual({ x: 100, y: 50, width: 20, height: 20 }) // 5 x 4 = 20
  })

  it('keeps alt, kind, label and availability for the twin', () => {
    const area = makeHitArea('11-1-2-3', 'flat', square(0, 0, 1), label, false)
    const [target] = toHitTargets([area], { x: 0, y: 0, zoom: 1 }, { width: 10, height: 10 })
    expect(target).toMatchObject({ alt: '11-1-2-3', kind: 'flat', label, available: false })
  })
})

describe('areas offered at the canvas edge', () => {
  const vp = { width: 100, height: 100 }
  const camera = { x: 50, y: 50, zoom: 1 }
  const alts = (areas: ReturnType<typeof offeredAreas>) => areas.map((a) => a.alt)

  it('drops an area the edge cuts to a sliver, keeps one cut to a finger width', () => {
    const sliver = makeHitArea('sliver', 'flat', square(98, 10, 40), label, true)
    const wide = makeHitArea('wide', 'flat', square(70, 50, 40), label, true)
    expect(alts(offeredAreas([sliver, wide], camera, vp))).toEqual(['wide'])
    expect(toHitTargets([sliver, wide], camera, vp).map((t) => t.alt)).toEqual(['wide'])
  })

  it('offers the kiosk only what its edge leaves 44 px across', () => {
    // Cut to 30 px by the right edge: a finger's target on a tablet, not at the kiosk's arm's length.
    const cut = makeHitArea('cut', 'flat', square(70, 50, 40), label, true)
    expect(alts(offeredAreas([cut], camera, vp))).toEqual(['cut'])
    expect(alts(offeredAreas([cut], camera, vp, 44))).toEqual([])
    expect(toHitTargets([cut], camera, vp, 44)).toEqual([])
  })

  it('keeps a small area wholly in view and one wholly off the canvas', () => {
    const small = makeHitArea('small', 'floor', square(10, 10, 12), label, true)
    const away = makeHitArea('away', 'flat', square(300, 10, 40), label, true)
    expect(alts(offeredAreas([small, away], camera, vp))).toEqual(['small', 'away'])
  })
})
