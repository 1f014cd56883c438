import { describe, expect, it } from 'vitest'
import type { FacadePoint, SitePoint } from '../../engine/geometry'
import { MINIMAP_SIZE, facadeToWorld, siteToMinimap, siteToWorld } from './projections'

const sp = (x: number, y: number) => [x, y] as unknown as SitePoint

describe('projections', () => {
  it('turns site percent into metres', () => {
    // 25 % of 640 m = 160 m; 50 % of 400 m = 200 m
    expect([...siteToWorld({ metres: [640, 400] }, sp(25, 50))]).toEqual([160, 200])
  })

  it('turns the elevation upside down: higher is further up the screen', () => {
    expect([...facadeToWorld([4, 9] as unknown as FacadePoint)]).toEqual([4, -9])
  })

  it('fits a 1.6:1 site in the 1490 x 1256 minimap, centred', () => {
    const site = { aspect: 1.6 }
    // inner 1370 x 1136: scale min(13.7, 1136 / 62.5 = 18.18) = 13.7; site 1370 x 856.25 px
    const topLeft = siteToMinimap(site, sp(0, 0))
    const bottomRight = siteToMinimap(site, sp(100, 100))
    expect(topLeft[0]).toBeCloseTo(60, 9)
    expect(bottomRight[0]).toBeCloseTo(1430, 9)
    // (1256 - 856.25) / 2 = 199.875
    expect(topLeft[1]).toBeCloseTo(199.875, 9)
    expect(bottomRight[1]).toBeCloseTo(MINIMAP_SIZE.height - 199.875, 9)
  })
})
