import { describe, expect, it } from 'vitest'
import { knownReason, NOT_FOUND_REASON, unknownMiddlewareReason } from './errors'

describe('knownReason', () => {
  it('names the spec reasons the server aborts with', () => {
    expect(knownReason(NOT_FOUND_REASON)).toEqual({ kind: 'notFound' })
    expect(knownReason(unknownMiddlewareReason('auth'))).toEqual({
      kind: 'middleware',
      name: 'auth',
    })
  })

  it('leaves any other text alone', () => {
    expect(knownReason('Unknown middleware ')).toBeNull()
    expect(knownReason('Database unavailable')).toBeNull()
  })
})
