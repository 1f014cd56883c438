// Counts a WebGL context's draw calls and texture uploads, frame by frame, for the bench and the
// tests (the bench budgets the master plan's first frame, bench/budgets.ts). The methods of this
// one context are wrapped, so nothing else on the page is touched and a renderer without counting
// pays nothing. An upload is a texImage2D or texSubImage2D that carries pixels: allocating an empty
// render target is not one.

import type { GlCount } from './types'

const DRAWS = ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']
const UPLOADS = ['texImage2D', 'texSubImage2D']

type AnyFn = (...args: unknown[]) => unknown

/** Whether a texImage2D/texSubImage2D call passes pixels (not a null buffer for an empty target). */
export function carriesPixels(args: readonly unknown[]): boolean {
  const last = args[args.length - 1]
  return last !== null && last !== undefined
}

export class GlCounter {
  private draws = 0
  private uploads = 0
  /** The first frame that drew a scene, counted from the context's creation. */
  first: GlCount | null = null
  last: GlCount = { draws: 0, uploads: 0 }

  constructor(gl: object) {
    const target = gl as Record<string, unknown>
    for (const name of DRAWS) this.wrap(target, name, () => this.draws++)
    for (const name of UPLOADS) {
      this.wrap(target, name, (args) => {
        if (carriesPixels(args)) this.uploads++
      })
    }
  }

  private wrap(gl: Record<string, unknown>, name: string, count: (args: unknown[]) => void) {
    const original = gl[name]
    if (typeof original !== 'function') return
    const fn = original as AnyFn
    gl[name] = (...args: unknown[]) => {
      count(args)
      return fn.apply(gl, args)
    }
  }

  /** Ends a frame: what it drew becomes `last`, and `first` if it is the first with a scene. */
  endFrame(hadScene: boolean): void {
    this.last = { draws: this.draws, uploads: this.uploads }
    if (hadScene && this.first === null) this.first = this.last
    this.draws = 0
    this.uploads = 0
  }
}
