// DOM pointer and wheel events on the canvas, turned into gestures (gestures.ts), mouse hover and
// wheel zoom. Owns its listeners and the press timer; `destroy` removes every one of them.

import { type Gesture, GestureClassifier, type PointerSample } from './gestures'
import { type ScreenPoint, screen } from './space'

export interface PointerHandlers {
  gesture(gesture: Gesture, pointerType: string): void
  /** Mouse over the canvas with no button down; null when it leaves. */
  hover(at: ScreenPoint | null): void
  /** Zoom by `factor` about `at` (wheel or trackpad pinch). */
  wheel(at: ScreenPoint, factor: number): void
}

/** Wheel pixels to zoom: 100 px of wheel is a 1.16x step; trackpad pinches (ctrlKey) are finer. */
const WHEEL_RATE = 0.0015
const PINCH_RATE = 0.01

export class PointerInput {
  private readonly classifier = new GestureClassifier()
  private readonly active = new Set<number>()
  private timer: ReturnType<typeof setTimeout> | null = null
  private frame = 0
  private pointerType = 'mouse'
  private readonly off: (() => void)[] = []

  constructor(
    private readonly el: HTMLElement,
    private readonly handlers: PointerHandlers,
  ) {
    this.listen('pointerdown', this.onDown)
    this.listen('pointermove', this.onMove)
    this.listen('pointerup', this.onUp)
    this.listen('pointercancel', this.onCancel)
    this.listen('pointerleave', this.onLeave)
    this.listen('wheel', this.onWheel, { passive: false })
    // A long press is ours (a preview), never the browser's context menu or text selection.
    this.listen('contextmenu', (e) => e.preventDefault())
  }

  destroy(): void {
    this.clearTimer()
    for (const off of this.off) off()
    this.off.length = 0
  }

  private listen<K extends keyof HTMLElementEventMap>(
    type: K,
    fn: (e: HTMLElementEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): void {
    this.el.addEventListener(type, fn, options)
    this.off.push(() => this.el.removeEventListener(type, fn, options))
  }

  private local(e: { clientX: number; clientY: number }): ScreenPoint {
    const rect = this.el.getBoundingClientRect()
    return screen(e.clientX - rect.left, e.clientY - rect.top)
  }

  private sample(e: PointerEvent): PointerSample {
    const [x, y] = this.local(e)
    return { id: e.pointerId, x, y, t: e.timeStamp }
  }

  private emit(gestures: Gesture[]): void {
    for (const g of gestures) this.handlers.gesture(g, this.pointerType)
    this.armTimer()
  }

  private armTimer(): void {
    this.clearTimer()
    const deadline = this.classifier.nextDeadline()
    if (deadline === null) return
    const wait = Math.max(0, deadline - performance.now())
    this.timer = setTimeout(() => {
      // On a busy main thread the pointerup may be queued behind this timer: wait for the next
      // frame, before which Chrome dispatches queued input, so a quick tap is never a press.
      this.frame = requestAnimationFrame(() => {
        this.frame = 0
        this.timer = null
        this.emit(this.classifier.tick(performance.now()))
      })
    }, wait + 1)
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer)
    if (this.frame !== 0) cancelAnimationFrame(this.frame)
    this.timer = null
    this.frame = 0
  }

  private readonly onDown = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return
    this.pointerType = e.pointerType
    this.active.add(e.pointerId)
    this.el.setPointerCapture?.(e.pointerId)
    this.emit(this.classifier.down(this.sample(e)))
  }

  private readonly onMove = (e: PointerEvent) => {
    if (this.active.has(e.pointerId)) {
      this.emit(this.classifier.move(this.sample(e)))
    } else if (e.pointerType === 'mouse') {
      this.handlers.hover(this.local(e))
    }
  }

  private readonly onUp = (e: PointerEvent) => {
    if (!this.active.delete(e.pointerId)) return
    this.emit(this.classifier.up(this.sample(e)))
    if (e.pointerType === 'mouse') this.handlers.hover(this.local(e))
  }

  private readonly onCancel = (e: PointerEvent) => {
    if (!this.active.delete(e.pointerId)) return
    this.emit(this.classifier.cancel(e.pointerId))
  }

  private readonly onLeave = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' && !this.active.has(e.pointerId)) this.handlers.hover(null)
  }

  private readonly onWheel = (e: WheelEvent) => {
    e.preventDefault()
    // Line and page modes (Firefox, some mice) report far smaller numbers than pixel mode.
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1
    const rate = e.ctrlKey ? PINCH_RATE : WHEEL_RATE
    this.handlers.wheel(this.local(e), Math.exp(-e.deltaY * unit * rate))
  }
}
