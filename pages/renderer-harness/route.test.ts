import { afterEach, describe, expect, it, vi } from 'vitest'
import route from './+route'

// The harness is a test tool: a production server (no KHVOYA_TEST_FAULTS) must answer 404.
describe('/__renderer route', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('does not exist without KHVOYA_TEST_FAULTS=1', () => {
    vi.stubEnv('KHVOYA_TEST_FAULTS', '')
    expect(route({ urlPathname: '/__renderer' })).toBe(false)
  })

  it('exists on a test server, at that path only', () => {
    vi.stubEnv('KHVOYA_TEST_FAULTS', '1')
    expect(route({ urlPathname: '/__renderer' })).toBe(true)
    expect(route({ urlPathname: '/__renderer/x' })).toBe(false)
  })
})
