import { describe, expect, it } from 'vitest'
import { initialIdleState, kioskIdleStep, msUntilIdle } from './kioskIdle'

const IDLE = 90_000

describe('active', () => {
  it('stays active before the idle time and resets exactly at it', () => {
    const s = initialIdleState(0)
    expect(kioskIdleStep(s, { type: 'tick', now: 89_999 }, IDLE)).toEqual({
      state: s,
      reset: false,
    })
    const idle = kioskIdleStep(s, { type: 'tick', now: 90_000 }, IDLE)
    expect(idle.reset).toBe(true)
    expect(idle.state.phase).toBe('attract')
  })

  it('a touch restarts the clock', () => {
    const touched = kioskIdleStep(initialIdleState(0), { type: 'activity', now: 60_000 }, IDLE)
    // 60 s + 90 s = 150 s: still active at 149.999 s
    expect(kioskIdleStep(touched.state, { type: 'tick', now: 149_999 }, IDLE).reset).toBe(false)
    expect(msUntilIdle(touched.state, 100_000, IDLE)).toBe(50_000)
  })
})

describe('attract', () => {
  const attract = initialIdleState(0, true)

  it('does not reset again while it waits', () => {
    expect(kioskIdleStep(attract, { type: 'tick', now: 10 * IDLE }, IDLE).reset).toBe(false)
  })

  it('ignores activity until dismissed, then starts a fresh visit', () => {
    expect(kioskIdleStep(attract, { type: 'activity', now: 5 }, IDLE).state).toBe(attract)
    const visit = kioskIdleStep(attract, { type: 'attract.dismiss', now: 1000 }, IDLE)
    expect(visit.state).toEqual({ phase: 'active', lastActivity: 1000 })
  })
})
