import { beforeEach, describe, expect, it } from 'vitest'
import { finishRequest, progressStore, resetProgress, startRequest } from './progress'
import { prefetchAllowed } from './Link'

beforeEach(resetProgress)

describe('loading progress', () => {
  it('finishes when pending requests reach zero', () => {
    startRequest()
    startRequest()
    finishRequest()
    expect(progressStore.get()).toEqual({ pending: 1, phase: 'running' })
    finishRequest()
    expect(progressStore.get()).toEqual({ pending: 0, phase: 'done' })
  })

  it('reports failure on an error, but not on a cancel', () => {
    startRequest()
    finishRequest(new DOMException('aborted', 'AbortError'))
    expect(progressStore.get().phase).toBe('done')
    startRequest()
    finishRequest(new TypeError('Failed to fetch'))
    expect(progressStore.get().phase).toBe('failed')
  })
})

describe('prefetch', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, false],
    [{ saveData: true, effectiveType: '4g' }, false],
  ])('%j -> %s', (connection, allowed) => {
    expect(prefetchAllowed(connection)).toBe(allowed)
  })
})
