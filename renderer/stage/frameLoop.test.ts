import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FrameLoop } from './frameLoop'

// Node has no requestAnimationFrame: the loop falls back to a 16 ms timer, driven here by fake time.
describe('frame loop', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('draws on request, repeats while moving, and rests one frame after the last', () => {
    let moves = 2
    const log: string[] = []
    const loop = new FrameLoop(
      () => {
        log.push('draw')
        return moves-- > 0
      },
      () => log.push('drawn'),
      () => log.push('rested'),
    )
    loop.request()
    loop.request() // one frame however often it is asked
    vi.advanceTimersByTime(16 * 5)
    expect(log).toEqual(['draw', 'drawn', 'draw', 'drawn', 'draw', 'drawn', 'rested'])
    expect(loop.frames).toBe(3)
    expect(loop.busy).toBe(false)
  })

  it('is busy until the last frame has rested; a request meanwhile draws instead', () => {
    const log: string[] = []
    const loop = new FrameLoop(
      () => {
        log.push('draw')
        return false
      },
      undefined,
      () => log.push('rested'),
    )
    loop.request()
    vi.advanceTimersByTime(16)
    expect(loop.busy).toBe(true) // the rest check is queued
    loop.request()
    vi.advanceTimersByTime(16 * 3)
    expect(log).toEqual(['draw', 'draw', 'rested'])
  })

  it('draws nothing after close', () => {
    const draw = vi.fn(() => false)
    const loop = new FrameLoop(draw)
    loop.request()
    loop.close()
    vi.advanceTimersByTime(100)
    expect(draw).not.toHaveBeenCalled()
  })
})
