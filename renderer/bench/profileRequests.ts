// The page's side of profiling a renderer in a worker (rendererBench.ts draws the frames there):
// each request goes out with an id and its promise waits for the `profiled` answer of that id.
// Made by WorkerClient only when __BENCH_HOOKS__ (benchBuild.d.ts); production never carries it.

import type { ProfileResult } from '../types'

export class ProfileRequests {
  private readonly waiting = new Map<number, (result: ProfileResult) => void>()

  /** `ask` sends a profile request of `frames` and returns the id its answer will carry. */
  constructor(private readonly ask: (frames: number) => number) {}

  profile(frames: number): Promise<ProfileResult> {
    const id = this.ask(frames)
    return new Promise((resolve) => this.waiting.set(id, resolve))
  }

  answer(id: number, result: ProfileResult): void {
    this.waiting.get(id)?.(result)
    this.waiting.delete(id)
  }

  /** The worker is gone: the open requests will never be answered. */
  clear(): void {
    this.waiting.clear()
  }
}
