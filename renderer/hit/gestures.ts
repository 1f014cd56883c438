// The gestures the plans canvas understands (tap, double tap, press, pan, swipe, pinch) and their
// thresholds, as the product spec gives them, in one place. The renderer only consumes them
// (interaction.ts); the owner recognises them from pointer input with @use-gesture
// (ui/plans/usePlansGestures.ts and its pure helper ui/plans/gestureTranslator.ts). Semantics
// follow Hammer.js, whose defaults the product spec lists.

import type { ScreenPoint } from '../stage/space'

export const GESTURE_THRESHOLDS = {
  /** A tap lasts at most this long, ms. */
  tapTime: 250,
  /** Two taps whose releases are at most this far apart make a double tap, ms. */
  tapInterval: 300,
  /** A tap travels at most this far along each axis, px (@use-gesture's drag tapsThreshold). */
  tapThreshold: 9,
  /** The two taps of a double tap land less than this apart, px. */
  tapPosThreshold: 10,
  /** A press is a pointer held still this long, ms (one more than tapTime: never both). */
  pressTime: 251,
  /** A press stays less than this far from where it went down, px. */
  pressThreshold: 9,
  /** A pan released at least this fast (px/ms) over more than swipeThreshold px, on an axis. */
  swipeVelocity: 0.3,
  swipeThreshold: 10,
  /** A pointer that moves this far along an axis from where it went down starts a pan, px. */
  panThreshold: 10,
} as const

export type Gesture =
  | { type: 'tap'; at: ScreenPoint }
  | { type: 'doubletap'; at: ScreenPoint }
  | { type: 'press'; at: ScreenPoint }
  /** `released`: the pointer lifted where it was pressed (not dragged away, not cancelled). */
  | { type: 'pressup'; at: ScreenPoint; released: boolean }
  | { type: 'panstart'; at: ScreenPoint }
  | { type: 'pan'; at: ScreenPoint; dx: number; dy: number }
  | { type: 'panend'; at: ScreenPoint }
  /** Velocity in px/ms at release; the renderer turns it into a fling. */
  | { type: 'swipe'; at: ScreenPoint; vx: number; vy: number }
  | { type: 'pinchstart'; centre: ScreenPoint }
  /** `scale` and `dx`/`dy` are relative to the previous pinch event. */
  | { type: 'pinch'; centre: ScreenPoint; scale: number; dx: number; dy: number }
  | { type: 'pinchend'; centre: ScreenPoint }
