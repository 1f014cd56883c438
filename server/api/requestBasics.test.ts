import { describe, expect, it } from 'vitest'
import { addressBucket } from './clientAddress'
import { formRateLimiter } from './formRateLimit'

describe('addressBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:1:8a2e:370:7334:1', '2001:db8:85a3:1::/64'],
    ['2001:db8:85a3:1::99', '2001:db8:85a3:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (address, bucket) => {
    expect(addressBucket(address)).toBe(bucket)
  })
})

describe('formRateLimiter', () => {
  it('allows max posts per window, then says how long to wait', () => {
    let now = 1_000_000
    const limiter = formRateLimiter({ max: 2, windowMs: 60_000 }, () => now)
    expect(limiter.hit('a')).toEqual({ allowed: true })
    expect(limiter.hit('a')).toEqual({ allowed: true })
    now += 15_000
    // The window opened at 1 000 000 and closes at 1 060 000: 45 s left.
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 })
    expect(limiter.hit('b')).toEqual({ allowed: true })
    now += 45_000
    expect(limiter.hit('a')).toEqual({ allowed: true })
  })
})
