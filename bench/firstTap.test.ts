// The first-tap probe names each moment of its taps as the report and issue 45 say them.

import { describe, expect, it } from 'vitest'
import { tapMoment } from './firstTap'

describe('a tap moment', () => {
  it('is "at once" right after the load event, seconds when whole, ms otherwise', () => {
    expect(tapMoment(0)).toBe('at once')
    expect(tapMoment(300)).toBe('after 300 ms')
    expect(tapMoment(1000)).toBe('after 1 s')
    expect(tapMoment(3000)).toBe('after 3 s')
    expect(tapMoment(8000)).toBe('after 8 s')
  })
})
