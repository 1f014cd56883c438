import { describe, expect, it } from 'vitest'
import { makeHitArea } from './hitAreas'
import { world } from '../stage/space'
import { revealCamera } from './targetReport'

const square = (x: number, y: number) =>
  makeHitArea(
    '11',
    'building',
    [world(x, y), world(x + 10, y), world(x + 10, y + 10), world(x, y + 10)],
    { ru: '', en: '' },
    true,
  )
const vp = { width: 400, height: 300 }

describe('revealing the focused target', () => {
  it('leaves the camera alone when the target is on screen', () => {
    // zoom 2 around (0, 0): the view spans x -100..100, y -75..75; the square 0..10 is inside
    expect(revealCamera(square(0, 0), { x: 0, y: 0, zoom: 2 }, vp)).toBeNull()
  })

  it('centres a target that is partly off screen, keeping the zoom', () => {
    // the square 95..105 crosses the right edge at x = 100
    expect(revealCamera(square(95, 0), { x: 0, y: 0, zoom: 2 }, vp)).toEqual({
      x: 100,
      y: 5,
      zoom: 2,
    })
  })
})
