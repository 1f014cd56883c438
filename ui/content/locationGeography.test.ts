import { describe, expect, it } from 'vitest'
import { MAP_POINTS } from '../../content/mapPoints'
import { BOUNDS, MAP_HEIGHT, MAP_WIDTH, project } from './locationGeography'

describe('location map projection', () => {
  it('maps the bounds to the corners', () => {
    expect(project(BOUNDS.north, BOUNDS.west)).toEqual([0, 0])
    // (30.36 - 29.45) x cos 60° x 1500 = 682.5 -> 683; (60.3 - 59.77) x 1500 = 795
    expect([MAP_WIDTH, MAP_HEIGHT]).toEqual([683, 795])
  })

  it('keeps every surroundings point on the map', () => {
    for (const p of MAP_POINTS) {
      const [x, y] = project(p.lat, p.lon)
      expect(x, p.id).toBeGreaterThanOrEqual(0)
      expect(x, p.id).toBeLessThanOrEqual(MAP_WIDTH)
      expect(y, p.id).toBeGreaterThanOrEqual(0)
      expect(y, p.id).toBeLessThanOrEqual(MAP_HEIGHT)
    }
  })
})
