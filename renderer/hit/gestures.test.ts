import { describe, expect, it } from 'vitest'
import { GESTURE_THRESHOLDS } from './gestures'

describe('GESTURE_THRESHOLDS', () => {
  // The product spec's thresholds: tap 250 ms, interval 300, press 251 ms threshold 9, swipe
  // velocity 0.3 threshold 10, pan threshold 10 (Hammer.js defaults; tapThreshold and
  // tapPosThreshold too).
  it.each([
    ['tapTime', 250],
    ['tapInterval', 300],
    ['tapThreshold', 9],
    ['tapPosThreshold', 10],
    ['pressTime', 251],
    ['pressThreshold', 9],
    ['swipeVelocity', 0.3],
    ['swipeThreshold', 10],
    ['panThreshold', 10],
  ] as const)('%s is %d', (key, value) => {
    expect(GESTURE_THRESHOLDS[key]).toBe(value)
  })

  it('a press always outlasts a tap', () => {
    expect(GESTURE_THRESHOLDS.pressTime).toBeGreaterThan(GESTURE_THRESHOLDS.tapTime)
  })
})
