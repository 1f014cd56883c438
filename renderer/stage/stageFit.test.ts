import { describe, expect, it } from 'vitest'
import { frameCamera, worldToScreen } from './camera'
import { facadeBox, facadeFrame } from './stageFit'
import { world } from './space'

const measure = { width: 60, height: 15, floorHeight: 3.3 }

describe('facadeFrame', () => {
  it('stands the building on the bottom of its room where the stage is taller than it needs', () => {
    // A landscape tablet's stage: the facade is as wide as it may be, with height to spare.
    const vp = { width: 750, height: 640 }
    const frame = facadeFrame(measure, facadeBox(measure), false, vp)
    const camera = frameCamera(frame.box, vp, frame.insets, frame.context)
    const [, ground] = worldToScreen(camera, vp, world(0, frame.box.max[1]))
    // The frame's lower edge (the lawn under the apron) meets the room's bottom, above the card.
    expect(ground).toBeCloseTo(vp.height - frame.insets.bottom, 6)
    const [, roof] = worldToScreen(camera, vp, world(0, frame.box.min[1]))
    expect(roof).toBeGreaterThan(frame.insets.top + 1)
  })

  it('keeps a stage that fits the building exactly as it was', () => {
    const vp = { width: 390, height: 230 }
    const frame = facadeFrame(measure, facadeBox(measure), false, vp)
    const camera = frameCamera(frame.box, vp, frame.insets, frame.context)
    const plain = frameCamera(frame.box, vp, frame.insets)
    expect(camera.y).toBeCloseTo(plain.y, 9)
    expect(camera.zoom).toBeCloseTo(plain.zoom, 9)
  })
})
