import { describe, expect, it } from 'vitest'
import { resortModel } from '../resort'
import { resortGeometry } from '../sunView/sunViewData'
import { buildingFloorSvg, sectionFloorSvg } from './floorSvg'
import { facadeStagePicture, floorFrameBox, floorStagePicture } from './stagePictures'

const { buildings } = resortGeometry(resortModel())
const building = buildings.find((b) => b.code === 11) ?? buildings[0]!
const floor = building.floors[0]!

describe('stage pictures', () => {
  it('draws the facade on its ground line, over no white box', () => {
    const { svg, box } = facadeStagePicture(building)
    // Ground line at y = 0, the building above it, its lawn below.
    expect(box[1]).toBeLessThan(-building.facade.height)
    expect(box[3]).toBeCloseTo(building.facade.height)
    expect(svg).not.toMatch(/fill="#fff(fff)?"/)
  })

  it('draws a floor with no furniture and no numbers, inside its box', () => {
    const { svg, box } = floorStagePicture(floor)
    expect(svg).not.toContain('<text')
    expect(svg).not.toContain('<use')
    const frame = floorFrameBox(floor)
    expect(box[0]).toBeLessThanOrEqual(frame[0])
    expect(box[1]).toBeLessThanOrEqual(frame[1])
    expect(box[2]).toBeGreaterThanOrEqual(frame[2])
    expect(box[3]).toBeGreaterThanOrEqual(frame[3])
  })

  it('keeps the thumbnails and previews as they were', () => {
    // The numbers are on unless asked off: the previews' drawing is unchanged.
    expect(sectionFloorSvg(floor, 0.04, null)).toBe(sectionFloorSvg(floor, 0.04, null, true))
    expect(sectionFloorSvg(floor, 0.04, null)).toContain('<text')
    expect(buildingFloorSvg(building, floor.f, 800)).toContain('fill="#fff"')
  })

  it('stays small', () => {
    const sizes = [
      facadeStagePicture(building).svg.length,
      ...building.floors.map((f) => floorStagePicture(f).svg.length),
    ]
    expect(Math.max(...sizes)).toBeLessThan(40_000)
  })
})
