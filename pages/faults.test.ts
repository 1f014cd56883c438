import { describe, expect, it } from 'vitest'
import { statusOfError } from './faults'

describe('statusOfError', () => {
  it.each([
    [{ statusCode: 404 }, 404],
    [{ status: 503 }, 503],
    [{ response: { status: 502 } }, 502],
    [{ statusCode: 'x', status: 410 }, 410],
    [new Error('boom'), 500],
    [null, 500],
    [{ status: 200 }, 500],
  ])('%j -> %i', (error, status) => {
    expect(statusOfError(error)).toBe(status)
  })
})
