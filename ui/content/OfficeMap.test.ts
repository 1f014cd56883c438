import { describe, expect, it } from 'vitest'
import { SITE } from '../../content/site'
import { placeOnMap } from './OfficeMap'

describe('the office map on the coast drawing', () => {
  it.each([
    ['office', SITE.office],
    ['showroom', SITE.showroom],
  ])('the %s stands inside the drawing, clear of its edges', (_, place) => {
    const { left, top } = placeOnMap(place.lat, place.lon)
    for (const share of [left, top]) {
      expect(share).toBeGreaterThan(5)
      expect(share).toBeLessThan(95)
    }
  })

  it('puts the office south-east of the showroom, as the city lies from the residence', () => {
    const office = placeOnMap(SITE.office.lat, SITE.office.lon)
    const showroom = placeOnMap(SITE.showroom.lat, SITE.showroom.lon)
    expect(office.left).toBeGreaterThan(showroom.left)
    expect(office.top).toBeGreaterThan(showroom.top)
  })
})
