// Draws on demand: a frame is requested when something changed and repeats only while the draw
// callback reports motion (a tween, a fling, a fade). An idle plan schedules nothing.

export type DrawFrame = (now: number, dt: number) => boolean

export class FrameLoop {
  private handle = 0
  private last = 0
  private closed = false
  /** Frames drawn so far; the harness reports it to tests. */
  frames = 0
  /** Main-thread milliseconds of the last frames (a ring of 240), for the benchmark. */
  readonly cpuMs: number[] = []

  constructor(private readonly draw: DrawFrame) {}

  request(): void {
    if (this.handle !== 0 || this.closed) return
    this.handle = requestAnimationFrame(this.tick)
  }

  /** True while another frame is queued (something is moving). */
  get busy(): boolean {
    return this.handle !== 0
  }

  close(): void {
    this.closed = true
    if (this.handle !== 0) cancelAnimationFrame(this.handle)
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
    if (this.cpuMs.length >= 240) this.cpuMs.shift()
    this.cpuMs.push(performance.now() - began)
    if (more) {
      this.last = now
      this.request()
    } else this.last = 0
  }
}
