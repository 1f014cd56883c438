// @use-gesture's drag and pinch states, reduced to plain samples, turned into the renderer's
// Gesture events (renderer/hit/gestures.ts). @use-gesture decides what it can (the pan threshold, taps
// by travel, swipes, pinch distance); this adds what it has no notion of: a tap also lasts at most
// tapTime, two taps make a double tap, a pointer held still makes a press, and a second finger turns
// a pan into a pinch. Pure: times come in with the samples and the press timer is the caller's
// `tick(t)` at `nextDeadline()`, so it runs and tests without a DOM.

import { GESTURE_THRESHOLDS as TH, type Gesture } from '../../renderer/hit/gestures'
import { type ScreenPoint, screen } from '../../renderer/stage/space'

export interface DragSample {
  kind: 'down' | 'move' | 'up' | 'cancel'
  pointerId: number
  /** Canvas pixels. */
  x: number
  y: number
  /** Milliseconds on any monotonic clock (event.timeStamp). */
  t: number
  /** @use-gesture: the travel has passed the drag threshold (the pan threshold). */
  intentional: boolean
  /** @use-gesture, on release: the travel stayed within tapsThreshold. */
  tap: boolean
  /** @use-gesture, on release: -1, 0 or 1 per axis when the release was a swipe. */
  swipe: readonly [number, number]
  /** Signed velocity at release, px/ms. */
  vx: number
  vy: number
}

export interface PinchSample {
  kind: 'start' | 'move' | 'end'
  /** Between the fingers, canvas pixels. */
  x: number
  y: number
  /** The distance between the fingers, px (any unit: only ratios are used). */
  distance: number
}

interface Point {
  x: number
  y: number
  t: number
}

type Mode = 'pending' | 'pressing' | 'panning' | 'spent'

const at = (p: { x: number; y: number }): ScreenPoint => screen(p.x, p.y)
const apart = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y)

export class GestureTranslator {
  /** The pointer @use-gesture's drag follows, while it is down. */
  private drag: { id: number; start: Point; last: Point; mode: Mode; moved: boolean } | null = null
  private pinch: { x: number; y: number; distance: number } | null = null
  /** The release of the last single tap, for a double tap. */
  private lastTap: Point | null = null

  /** A pointer the drag follows is down (hover waits until it lifts). */
  get down(): boolean {
    return this.drag !== null
  }

  /** When the caller should call `tick` next (the press deadline), or null. */
  nextDeadline(): number | null {
    const d = this.drag
    return d && d.mode === 'pending' && !d.moved && !this.pinch ? d.start.t + TH.pressTime : null
  }

  /** Fires the press once the deadline from `nextDeadline` has passed. */
  tick(t: number): Gesture[] {
    const deadline = this.nextDeadline()
    const d = this.drag
    if (deadline === null || t < deadline || !d) return []
    d.mode = 'pressing'
    return [{ type: 'press', at: at(d.last) }]
  }

  onDrag(s: DragSample): Gesture[] {
    const p = { x: s.x, y: s.y, t: s.t }
    if (s.kind === 'down') {
      this.drag = { id: s.pointerId, start: p, last: p, mode: 'pending', moved: false }
      return []
    }
    const d = this.drag
    if (!d || d.id !== s.pointerId) return []
    const prev = d.last
    d.last = p
    if (s.kind === 'move') return this.pinch ? [] : this.move(d, prev, s)
    this.drag = null
    if (this.pinch) return []
    const released = s.kind === 'up'
    switch (d.mode) {
      case 'pressing':
        return [{ type: 'pressup', at: at(p), released }]
      case 'panning': {
        const out: Gesture[] = [{ type: 'panend', at: at(p) }]
        if (released && (s.swipe[0] !== 0 || s.swipe[1] !== 0)) {
          out.push({ type: 'swipe', at: at(p), vx: s.vx, vy: s.vy })
        }
        return out
      }
      case 'pending':
        return released && s.tap && s.t - d.start.t <= TH.tapTime ? [this.tapAt(p)] : []
      case 'spent':
        return []
    }
  }

  private move(d: NonNullable<GestureTranslator['drag']>, prev: Point, s: DragSample): Gesture[] {
    const p = d.last
    if (d.mode === 'panning')
      return [{ type: 'pan', at: at(p), dx: p.x - prev.x, dy: p.y - prev.y }]
    if (d.mode === 'spent') return []
    if (apart(p, d.start) >= TH.pressThreshold) d.moved = true
    if (!s.intentional) return []
    const out: Gesture[] =
      d.mode === 'pressing' ? [{ type: 'pressup', at: at(p), released: false }] : []
    d.mode = 'panning'
    // The first pan carries the whole travel, so the content stays under the finger.
    out.push({ type: 'panstart', at: at(d.start) })
    out.push({ type: 'pan', at: at(p), dx: p.x - d.start.x, dy: p.y - d.start.y })
    return out
  }

  private tapAt(p: Point): Gesture {
    const previous = this.lastTap
    if (previous && p.t - previous.t <= TH.tapInterval && apart(p, previous) < TH.tapPosThreshold) {
      this.lastTap = null
      return { type: 'doubletap', at: at(p) }
    }
    this.lastTap = p
    return { type: 'tap', at: at(p) }
  }

  onPinch(s: PinchSample): Gesture[] {
    const centre = screen(s.x, s.y)
    switch (s.kind) {
      case 'start': {
        // A second finger ends whatever the first was doing: no tap, press or swipe follows.
        const out: Gesture[] = []
        const d = this.drag
        if (d?.mode === 'pressing') out.push({ type: 'pressup', at: at(d.last), released: false })
        if (d?.mode === 'panning') out.push({ type: 'panend', at: at(d.last) })
        if (d) d.mode = 'spent'
        this.pinch = { x: s.x, y: s.y, distance: s.distance }
        out.push({ type: 'pinchstart', centre })
        return out
      }
      case 'move': {
        const before = this.pinch
        if (!before) return []
        this.pinch = { x: s.x, y: s.y, distance: s.distance }
        const scale = before.distance > 0 && s.distance > 0 ? s.distance / before.distance : 1
        return [{ type: 'pinch', centre, scale, dx: s.x - before.x, dy: s.y - before.y }]
      }
      case 'end': {
        if (!this.pinch) return []
        this.pinch = null
        const out: Gesture[] = [{ type: 'pinchend', centre }]
        // The drag's finger left on the glass keeps panning from where it is, with no threshold.
        const d = this.drag
        if (d) {
          d.mode = 'panning'
          out.push({ type: 'panstart', at: at(d.last) })
        }
        return out
      }
    }
  }
}

/** Wheel pixels to zoom: 100 px of wheel is a 1.16x step; trackpad pinches (ctrlKey) are finer. */
const WHEEL_RATE = 0.0015
const PINCH_RATE = 0.01

/**
 * The zoom factor of one wheel event. Line and page modes (Firefox, some mice) report far smaller
 * numbers than pixel mode; `pinch` is a trackpad pinch (the browser sets ctrlKey).
 */
export function wheelFactor(deltaY: number, deltaMode: number, pinch: boolean): number {
  const unit = deltaMode === 1 ? 16 : deltaMode === 2 ? 400 : 1
  return Math.exp(-deltaY * unit * (pinch ? PINCH_RATE : WHEEL_RATE))
}
