// Gesture classification (SPEC section 9) from raw pointer samples: tap, double tap, press, pan,
// swipe, pinch. Pure: times come in with the samples and timers are the caller's `tick(t)`, so it
// runs and tests without a DOM. Semantics follow Hammer.js, whose defaults SPEC section 9 lists.

import { type ScreenPoint, screen } from './space'

export const GESTURE_THRESHOLDS = {
  /** A tap lasts at most this long, ms. */
  tapTime: 250,
  /** Two taps whose releases are at most this far apart make a double tap, ms. */
  tapInterval: 300,
  /** A tap or press moves less than this, px. */
  tapThreshold: 9,
  /** The two taps of a double tap land less than this apart, px. */
  tapPosThreshold: 10,
  /** A press is a pointer held still this long, ms (one more than tapTime: never both). */
  pressTime: 251,
  pressThreshold: 9,
  /** A pan ending at least this fast (px/ms) over at least swipeThreshold px is a swipe. */
  swipeVelocity: 0.3,
  swipeThreshold: 10,
  /** A pointer that moves this far from where it went down starts a pan, px. */
  panThreshold: 10,
  /** Release velocity is measured over this trailing window, ms. */
  velocityWindow: 100,
} as const

export type GestureThresholds = { readonly [K in keyof typeof GESTURE_THRESHOLDS]: number }

export interface PointerSample {
  id: number
  x: number
  y: number
  /** Milliseconds on any monotonic clock (event.timeStamp). */
  t: number
}

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

type Mode = 'idle' | 'pending' | 'pressing' | 'panning' | 'pinching'

interface Track {
  start: PointerSample
  last: PointerSample
  /** Trailing samples for the release velocity. */
  recent: PointerSample[]
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y)

export class GestureClassifier {
  private readonly tracks = new Map<number, Track>()
  private mode: Mode = 'idle'
  /** The single pointer moved past tapThreshold: no longer a tap or press candidate. */
  private moved = false
  private lastTap: PointerSample | null = null
  private pinchDistance = 0
  private pinchCentre = { x: 0, y: 0 }
  private readonly th: GestureThresholds

  constructor(thresholds: Partial<GestureThresholds> = {}) {
    this.th = { ...GESTURE_THRESHOLDS, ...thresholds }
  }

  /** When the caller should call `tick` next (the press deadline), or null. */
  nextDeadline(): number | null {
    const only = this.single()
    return this.mode === 'pending' && !this.moved && only ? only.start.t + this.th.pressTime : null
  }

  down(p: PointerSample): Gesture[] {
    if (this.tracks.size >= 2) return []
    if (this.tracks.size === 0) {
      this.tracks.set(p.id, { start: p, last: p, recent: [p] })
      this.mode = 'pending'
      this.moved = false
      return []
    }
    // A second finger turns whatever the first was doing into a pinch.
    const out = this.endSingle(p.t, false)
    this.tracks.set(p.id, { start: p, last: p, recent: [p] })
    this.mode = 'pinching'
    this.measurePinch()
    out.push({ type: 'pinchstart', centre: screen(this.pinchCentre.x, this.pinchCentre.y) })
    return out
  }

  move(p: PointerSample): Gesture[] {
    const track = this.tracks.get(p.id)
    if (!track) return []
    const prev = track.last
    this.record(track, p)
    switch (this.mode) {
      case 'pending':
      case 'pressing': {
        const d = distance(p, track.start)
        if (d >= this.th.tapThreshold) this.moved = true
        if (d < this.th.panThreshold) return []
        const out: Gesture[] =
          this.mode === 'pressing'
            ? [{ type: 'pressup', at: screen(p.x, p.y), released: false }]
            : []
        this.mode = 'panning'
        // The first pan carries the whole travel, so the content stays under the finger.
        out.push({ type: 'panstart', at: screen(track.start.x, track.start.y) })
        out.push({
          type: 'pan',
          at: screen(p.x, p.y),
          dx: p.x - track.start.x,
          dy: p.y - track.start.y,
        })
        return out
      }
      case 'panning':
        return [{ type: 'pan', at: screen(p.x, p.y), dx: p.x - prev.x, dy: p.y - prev.y }]
      case 'pinching': {
        const before = { d: this.pinchDistance, c: this.pinchCentre }
        this.measurePinch()
        const scale = before.d > 0 ? this.pinchDistance / before.d : 1
        return [
          {
            type: 'pinch',
            centre: screen(this.pinchCentre.x, this.pinchCentre.y),
            scale,
            dx: this.pinchCentre.x - before.c.x,
            dy: this.pinchCentre.y - before.c.y,
          },
        ]
      }
      case 'idle':
        return []
    }
  }

