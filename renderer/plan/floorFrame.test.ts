import { describe, expect, it } from 'vitest'
import { fitZoom, type Viewport } from '../stage/camera'
import { fitHeightFor } from '../stage/stageFit'
import { type Box, type WorldPoint, world } from '../stage/space'
import { floorFrame } from './flatFrame'
import { type Rect, SAMPLE_FLOORS } from './sampleFloors.fixture'

const box = ([x0, y0, x1, y1]: Rect): Box<WorldPoint> => ({
  min: world(x0, y0),
  max: world(x1, y1),
})

/** The floor's width on screen on a stage `vp`, px. */
function floorWidth(floor: Box<WorldPoint>, vp: Viewport): number {
  const frame = floorFrame(floor, vp)
  return (floor.max[0] - floor.min[0]) * fitZoom(frame.box, vp, frame.insets)
}

const PHONES = [320, 360, 390, 430, 480]
const cases = SAMPLE_FLOORS.flatMap((f) => PHONES.map((width) => ({ alt: f.alt, width, f })))

describe('a floor at rest on a phone in portrait', () => {
  // The stage is as tall as the renderer asks (--fit-h): then the floor's width, not its height,
  // limits it, and only the base's 12 px either side stay free. A 51.7 m floor on a 390 px stage:
  // 366 px of 390 (94%), where a stage 44 px shorter drew it 262 px wide.
  it.each(cases)('spans at least 90% of a $width px stage: $alt', ({ f, width }) => {
    const floor = box(f.outline)
    const height = fitHeightFor((vp) => floorFrame(floor, vp), width) ?? 0
    expect(floorWidth(floor, { width, height })).toBeGreaterThanOrEqual(width * 0.9)
    // Taller than it needs, the stage only adds paper: the floor keeps its width.
    expect(floorWidth(floor, { width, height: height + 80 })).toBeCloseTo(width - 24, 0)
  })

  it('keeps the minimap card below the floor, not beside it', () => {
    const floor = box(SAMPLE_FLOORS[0]?.outline ?? [0, 0, 1, 1])
    const height = fitHeightFor((vp) => floorFrame(floor, vp), 390) ?? 0
    const { insets } = floorFrame(floor, { width: 390, height })
    expect(insets.left + insets.right).toBeLessThanOrEqual(24)
  })
})

describe('a floor on wider stages', () => {
  it.each([
    { name: 'a tablet in portrait', vp: { width: 820, height: 640 } },
    { name: 'a laptop', vp: { width: 1000, height: 700 } },
    { name: 'the kiosk in portrait', vp: { width: 1080, height: 900 } },
    { name: 'the kiosk in landscape', vp: { width: 1316, height: 860 } },
  ])('fills most of $name', ({ vp }) => {
    for (const f of SAMPLE_FLOORS) {
      // At least 70% of the width on each: the floors are about 2.2 times as wide as deep.
      expect(floorWidth(box(f.outline), vp)).toBeGreaterThanOrEqual(vp.width * 0.7)
    }
  })
})
