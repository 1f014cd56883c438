// Time-based motion: easing curves, tweens sampled by clock time, fling decay, smoothed alphas.
// Pure: the frame loop passes `now`; nothing here owns a timer.

import { type Camera, lerpCamera } from './camera'

export const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2)

export const easeOutCubic = (t: number) => 1 - (1 - t) ** 3

/** Progress 0-1 of a motion that started at `start` and lasts `duration` ms. */
export function progress(start: number, duration: number, now: number): number {
  if (duration <= 0) return 1
  return Math.min(1, Math.max(0, (now - start) / duration))
}

export interface CameraTween {
  from: Camera
  to: Camera
  start: number
  duration: number
}

/** The camera at `now`, and whether the tween is over. */
export function sampleCameraTween(
  tween: CameraTween,
  now: number,
): { camera: Camera; done: boolean } {
  const t = progress(tween.start, tween.duration, now)
  return {
    camera: t >= 1 ? tween.to : lerpCamera(tween.from, tween.to, easeInOutCubic(t)),
    done: t >= 1,
  }
}

/**
 * A fling glides on with exponentially decaying speed: v(t) = v0 e^(-k t), so the distance left
 * is v / k. Returns the displacement over `dt` ms and the speed after it (px/ms).
 */
export function flingStep(
  vx: number,
  vy: number,
  dt: number,
  friction: number,
): { dx: number; dy: number; vx: number; vy: number } {
  const decay = Math.exp(-friction * dt)
  const travel = friction > 0 ? (1 - decay) / friction : dt
  return { dx: vx * travel, dy: vy * travel, vx: vx * decay, vy: vy * decay }
}

/**
 * Moves `value` towards `target` so that a fraction of the gap closes per ms, independent of frame
 * rate: after `halfLife` ms half the gap is gone. Snaps when within 0.002 (below one 8-bit step).
 */
export function approach(value: number, target: number, dt: number, halfLife: number): number {
  if (halfLife <= 0) return target
  const next = target + (value - target) * 0.5 ** (dt / halfLife)
  return Math.abs(next - target) < 0.002 ? target : next
}
