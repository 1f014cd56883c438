// Pointer input for the plans canvas, with @use-gesture bound to the renderer's canvas element:
// drag (pan, tap, press, swipe), pinch (two fingers; a trackpad's ctrl+wheel or Safari's gesture
// events zoom as the wheel does), wheel zoom, and mouse hover. The thresholds are the product
// spec's (GESTURE_THRESHOLDS); gestureTranslator.ts adds what @use-gesture has no notion of (tap
// time, double tap, press). Listeners are not passive, so the page never scrolls or zooms instead
// of the canvas, and a long press never opens the context menu. Called by usePlansRenderer only.
// Input stays on the page's thread whichever thread draws: the renderer handle posts it on,
// compactly, to a worker.

import { useGesture } from '@use-gesture/react'
import { memo, useEffect, useMemo, useRef } from 'react'
import { GESTURE_THRESHOLDS as TH, type Gesture } from '../../renderer/hit/gestures'
import { type ScreenPoint, screen } from '../../renderer/stage/space'
import type { RendererHandle } from '../../renderer/types'
import { type DragSample, GestureTranslator, wheelFactor } from './gestureTranslator'

type Vector = readonly [number, number]

const DRAG_KINDS: Record<string, DragSample['kind']> = {
  pointerdown: 'down',
  pointermove: 'move',
  pointerup: 'up',
  pointercancel: 'cancel',
  lostpointercapture: 'cancel',
}

/** One renderer's input: the translator, the press timer and the pointer type of the drag. */
class GestureDriver {
  readonly translator = new GestureTranslator()
  private pointerType = 'mouse'
  private timer: ReturnType<typeof setTimeout> | null = null
  private frame = 0
  /** Safari's trackpad pinch: the last gesture event's scale. */
  private webkitScale = 1

  constructor(readonly renderer: RendererHandle) {}

  private local([x, y]: Vector): ScreenPoint {
    const rect = this.renderer.canvas.getBoundingClientRect()
    return screen(x - rect.left, y - rect.top)
  }

  private emit(gestures: Gesture[]): void {
    for (const g of gestures) this.renderer.gesture(g, this.pointerType)
    this.armTimer()
  }

  drag(state: {
    event: Event
    xy: Vector
    intentional: boolean
    tap: boolean
    swipe: Vector
    velocity: Vector
    direction: Vector
  }): void {
    const { event } = state
    const kind = DRAG_KINDS[event.type]
    if (!kind || !('pointerId' in event)) return
    const pointer = event as PointerEvent
    if (kind === 'down') this.pointerType = pointer.pointerType
    const [x, y] = this.local(state.xy)
    this.emit(
      this.translator.onDrag({
        kind,
        pointerId: pointer.pointerId,
        x,
        y,
        t: event.timeStamp,
        intentional: state.intentional,
        tap: state.tap,
        swipe: state.swipe,
        // @use-gesture's velocity is a magnitude per axis; direction gives its sign.
        vx: state.velocity[0] * state.direction[0],
        vy: state.velocity[1] * state.direction[1],
      }),
    )
    if (kind === 'up' && pointer.pointerType === 'mouse') {
      this.renderer.hover(this.local(state.xy))
    }
  }

  pinch(state: { event: Event; origin: Vector; da: Vector; first: boolean; last: boolean }): void {
    const { event, first, last } = state
    const centre = this.local(state.origin)
    if (event.type === 'wheel') {
      // A trackpad pinch arrives as ctrl+wheel: it zooms as the wheel does. The closing call
      // repeats the last event: skip it.
      const wheel = event as WheelEvent
      if (!last) this.renderer.wheel(centre, wheelFactor(wheel.deltaY, wheel.deltaMode, true))
      return
    }
    if (event.type.startsWith('gesture')) {
      // Safari's trackpad pinch (WebKit gesture events): `da[0]` is the scale since it began.
      const scale = state.da[0]
      if (!first && !last && this.webkitScale > 0) {
        this.renderer.wheel(centre, scale / this.webkitScale)
      }
      this.webkitScale = scale
      return
    }
    const [x, y] = centre
    const kind = first ? 'start' : last ? 'end' : 'move'
    this.emit(this.translator.onPinch({ kind, x, y, distance: state.da[0] }))
  }

  wheel(event: WheelEvent, last: boolean): void {
    // ctrl+wheel is a pinch (above); the closing call repeats the last event.
    if (event.ctrlKey || last) return
    event.preventDefault()
    const at = this.local([event.clientX, event.clientY])
    this.renderer.wheel(at, wheelFactor(event.deltaY, event.deltaMode, false))
  }

  /** Mouse over the canvas with no button down; null when it leaves. */
  hover(xy: Vector | null): void {
    if (this.translator.down) return
    this.renderer.hover(xy ? this.local(xy) : null)
  }

  private armTimer(): void {
    this.clearTimer()
    const deadline = this.translator.nextDeadline()
    if (deadline === null) return
    const wait = Math.max(0, deadline - performance.now())
    this.timer = setTimeout(() => {
      // On a busy main thread the pointerup may be queued behind this timer: wait for the next
      // frame, before which Chrome dispatches queued input, so a quick tap is never a press.
      this.frame = requestAnimationFrame(() => {
        this.frame = 0
        this.timer = null
        this.emit(this.translator.tick(performance.now()))
      })
    }, wait + 1)
  }

  clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer)
    if (this.frame !== 0) cancelAnimationFrame(this.frame)
    this.timer = null
    this.frame = 0
  }
}

function usePlansGestures(renderer: RendererHandle | null): void {
  const target = useRef<HTMLCanvasElement | null>(null)
  target.current = renderer?.canvas ?? null
  const driver = useMemo(() => (renderer ? new GestureDriver(renderer) : null), [renderer])
  useEffect(() => () => driver?.clearTimer(), [driver])

  useGesture(
    {
      onDrag: (state) => driver?.drag(state),
      onPinch: (state) => driver?.pinch(state),
      onWheel: ({ event, last }) => driver?.wheel(event, last),
      onMove: ({ xy, last }) => {
        if (!last) driver?.hover(xy)
      },
      onHover: ({ hovering }) => {
        if (!hovering) driver?.hover(null)
      },
      // A long press is ours (a preview), never the browser's context menu.
      onContextMenu: ({ event }) => event.preventDefault(),
    },
    {
      target,
      eventOptions: { passive: false },
      drag: {
        threshold: TH.panThreshold,
        filterTaps: true,
        tapsThreshold: TH.tapThreshold,
        // No time limit: a pan released fast is a swipe however long it took (Hammer.js).
        swipe: {
          velocity: TH.swipeVelocity,
          distance: TH.swipeThreshold,
          duration: Number.POSITIVE_INFINITY,
        },
        // Every event, below the threshold too: the translator needs the down and the stillness.
        triggerAllEvents: true,
        pointer: { capture: true, buttons: 1, keys: false },
      },
      pinch: { pinchOnWheel: true, modifierKey: 'ctrlKey' },
    },
  )
}

/**
 * The canvas's gestures in a component of their own, rendered again only for a new renderer:
 * @use-gesture binds its listeners afresh after every render of whatever calls it, and the canvas
 * renders with every change of state (a phone's flat page spent 18 ms unthrottled rebinding them
 * while it loaded).
 */
export const PlansGestures = memo(function PlansGestures({
  renderer,
}: {
  renderer: RendererHandle | null
}) {
  usePlansGestures(renderer)
  return null
})