  up(p: PointerSample): Gesture[] {
    const track = this.tracks.get(p.id)
    if (!track) return []
    this.record(track, p)
    if (this.mode === 'pinching') {
      this.tracks.delete(p.id)
      const out: Gesture[] = [
        { type: 'pinchend', centre: screen(this.pinchCentre.x, this.pinchCentre.y) },
      ]
      // The finger left on the glass keeps panning from where it is, with no threshold.
      const rest = this.single()
      if (rest) {
        rest.start = rest.last
        rest.recent = [rest.last]
        this.mode = 'panning'
        out.push({ type: 'panstart', at: screen(rest.last.x, rest.last.y) })
      } else this.mode = 'idle'
      return out
    }
    const out = this.endSingle(p.t, true)
    this.tracks.delete(p.id)
    this.mode = 'idle'
    return out
  }

  cancel(id: number): Gesture[] {
    const track = this.tracks.get(id)
    if (!track) return []
    const out =
      this.mode === 'pinching'
        ? [{ type: 'pinchend', centre: screen(this.pinchCentre.x, this.pinchCentre.y) } as Gesture]
        : this.endSingle(track.last.t, false)
    this.tracks.clear()
    this.mode = 'idle'
    return out
  }

  /** Fires the press once the deadline from `nextDeadline` has passed. */
  tick(t: number): Gesture[] {
    const only = this.single()
    if (this.mode !== 'pending' || this.moved || !only) return []
    if (t - only.start.t < this.th.pressTime) return []
    this.mode = 'pressing'
    return [{ type: 'press', at: screen(only.last.x, only.last.y) }]
  }

  private single(): Track | undefined {
    return this.tracks.size === 1 ? this.tracks.values().next().value : undefined
  }

  private record(track: Track, p: PointerSample): void {
    track.last = p
    track.recent.push(p)
    const horizon = p.t - this.th.velocityWindow
    while (track.recent.length > 2 && (track.recent[0]?.t ?? p.t) < horizon) track.recent.shift()
  }

  private measurePinch(): void {
    const [a, b] = [...this.tracks.values()].map((tr) => tr.last)
    if (!a || !b) return
    this.pinchDistance = distance(a, b)
    this.pinchCentre = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
  }

  /** Ends the single-pointer gesture; `released` says the finger lifted (taps and swipes count). */
  private endSingle(t: number, released: boolean): Gesture[] {
    const track = this.single()
    if (!track) return []
    const at = screen(track.last.x, track.last.y)
    switch (this.mode) {
      case 'pressing':
        return [{ type: 'pressup', at, released }]
      case 'panning': {
        const out: Gesture[] = [{ type: 'panend', at }]
        if (!released) return out
        const first = track.recent[0] ?? track.last
        const dt = track.last.t - first.t
        const vx = dt > 0 ? (track.last.x - first.x) / dt : 0
        const vy = dt > 0 ? (track.last.y - first.y) / dt : 0
        const travelled = distance(track.last, track.start)
        if (travelled >= this.th.swipeThreshold && Math.hypot(vx, vy) >= this.th.swipeVelocity) {
          out.push({ type: 'swipe', at, vx, vy })
        }
        return out
      }
      case 'pending': {
        if (!released || this.moved) return []
        if (t - track.start.t > this.th.tapTime) return []
        if (distance(track.last, track.start) >= this.th.tapThreshold) return []
        const tap = track.last
        const previous = this.lastTap
        if (
          previous &&
          tap.t - previous.t <= this.th.tapInterval &&
          distance(tap, previous) < this.th.tapPosThreshold
        ) {
          this.lastTap = null
          return [{ type: 'doubletap', at }]
        }
        this.lastTap = tap
        return [{ type: 'tap', at }]
      }
      default:
        return []
    }
  }
}
