import { describe, expect, it } from 'vitest'
import { BACK_PINCH_RATIO, CameraRig } from './cameraRig'
import { screen, world } from './space'

/** A 100 x 100 scene in a 400 x 400 viewport, zoom limited to 2-16 (fit is 4). */
function rig() {
  const r = new CameraRig()
  r.configure(
    { min: world(0, 0), max: world(100, 100) },
    { width: 400, height: 400 },
    { min: 2, max: 16 },
  )
  r.jump({ x: 50, y: 50, zoom: 4 })
  return r
}

describe('camera rig', () => {
  it('pans with the finger and stops at the bounds', () => {
    const r = rig()
    r.zoom(screen(200, 200), 2) // zoom 8: 400 px shows 50 units
    r.pan(80, 0)
    // 80 px at zoom 8 is 10 units: x 50 -> 40
    expect(r.camera.x).toBeCloseTo(40, 9)
    r.pan(4000, 0)
    // the left edge may come in by the margin: 0.3 x 400 = 120 px = 15 units, so x >= 25 - 15 = 10
    expect(r.camera.x).toBeCloseTo(10, 9)
  })

  it('stretches past the minimum while pinching and springs back on release', () => {
    const r = rig()
    r.zoom(screen(200, 200), 0.8, true) // asks 3.2, inside the limits
    expect(r.camera.zoom).toBeCloseTo(3.2, 9)
    r.zoom(screen(200, 200), 0.5, true) // asks 1.6 < min 2: shown 2 x 0.8 ^ 0.3
    expect(r.camera.zoom).toBeCloseTo(2 * 0.8 ** 0.3, 9)
    expect(r.release(0).back).toBe(false) // 1.6 >= 2 x 0.72 = 1.44
    r.step(1000, 16)
    expect(r.camera.zoom).toBeCloseTo(2, 9)
  })

  it('pinching out far enough means going back', () => {
    const r = rig()
    // asks 4 x 0.3 = 1.2 < min 2 x BACK_PINCH_RATIO (1.44)
    r.zoom(screen(200, 200), 0.3, true)
    expect(2 * BACK_PINCH_RATIO).toBeCloseTo(1.44, 9)
    expect(r.release(0).back).toBe(true)
  })

  it('tweens to a target and reports motion until it arrives', () => {
    const r = rig()
    r.moveTo({ x: 60, y: 50, zoom: 8 }, 0, 500)
    expect(r.step(250, 16)).toBe(true)
    expect(r.camera.x).toBeGreaterThan(50)
    expect(r.step(500, 16)).toBe(false)
    expect(r.camera).toEqual({ x: 60, y: 50, zoom: 8 })
  })

  it('a fling glides on and comes to rest', () => {
    const r = rig()
    r.zoom(screen(200, 200), 2)
    r.flingWith(0.5, 0)
    let t = 0
    while (r.step(t, 16) && t < 10_000) t += 16
    expect(t).toBeLessThan(10_000)
    // moving right shows what is to the left: x decreased
    expect(r.camera.x).toBeLessThan(50)
  })
})

describe('camera rig with reduced motion (WCAG 2.3.3)', () => {
  it('arrives at once instead of tweening', () => {
    const r = rig()
    r.reducedMotion = true
    r.moveTo({ x: 60, y: 40, zoom: 8 }, 0)
    expect(r.moving).toBe(false)
    expect(r.camera).toEqual({ x: 60, y: 40, zoom: 8 })
  })

  it('stops where a swipe lets go instead of gliding', () => {
    const r = rig()
    r.zoom(screen(200, 200), 2)
    r.reducedMotion = true
    const before = r.camera
    r.flingWith(2, 0)
    expect(r.step(16, 16)).toBe(false)
    expect(r.camera).toEqual(before)
  })

  it('springs back from a pinch past the limits at once', () => {
    const r = rig()
    r.reducedMotion = true
    r.zoom(screen(200, 200), 0.5, true) // asks 2, then 1.6 < min 2 once more below
    r.zoom(screen(200, 200), 0.8, true)
    r.release(0)
    expect(r.moving).toBe(false)
    expect(r.camera.zoom).toBeCloseTo(2, 9)
  })
})
