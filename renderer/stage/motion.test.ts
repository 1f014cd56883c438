import { describe, expect, it } from 'vitest'
import {
  approach,
  easeInOutCubic,
  easeOutCubic,
  flingStep,
  progress,
  sampleCameraTween,
} from './motion'

describe('easing', () => {
  it.each([easeInOutCubic, easeOutCubic])('%o runs from 0 to 1', (ease) => {
    expect(ease(0)).toBe(0)
    expect(ease(1)).toBe(1)
  })

  it('in-out is symmetric about the middle', () => {
    // 4 x 0.5^3 = 0.5
    expect(easeInOutCubic(0.5)).toBe(0.5)
    expect(easeInOutCubic(0.25) + easeInOutCubic(0.75)).toBeCloseTo(1, 12)
  })
})

describe('tweens', () => {
  it('measures progress by the clock', () => {
    // (1100 - 1000) / 400 = 0.25
    expect(progress(1000, 400, 1100)).toBe(0.25)
    expect(progress(1000, 400, 2000)).toBe(1)
    expect(progress(1000, 0, 1000)).toBe(1)
  })

  it('ends exactly on the target camera', () => {
    const tween = {
      from: { x: 0, y: 0, zoom: 1 },
      to: { x: 10, y: 5, zoom: 4 },
      start: 0,
      duration: 500,
    }
    expect(sampleCameraTween(tween, 250)).toEqual({
      camera: { x: 5, y: 2.5, zoom: 2 },
      done: false,
    })
    expect(sampleCameraTween(tween, 600)).toEqual({ camera: tween.to, done: true })
  })
})

describe('fling', () => {
  it('travels v / k in total', () => {
    // v0 = 1 px/ms, k = 0.005 / ms: the glide covers 1 / 0.005 = 200 px
    let v = 1
    let x = 0
    for (let i = 0; i < 400; i++) {
      const step = flingStep(v, 0, 16, 0.005)
      x += step.dx
      v = step.vx
    }
    expect(x).toBeCloseTo(200, 3)
  })

  it('splitting a step does not change where it lands', () => {
    const whole = flingStep(2, -1, 32, 0.004)
    const half = flingStep(2, -1, 16, 0.004)
    const rest = flingStep(half.vx, half.vy, 16, 0.004)
    expect(half.dx + rest.dx).toBeCloseTo(whole.dx, 12)
    expect(rest.vy).toBeCloseTo(whole.vy, 12)
  })
})

describe('approach', () => {
  it('closes half the gap per half-life whatever the frame rate', () => {
    // 0 -> 1 with half-life 100 ms: after 100 ms at 0.5
    expect(approach(0, 1, 100, 100)).toBeCloseTo(0.5, 12)
    const twoSteps = approach(approach(0, 1, 50, 100), 1, 50, 100)
    expect(twoSteps).toBeCloseTo(0.5, 12)
  })

  it('snaps when close', () => {
    expect(approach(0.999, 1, 16, 100)).toBe(1)
  })
})
