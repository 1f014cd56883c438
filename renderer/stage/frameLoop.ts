// Draws on demand: a frame is requested when something changed and repeats only while the draw
// callback reports motion (a tween, a fling, a fade). After the last frame one more frame's time
// passes before the loop says it is at rest: by then the display has shown that frame (a worker's
// OffscreenCanvas reaches the screen a compositor frame after it is drawn). An idle plan schedules
// nothing.

export type DrawFrame = (now: number, dt: number) => boolean

/** Frames remembered for the benchmark. */
export const RING = 240

/**
 * The display's frame clock: requestAnimationFrame in the page and, where the browser offers it,
 * in a worker drawing to an OffscreenCanvas; a 60 Hz timer where a worker has none.
 */
const nextFrame: (tick: (now: number) => void) => number =
  typeof requestAnimationFrame === 'function'
    ? (tick) => requestAnimationFrame(tick)
    : (tick) => setTimeout(() => tick(performance.now()), 16) as unknown as number
const cancelFrame: (handle: number) => void =
  typeof cancelAnimationFrame === 'function'
    ? (handle) => cancelAnimationFrame(handle)
    : (handle) => clearTimeout(handle)

export class FrameLoop {
  private handle = 0
  /** The queued callback is the rest check, not a frame: a request replaces it. */
  private resting = false
  private last = 0
  private closed = false
  /** Frames drawn so far; the harness reports it to tests. */
  frames = 0
  /** Milliseconds of our JavaScript in the last frames (a ring of 240), for the benchmark. */
  readonly cpuMs: number[] = []
  /** When those frames were drawn, epoch ms: the bench reads frame intervals from them. */
  readonly drawnAt: number[] = []

  /**
   * `drawn` hears each frame's milliseconds once it is drawn; `rested`, that the last frame has had
   * a frame's time to reach the screen and nothing is queued.
   */
  constructor(
    private readonly draw: DrawFrame,
    private readonly drawn?: (cpuMs: number) => void,
    private readonly rested?: () => void,
  ) {}

  request(): void {
    if (this.closed) return
    if (this.handle !== 0) {
      if (!this.resting) return
      cancelFrame(this.handle)
    }
    this.resting = false
    this.handle = nextFrame(this.tick)
  }

  /** True while a frame is queued or the last one is still on its way to the screen. */
  get busy(): boolean {
    return this.handle !== 0
  }

  close(): void {
    this.closed = true
    if (this.handle !== 0) cancelFrame(this.handle)
    this.handle = 0
  }

  private readonly tick = (now: number) => {
    this.handle = 0
    if (this.closed) return
    // After an idle spell the first step is one nominal frame, not the whole pause; a slow device
    // still finishes its fades in real time (steps up to 200 ms), a stalled tab does not jump.
    const dt = this.last === 0 ? 16.7 : Math.min(200, now - this.last)
    this.frames++
    const began = performance.now()
    const more = this.draw(now, dt)
    const spent = performance.now() - began
    if (this.cpuMs.length >= RING) {
      this.cpuMs.shift()
      this.drawnAt.shift()
    }
    this.cpuMs.push(spent)
    this.drawnAt.push(performance.timeOrigin + began + spent)
    if (more) {
      this.last = now
      this.request()
    } else {
      this.last = 0
      this.resting = true
      this.handle = nextFrame(this.rest)
    }
    this.drawn?.(spent)
  }

  private readonly rest = () => {
    this.handle = 0
    this.resting = false
    if (!this.closed) this.rested?.()
  }
}
