import { describe, expect, it } from 'vitest'
import { flatSunView, type PlacedOpening, type SunContext } from './flatSunView'
import { openSea, paths, pineStrip, SIZE, windowPose } from './sceneFixtures'

const y = SIZE / 2
const context: SunContext = {
  grid: openSea({ pines: pineStrip(y + 12, SIZE) }),
  paths,
  sunsets: [],
}
const opening = (room: string, kind: string, bearing: number): PlacedOpening => ({
  room,
  kind,
  level: 1,
  pose: windowPose(bearing, 2.2),
})

describe('flatSunView', () => {
  it('judges a room by its best window and leaves terraces and bathrooms out of the norm', () => {
    // Pines 12 m to the south shade the south windows; the north side looks over open water.
    const shaded = flatSunView(
      context,
      '1-1-1-1',
      [
        opening('living', 'living', 180),
        opening('terrace', 'terrace', 0),
        opening('bathroom', 'bathroom', 0),
      ],
      1,
    )
    expect(shaded.norm.meets).toBe(false)
    const lit = flatSunView(
      context,
      '1-1-1-2',
      [opening('living', 'living', 180), opening('living', 'living', 270)],
      1,
    )
    expect(lit.norm).toMatchObject({ roomsMeeting: 1, meets: true, estimate: true })
    expect(lit.windows.map((w) => w.bearing)).toEqual([180, 270])
    expect(Object.keys(lit.windows[0]?.sunHours ?? {})).toEqual([
      '04-22',
      '06-21',
      '08-22',
      '12-21',
    ])
  })
})
